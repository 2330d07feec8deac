import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, usePageMeta } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { resetPassword } from './api';
import { PASSWORD_LENGTH, type FieldErrors } from '../../lib/validation';
import { recoveryMessages } from './messages';

type ResetField = 'password' | 'confirm';

/** /reset-password?token=…: sets a new password from the mailed single-use link. */
export function ResetPasswordPage() {
  const t = useT(recoveryMessages);
  usePageMeta({ title: t('resetTitle'), canonicalPath: '/reset-password' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState<Record<ResetField, string>>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<ResetField>>({});
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<ResetField> = {};
    if (!values.password) found.password = t('newPasswordRequired');
    else if (values.password.length < PASSWORD_LENGTH.min) found.password = t('passwordTooShort', PASSWORD_LENGTH);
    else if (values.password.length > PASSWORD_LENGTH.max) found.password = t('passwordTooLong', PASSWORD_LENGTH);
    if (!values.confirm) found.confirm = t('confirmRequired');
    else if (values.confirm !== values.password) found.confirm = t('passwordsDiffer');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await resetPassword(token, values.password);
      setState('done');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_token') setState('invalid');
      else if (error instanceof ApiError && error.code === 'weak_password') setErrors({ password: t('passwordWeak') });
      else if (error instanceof ApiError && error.field === 'password') setErrors({ password: t('passwordTooShort', PASSWORD_LENGTH) });
      else setFormError(t('serverError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-form-page" data-boundary="account">
      <h1>{t('resetTitle')}</h1>
      {state === 'done' && (
        <div className="account-form">
          <p className="account-form__done" role="status">
            {t('resetDone')}
          </p>
          <Link className="bk-button bk-button--primary" to="/login">
            {t('login')}
          </Link>
        </div>
      )}
      {state === 'invalid' && (
        <div className="account-form">
          <p className="account-form__error" role="alert">
            {token ? t('linkInvalid') : t('linkMissing')}
          </p>
          <Link to="/resetpasswordemail">{t('askNewLink')}</Link>
        </div>
      )}
      {state === 'form' && (
        <>
          <p className="account-form-page__intro">{t('resetIntro')}</p>
          <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
            {formError && (
              <p className="account-form__error" role="alert">
                {formError}
              </p>
            )}
            <Field
              label={t('newPassword')}
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
              error={errors.password}
            />
            <Field
              label={t('confirmNewPassword')}
              type="password"
              autoComplete="new-password"
              value={values.confirm}
              onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))}
              error={errors.confirm}
            />
            <Button type="submit" busy={busy}>
              {t('saveNewPassword')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
