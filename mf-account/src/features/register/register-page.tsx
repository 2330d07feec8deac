import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { rootStore } from '@bookshop/store';
import { Button, notify } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { register } from './api';
import { EMAIL_PATTERN, PASSWORD_LENGTH, isPersonName, type FieldErrors } from '../../lib/validation';
import { registerMessages } from './messages';
import { startSession } from '../session/session-actions';
import { GoogleSignIn } from '../social-sign-in/google-sign-in';

type RegisterField = 'first_name' | 'last_name' | 'email' | 'password' | 'confirm';
const SERVER_FIELD_MESSAGES: Record<string, [RegisterField, keyof typeof registerMessages.fr]> = {
  first_name: ['first_name', 'nameInvalid'],
  last_name: ['last_name', 'nameInvalid'],
  email: ['email', 'emailInvalid'],
  password: ['password', 'passwordTooShort'],
};

/** /register: creates the account (checked again by the server), then logs in. */
export function RegisterPage() {
  const t = useT(registerMessages);
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<RegisterField, string>>({ first_name: '', last_name: '', email: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = `${t('registerTitle')} — Librairie Lumière`;
  }, [t]);

  const set = (field: RegisterField) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const validate = (): FieldErrors<RegisterField> => {
    const found: FieldErrors<RegisterField> = {};
    if (!values.first_name.trim()) found.first_name = t('firstNameRequired');
    else if (!isPersonName(values.first_name)) found.first_name = t('nameInvalid');
    if (!values.last_name.trim()) found.last_name = t('nameRequired');
    else if (!isPersonName(values.last_name)) found.last_name = t('nameInvalid');
    if (!values.email.trim()) found.email = t('emailRequired');
    else if (!EMAIL_PATTERN.test(values.email.trim())) found.email = t('emailInvalid');
    if (!values.password) found.password = t('passwordRequired');
    else if (values.password.length < PASSWORD_LENGTH.min) found.password = t('passwordTooShort', PASSWORD_LENGTH);
    else if (values.password.length > PASSWORD_LENGTH.max) found.password = t('passwordTooLong', PASSWORD_LENGTH);
    if (!values.confirm) found.confirm = t('confirmRequired');
    else if (values.confirm !== values.password) found.confirm = t('passwordsDiffer');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { language, currency } = rootStore.getState();
      const session = await register({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        password: values.password,
        language,
        currency,
      });
      startSession(session);
      notify.success(`${t('welcome', { name: session.user.first_name })} ${t('checkMailbox')}`);
      navigate('/', { replace: true });
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) return setFormError(t('serverError'));
      if (error.status === 409 && error.field === 'email') return setErrors({ email: t('emailTaken') });
      if (error.code === 'weak_password') return setErrors({ password: t('passwordWeak') });
      if (error.status === 429) return setFormError(t('tooManyRequests'));
      // The server's field errors, shown in the shopper's language.
      const field = SERVER_FIELD_MESSAGES[error.field ?? ''];
      if (field) setErrors({ [field[0]]: t(field[1], PASSWORD_LENGTH) });
      else setFormError(t('serverError'));
    }
  };

  return (
    <section className="account-form-page" data-boundary="account">
      <h1>{t('registerTitle')}</h1>
      <p className="account-form-page__intro">{t('registerIntro')}</p>
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        {formError && (
          <p className="account-form__error" role="alert">
            {formError}
          </p>
        )}
        <div className="account-form__row">
          <Field label={t('firstName')} autoComplete="given-name" value={values.first_name} onChange={set('first_name')} error={errors.first_name} />
          <Field label={t('lastName')} autoComplete="family-name" value={values.last_name} onChange={set('last_name')} error={errors.last_name} />
        </div>
        <Field label={t('email')} type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
        <Field label={t('password')} type="password" autoComplete="new-password" value={values.password} onChange={set('password')} error={errors.password} />
        <Field label={t('confirmPassword')} type="password" autoComplete="new-password" value={values.confirm} onChange={set('confirm')} error={errors.confirm} />
        <Button type="submit" busy={busy}>
          {t('submitRegister')}
        </Button>
      </form>
      <GoogleSignIn redirectTo="/" />
      <p className="account-form-page__switch">
        {t('haveAccount')} <Link to="/login">{t('login')}</Link>
      </p>
    </section>
  );
}
