import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, notify } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { login } from './api';
import { EMAIL_PATTERN, type FieldErrors } from '../../lib/validation';
import { loginMessages } from './messages';
import { startSession } from '../session/session-actions';
import { GoogleSignIn } from '../social-sign-in/google-sign-in';

type LoginField = 'email' | 'password';

/**
 * /login: email and password; on success the session starts and the shopper goes back where they were.
 * /login?unlock=…: the link mailed to an owner whose account's sign-ins were under attack; sent with the password,
 * it lifts the waits strangers caused.
 */
export function LoginPage() {
  const t = useT(loginMessages);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [unlock, setUnlock] = useState(params.get('unlock') || undefined);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const from = (location.state as { from?: string } | null)?.from;
  const next = from && from !== '/login' ? from : '/';

  useEffect(() => {
    document.title = `${t('loginTitle')} — Librairie Lumière`;
  }, [t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<LoginField> = {};
    if (!email.trim()) found.email = t('emailRequired');
    else if (!EMAIL_PATTERN.test(email.trim())) found.email = t('emailInvalid');
    if (!password) found.password = t('passwordRequired');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const session = await login({ email: email.trim(), password, unlock });
      startSession(session);
      notify.success(t('welcome', { name: session.user.first_name }));
      navigate(next, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_token') {
        // A spent link: the next try is an ordinary sign-in.
        setUnlock(undefined);
        setFormError(t('unlockInvalid'));
      } else if (error instanceof ApiError && error.status === 401) setFormError(t('badCredentials'));
      else if (error instanceof ApiError && error.status === 429) setFormError(t('tooManyAttempts'));
      else if (error instanceof ApiError && error.code === 'account_disabled') setFormError(t('accountDisabled'));
      else setFormError(t('serverError'));
      setBusy(false);
    }
  };

  return (
    <section className="account-form-page" data-boundary="account">
      <h1>{t('loginTitle')}</h1>
      <p className="account-form-page__intro">{t(unlock ? 'unlockIntro' : 'loginIntro')}</p>
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        {formError && (
          <p className="account-form__error" role="alert">
            {formError}
          </p>
        )}
        <Field label={t('email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <Field label={t('password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
        <Link className="account-form__aside" to="/resetpasswordemail">
          {t('forgotPassword')}
        </Link>
        <Button type="submit" busy={busy}>
          {t('submitLogin')}
        </Button>
      </form>
      <GoogleSignIn redirectTo={next} />
      <p className="account-form-page__switch">
        {t('noAccount')} <Link to="/register">{t('createAccount')}</Link>
      </p>
    </section>
  );
}
