import { useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router-dom';
import { ApiError } from '@bookshop/api-client';
import { emit } from '@bookshop/event-bus';
import { useT } from '@bookshop/i18n';
import { rootStore } from '@bookshop/store';
import { Button, LanguageSelect } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { adminLogin } from './api';
import { adminMessages } from '../../messages';
import { loginMessages } from './messages';

/** The admin login screen, shown unless an admin user with an email is held. Only an admin account gets in. */
export function AdminLogin() {
  const t = useT(adminMessages);
  const tl = useT(loginMessages);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { ...(email.trim() ? {} : { email: tl('emailRequired') }), ...(password ? {} : { password: tl('passwordRequired') }) };
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const session = await adminLogin({ email: email.trim(), password });
      if (session.user.role !== 'admin') {
        // A customer account must not be let in, nor silently logged in from here.
        setFormError(tl('notAdmin'));
        setBusy(false);
        return;
      }
      rootStore.getState().setSession(session.user, session.token);
      emit('session:logged-in', { userId: session.user.id });
      // The page behind the login read nothing for a stranger: it reads now, for staff.
      void revalidator.revalidate();
    } catch (error) {
      setFormError(error instanceof ApiError && error.status === 401 ? tl('badCredentials') : tl('serverError'));
      setBusy(false);
    }
  };

  return (
    <div className="admin-login">
      <form className="admin-login__card" onSubmit={(event) => void submit(event)} noValidate>
        <p className="admin-login__brand">{t('shopName')}</p>
        <h1>{tl('loginTitle')}</h1>
        <p className="admin-login__intro">{tl('loginIntro')}</p>
        {formError && (
          <p className="admin-form__error" role="alert">
            {formError}
          </p>
        )}
        <Field label={t('email')} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <Field label={tl('password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
        <Button type="submit" busy={busy}>
          {t('submit')}
        </Button>
        <Link to="/" className="admin-login__back">
          {t('backToShop')}
        </Link>
        <LanguageSelect id="admin-login-language" className="admin-language" />
      </form>
    </div>
  );
}
