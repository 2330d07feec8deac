import { useState, type FormEvent } from 'react';
import { EMAIL_PATTERN } from '@bookshop/contracts';
import { api, ApiError, apiShop } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, notify } from '@bookshop/ui';
import { shellMessages } from '../../messages';

/** Newsletter signup: checked here for a quick answer, and by the server, which has the last word. */
export function NewsletterForm() {
  const t = useT(shellMessages);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
      await api().post('/newsletter', { email: value, ecom_type: apiShop() });
      notify.success(t('newsletterSuccess'));
      setEmail('');
    } catch (failure) {
      const already = failure instanceof ApiError && failure.code === 'already_subscribed';
      const invalid = failure instanceof ApiError && failure.field === 'email' && !already;
      if (invalid) setError(t('newsletterInvalid'));
      const tooMany = failure instanceof ApiError && failure.status === 429;
      notify.error(already ? t('newsletterAlready') : invalid ? t('newsletterInvalid') : tooMany ? t('newsletterTooMany') : t('newsletterFailed'));
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
    </form>
  );
}
