import { useState, type FormEvent } from 'react';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, notify } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { changePassword } from './api';
import { PASSWORD_LENGTH, type FieldErrors } from '../../lib/validation';
import { profileMessages } from './messages';

type PasswordField = 'current' | 'next' | 'confirm';
const EMPTY: Record<PasswordField, string> = { current: '', next: '', confirm: '' };

/** Current, new and confirmed password; the server ends the account's other sessions. */
export function PasswordForm() {
  const t = useT(profileMessages);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: PasswordField) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<PasswordField> = {};
    if (!values.current) found.current = t('currentPasswordRequired');
    if (!values.next) found.next = t('newPasswordRequired');
    else if (values.next.length < PASSWORD_LENGTH.min) found.next = t('passwordTooShort', PASSWORD_LENGTH);
    else if (values.next.length > PASSWORD_LENGTH.max) found.next = t('passwordTooLong', PASSWORD_LENGTH);
    else if (values.next === values.current) found.next = t('newPasswordSame');
    if (!values.confirm) found.confirm = t('confirmRequired');
    else if (values.confirm !== values.next) found.confirm = t('passwordsDiffer');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword(values.current, values.next);
      setValues(EMPTY);
      notify.success(t('passwordChanged'));
    } catch (error) {
      if (!(error instanceof ApiError)) notify.error(t('serverError'));
      else if (error.code === 'wrong_password') setErrors({ current: t('currentPasswordWrong') });
      // Tries of the current password count as sign-ins: past their limit the form waits like the login page.
      else if (error.code === 'too_many_attempts') setErrors({ current: t('tooManyAttempts') });
      else if (error.code === 'weak_password') setErrors({ next: t('passwordWeak') });
      // An account created with Google gets its first password through recovery (see the sign-in methods above).
      else if (error.code === 'no_password') notify.error(t('signInMethodNoPassword'));
      else if (error.field === 'new_password') setErrors({ next: t('newPasswordSame') });
      else notify.error(t('serverError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{t('passwordTitle')}</h2>
      <Field label={t('currentPassword')} type="password" autoComplete="current-password" value={values.current} onChange={set('current')} error={errors.current} />
      <Field label={t('newPassword')} type="password" autoComplete="new-password" value={values.next} onChange={set('next')} error={errors.next} />
      <Field label={t('confirmNewPassword')} type="password" autoComplete="new-password" value={values.confirm} onChange={set('confirm')} error={errors.confirm} />
      <Button type="submit" busy={busy}>
        {t('changePassword')}
      </Button>
    </form>
  );
}
