import { useState, type FormEvent } from 'react';
import type { UserInfo } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, notify } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { updateProfile } from './api';
import { PHONE_PATTERN, isPersonName, type FieldErrors } from '../../lib/validation';
import { profileMessages } from './messages';
import { ResendVerificationButton } from '../recovery/resend-verification-button';
import { AvatarField } from './avatar-field';

type DetailsField = 'first_name' | 'last_name' | 'phone';

/** First name, last name and phone; the email is shown with its confirmation state (and a resend button). */
export function DetailsForm({ user, onSaved }: { user: UserInfo; onSaved: (user: UserInfo) => void }) {
  const t = useT(profileMessages);
  const [values, setValues] = useState({ first_name: user.first_name, last_name: user.last_name, phone: user.phone ?? '' });
  const [errors, setErrors] = useState<FieldErrors<DetailsField>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: DetailsField) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<DetailsField> = {};
    if (!values.first_name.trim()) found.first_name = t('firstNameRequired');
    else if (!isPersonName(values.first_name)) found.first_name = t('nameInvalid');
    if (!values.last_name.trim()) found.last_name = t('nameRequired');
    else if (!isPersonName(values.last_name)) found.last_name = t('nameInvalid');
    if (values.phone.trim() && !PHONE_PATTERN.test(values.phone.trim())) found.phone = t('phoneInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const saved = await updateProfile(user.id, {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        phone: values.phone.trim() || null,
      });
      onSaved(saved);
      notify.success(t('detailsSaved'));
    } catch (error) {
      if (error instanceof ApiError && error.field === 'phone') setErrors({ phone: t('phoneInvalid') });
      else if (error instanceof ApiError && (error.field === 'first_name' || error.field === 'last_name')) setErrors({ [error.field]: t('nameInvalid') });
      else notify.error(t('serverError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="profile-details-title">
      <h2 id="profile-details-title">{t('detailsTitle')}</h2>
      <AvatarField user={user} onSaved={onSaved} />
      <div className="profile-email">
        <span>{t('email')}</span>
        <strong>{user.email}</strong>
        <span className={user.email_verified ? 'profile-email__state profile-email__state--ok' : 'profile-email__state'}>
          {user.email_verified ? t('emailVerified') : t('emailNotVerified')}
        </span>
        {!user.email_verified && (
          <ResendVerificationButton variant="ghost" />
        )}
      </div>
      <div className="account-form__row">
        <Field label={t('firstName')} autoComplete="given-name" value={values.first_name} onChange={set('first_name')} error={errors.first_name} />
        <Field label={t('lastName')} autoComplete="family-name" value={values.last_name} onChange={set('last_name')} error={errors.last_name} />
      </div>
      <Field label={t('phone')} type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} error={errors.phone} />
      <Button type="submit" busy={busy}>
        {t('saveDetails')}
      </Button>
    </form>
  );
}
