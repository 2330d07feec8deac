import { useState, type FormEvent } from 'react';
import { EMAIL_PATTERN, type NewsletterBody } from '@bookshop/contracts';
import { api, ApiError, apiShop } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { Button, notify } from '@bookshop/ui';
import { shellMessages } from '../../messages';

/**
 * Newsletter signup: checked here for a quick answer, and by the server, which has the last word. Double opt-in: the
 * server answers alike for a new, a known, a confirmed or an unconfirmed address (nobody learns who subscribes), and
 * mails a confirmation link when the address needs one. The answer stays under the form, not in a toast: it asks
 * the reader to open their mailbox, too long a text for a toast's 1.5 s.
 */
export function NewsletterForm() {
  const t = useT(shellMessages);
  const language = useRootStore((s) => s.language);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [noted, setNoted] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) {
      setError(t('newsletterInvalid'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const body: NewsletterBody = { email: value, ecom_type: apiShop(), language };
      await api().post('/newsletter', body);
      setNoted(true);
      setEmail('');
    } catch (failure) {
      const invalid = failure instanceof ApiError && failure.field === 'email';
      if (invalid) setError(t('newsletterInvalid'));
      const tooMany = failure instanceof ApiError && failure.status === 429;
      notify.error(invalid ? t('newsletterInvalid') : tooMany ? t('newsletterTooMany') : t('newsletterFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="newsletter" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor="newsletter-email">{t('newsletterLabel')}</label>
      <div className="newsletter__row">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" busy={busy}>
          {t('newsletterSubmit')}
        </Button>
      </div>
      {error && (
        <p id="newsletter-error" className="form-error" role="alert">
          {error}
        </p>
      )}
      <p role="status">{noted && t('newsletterSuccess')}</p>
    </form>
  );
}
