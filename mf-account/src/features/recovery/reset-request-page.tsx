import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, usePageMeta } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { requestPasswordReset } from './api';
import { EMAIL_PATTERN } from '../../lib/validation';
import { recoveryMessages } from './messages';

/** /resetpasswordemail: asks for a reset link. The answer is the same whether the email has an account or not. */
export function ResetRequestPage() {
  const t = useT(recoveryMessages);
  usePageMeta({ title: t('resetRequestTitle'), canonicalPath: '/resetpasswordemail' });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const found = !value ? t('emailRequired') : !EMAIL_PATTERN.test(value) ? t('emailInvalid') : undefined;
    setError(found);
    setFormError(null);
    if (found) return;
    setBusy(true);
    try {
      await requestPasswordReset(value);
      setSentTo(value);
    } catch (failure) {
      setFormError(t(failure instanceof ApiError && failure.status === 429 ? 'tooManyRequests' : 'serverError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-form-page" data-boundary="account">
      <h1>{t('resetRequestTitle')}</h1>
      {sentTo ? (
        <div className="account-form">
          <p className="account-form__done" role="status">
            {t('resetRequestSent', { email: sentTo })}
          </p>
          <Link to="/login">{t('backToLogin')}</Link>
        </div>
      ) : (
        <>
          <p className="account-form-page__intro">{t('resetRequestIntro')}</p>
          <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
            {formError && (
              <p className="account-form__error" role="alert">
                {formError}
              </p>
            )}
            <Field label={t('email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
            <Button type="submit" busy={busy}>
              {t('sendResetLink')}
            </Button>
          </form>
          <p className="account-form-page__switch">
            <Link to="/login">{t('backToLogin')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
