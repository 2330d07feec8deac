import { useState, type FormEvent } from 'react';
import type { TrackedOrder } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, usePageMeta } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { trackOrder } from './api';
import { EMAIL_PATTERN } from '../../lib/validation';
import { TrackedOrderInvoices } from '../invoices/invoice-downloads';
import { ordersMessages } from './messages';
import { GuestReturnSection } from '../rights/guest-return-section';
import { OrderTimeline, StatusBadge, useDateFormat } from './order-status';

/** /track-order: a visitor follows an order with its number and email; only its progress is shown. */
export function TrackOrderPage() {
  const t = useT(ordersMessages);
  usePageMeta({ title: t('trackTitle'), canonicalPath: '/track-order' });
  const format = useDateFormat();
  const [number, setNumber] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ number?: string; email?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [found, setFound] = useState<TrackedOrder | null>(null);
  // The email the order was found with: its invoices are asked for with it, whatever is typed in the field since.
  const [foundEmail, setFoundEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: { number?: string; email?: string } = {};
    if (!number.trim()) next.number = t('orderNumberRequired');
    if (!email.trim()) next.email = t('emailRequired');
    else if (!EMAIL_PATTERN.test(email.trim())) next.email = t('emailInvalid');
    setErrors(next);
    setFormError(null);
    setFound(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      setFound(await trackOrder(number.trim(), email.trim()));
      setFoundEmail(email.trim());
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setFormError(t('trackNotFound'));
      else if (error instanceof ApiError && error.status === 429) setFormError(t('trackTooMany'));
      else setFormError(t('serverError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account-form-page" data-boundary="account">
      <h1>{t('trackTitle')}</h1>
      <p className="account-form-page__intro">{t('trackIntro')}</p>
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        {formError && (
          <p className="account-form__error" role="alert">
            {formError}
          </p>
        )}
        <Field label={t('orderNumberLabel')} value={number} onChange={(e) => setNumber(e.target.value)} error={errors.number} autoComplete="off" />
        <Field label={t('email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <Button type="submit" busy={busy}>
          {t('trackSubmit')}
        </Button>
      </form>
      {found && (
        <div className="account-form track-result" aria-live="polite">
          <p>{t('trackResult', { number: found.number, count: found.item_count, date: format(found.created_at) })}</p>
          <p>
            <StatusBadge status={found.status} collection={found.collection} />
          </p>
          <OrderTimeline events={found.events} collection={found.collection} />
          <TrackedOrderInvoices orderNumber={found.number} email={foundEmail} />
        </div>
      )}
      {found?.guest_return && <GuestReturnSection key={found.number} number={found.number} window={found.return_window} offer={found.guest_return} />}
    </section>
  );
}
