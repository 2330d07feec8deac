import { useState, type FormEvent } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  EMAIL_PATTERN,
  type CompanySettings,
  type ContactMessageBody,
} from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, usePageMeta } from '@bookshop/ui';
import { Field, TextAreaField } from '@bookshop/ui/forms';
import { fetchCompanySettings, fromRequest } from '../../lib/api';
import { sendContactMessage } from './api';
import { orNull } from '../../lib/page-states';
import { contactMessages } from './contact-messages';

type ContactField = keyof ContactMessageBody;
type Key = keyof typeof contactMessages.fr;

/** The same checks as the server, for a quick answer; the server has the last word. */
export function validateContact(values: ContactMessageBody): Partial<Record<ContactField, Key>> {
  const errors: Partial<Record<ContactField, Key>> = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  if (!values.email.trim()) errors.email = 'emailRequired';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'emailInvalid';
  if (!values.subject.trim()) errors.subject = 'subjectRequired';
  if (values.message.trim().length < CONTACT_MESSAGE_MIN_LENGTH) errors.message = 'messageTooShort';
  return errors;
}

const SERVER_FIELD_MESSAGES: Record<ContactField, Key> = { name: 'nameRequired', email: 'emailInvalid', subject: 'subjectRequired', message: 'messageTooShort' };
const EMPTY: ContactMessageBody = { name: '', email: '', subject: '', message: '' };

/** The route's loader: the shop's email and phone, shown beside the form (left out when they cannot be read). */
export function contactLoader({ request }: LoaderFunctionArgs): Promise<CompanySettings | null> {
  return orNull(fetchCompanySettings(fromRequest(request)), request);
}

/** /contactus: a message stored by the server, with a clear confirmation. */
export function ContactPage() {
  const t = useT(contactMessages);
  const settings = useLoaderData<CompanySettings | null>();
  const [values, setValues] = useState<ContactMessageBody>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, Key>>>({});
  const [formError, setFormError] = useState<Key | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageMeta({ title: t('contactTitle'), description: t('contactIntro'), canonicalPath: '/contactus' });

  const bind = (field: ContactField) => ({
    value: values[field],
    error: errors[field] ? t(errors[field], { min: CONTACT_MESSAGE_MIN_LENGTH }) : undefined,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await sendContactMessage({ name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() });
      setSentTo(values.email.trim());
      setValues(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'too_many_messages') setFormError('tooManyMessages');
      else if (error instanceof ApiError && error.status === 429) setFormError('tooManyRequests');
      else if (error instanceof ApiError && error.field && error.field in SERVER_FIELD_MESSAGES) setErrors({ [error.field]: SERVER_FIELD_MESSAGES[error.field as ContactField] });
      else setFormError('sendFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="contact-page" data-boundary="catalog">
      <h1>{t('contactTitle')}</h1>
      <p className="listing-page__intro">{t('contactIntro')}</p>
      {settings && <p className="contact-page__direct">{t('orWrite', { email: settings.email, phone: settings.phone })}</p>}
      {sentTo ? (
        <div className="contact-page__sent" role="status">
          <p>{t('contactSent', { email: sentTo })}</p>
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {t('contactAnother')}
          </Button>
        </div>
      ) : (
        <form className="contact-form" onSubmit={(event) => void submit(event)} noValidate>
          {formError && (
            <p className="contact-form__error" role="alert">
              {t(formError)}
            </p>
          )}
          <div className="contact-form__row">
            <Field label={t('contactName')} autoComplete="name" maxLength={CONTACT_NAME_MAX_LENGTH} {...bind('name')} />
            <Field label={t('contactEmail')} type="email" autoComplete="email" maxLength={CONTACT_EMAIL_MAX_LENGTH} {...bind('email')} />
          </div>
          <Field label={t('contactSubject')} maxLength={CONTACT_SUBJECT_MAX_LENGTH} {...bind('subject')} />
          <TextAreaField label={t('contactMessage')} rows={6} maxLength={CONTACT_MESSAGE_MAX_LENGTH} {...bind('message')} />
          <Button type="submit" busy={busy}>
            {t('contactSend')}
          </Button>
        </form>
      )}
    </section>
  );
}
