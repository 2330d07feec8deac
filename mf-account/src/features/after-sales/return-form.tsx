import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { RETURN_REASON_MAX_LENGTH, RETURN_REASON_MIN_LENGTH, RETURN_REFUND_LIMIT, type ReturnRequest } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { addToReturnRefund, rootStore, useRootStore, type ReturnRefundItem } from '@bookshop/store';
import { Button, notify } from '@bookshop/ui';
import { TextAreaField } from '@bookshop/ui/forms';
import { createGuestReturn, removeReturnPhoto, saveReturn, uploadGuestReturnPhoto, uploadReturnPhoto } from './api';
import { afterSalesMessages } from './messages';
import { rightsMessages } from '../rights/messages';
import { photoFailureMessage, ReturnPhotoField, type PhotoChange } from './return-photo';

/** What the form needs of an order: its number and books (a customer's Order, or what /track-order offers a guest). */
export interface ReturnableOrder {
  number: string;
  lines: Array<{ article_id: number; title: string; quantity: number }>;
}

interface ReturnFormProps {
  order: ReturnableOrder;
  /** Editing a return still `requested`: its id, books, reason and whether it has a photo. */
  editing?: { id: number; items: ReturnRefundItem[]; reason: string; photo: boolean };
  /**
   * A visitor without an account (/track-order): the return and its photo go with the lookup's token, and the page
   * that asked shows the result (a guest has no returns pages).
   */
  guest?: { token: string; onSent: (saved: ReturnRequest) => void };
}

/** Sends the photo change once the return is saved (a new return has no id to attach a photo to before). */
function sendPhoto(returnId: number, photo: PhotoChange, guestToken?: string): Promise<unknown> {
  if (photo.kind === 'new') return guestToken === undefined ? uploadReturnPhoto(returnId, photo.file) : uploadGuestReturnPhoto(guestToken, returnId, photo.file);
  if (photo.kind === 'remove') return removeReturnPhoto(returnId);
  return Promise.resolve();
}

/**
 * The books of a delivered order to tick (at most 3: the store's return/refund list and its rule), a quantity for
 * each up to what was bought, a reason and an optional photo. The server checks it all again against the order and
 * other returns.
 */
export function ReturnForm({ order, editing, guest }: ReturnFormProps) {
  const t = useT(afterSalesMessages);
  const tr = useT(rightsMessages);
  const navigate = useNavigate();
  const chosen = useRootStore((s) => s.returnRefund);
  const [reason, setReason] = useState(editing?.reason ?? '');
  const [errors, setErrors] = useState<{ items?: string; reason?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'keep' });
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setChosen = (items: ReturnRefundItem[]) => rootStore.getState().setReturnRefund(items);

  // The kept selection (persisted, so a reload keeps it) is this form's only if it names books of this order;
  // editing starts from the return's own books.
  useEffect(() => {
    const current = rootStore.getState().returnRefund;
    if (editing) rootStore.getState().setReturnRefund(editing.items);
    else if (current.some((item) => !order.lines.some((line) => line.article_id === item.articleId))) rootStore.getState().setReturnRefund([]);
    // Once per order or return opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.number, editing?.id]);

  const toggle = (articleId: number) => {
    const current = rootStore.getState().returnRefund;
    if (current.some((item) => item.articleId === articleId)) return setChosen(current.filter((item) => item.articleId !== articleId));
    const added = addToReturnRefund(current, { articleId, quantity: 1 });
    if (added.ok) setChosen(added.list);
    else setErrors({ items: t('returnLimit', { max: RETURN_REFUND_LIMIT }) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: { items?: string; reason?: string } = {};
    if (chosen.length === 0) found.items = t('returnChooseBook');
    if (reason.trim().length < RETURN_REASON_MIN_LENGTH) found.reason = t('returnReasonRequired', { min: RETURN_REASON_MIN_LENGTH });
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    let saved: ReturnRequest;
    try {
      const body = { items: chosen.map((item) => ({ article_id: item.articleId, quantity: item.quantity })), reason: reason.trim() };
      saved = guest ? await createGuestReturn(guest.token, body) : await saveReturn({ order_number: order.number, ...body }, editing?.id);
    } catch (failure) {
      setBusy(false);
      const code = failure instanceof ApiError ? failure.code : undefined;
      if (code === 'quantity_above_bought') setErrors({ items: t('returnQuantityTooHigh') });
      else if (code === 'return_locked') setFormError(t('returnLocked'));
      // A return being edited may meet the end of the period (or a refund of the order) while the form is open.
      else if (code === 'order_not_delivered') setFormError(editing ? tr('returnEditNotDelivered') : t('returnNotDelivered'));
      else if (code === 'return_window_closed') setFormError(editing ? tr('returnEditClosed') : tr('returnWindowClosedError'));
      else if (code === 'return_already_open') setFormError(tr('guestReturnAlreadyOpen'));
      else if (code === 'invalid_return_token') setFormError(tr('guestReturnExpired'));
      else setFormError(t('serverError'));
      return;
    }
    if (guest) {
      // The return exists now: a photo that fails is told, not retried (sending the form again would ask for a second).
      await sendPhoto(saved.id, photo, guest.token).catch(() => notify.error(tr('guestReturnPhotoNotSent')));
      setChosen([]);
      setBusy(false);
      guest.onSent(saved);
      return;
    }
    try {
      await sendPhoto(saved.id, photo);
      notify.success(t('returnSent'));
    } catch (failure) {
      if (editing) {
        // The books and reason are saved; the form stays, so sending it again retries the photo.
        setBusy(false);
        setPhotoError(t(photoFailureMessage(failure)));
        return;
      }
      // The new return exists now: sending the form again would ask for a second one. Its page offers to edit it.
      notify.error(t('returnPhotoNotSent'));
    }
    setChosen([]);
    navigate(`/refund_return/${saved.id}`);
  };

  return (
    <form className="account-form return-form" onSubmit={(event) => void submit(event)} noValidate>
      {formError && (
        <p className="account-form__error" role="alert">
          {formError}
        </p>
      )}
      <fieldset aria-describedby={errors.items ? 'return-items-error' : undefined}>
        <legend>{t('orderBooks')}</legend>
        <ul className="return-books">
          {order.lines.map((line) => {
            const item = chosen.find((entry) => entry.articleId === line.article_id);
            return (
              <li key={line.article_id}>
                <label className="return-books__pick">
                  <input type="checkbox" checked={Boolean(item)} onChange={() => toggle(line.article_id)} />
                  <span>{line.title}</span>
                </label>
                {item && (
                  <label className="return-books__quantity">
                    <span className="visually-hidden">{t('returnQuantity', { title: line.title })}</span>
                    <select
                      value={item.quantity}
                      aria-label={t('returnQuantity', { title: line.title })}
                      onChange={(event) =>
                        setChosen(chosen.map((entry) => (entry.articleId === line.article_id ? { ...entry, quantity: Number(event.target.value) } : entry)))
                      }
                    >
                      {Array.from({ length: line.quantity }, (_, index) => index + 1).map((count) => (
                        <option key={count} value={count}>
                          {count}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
              </li>
            );
          })}
        </ul>
        {errors.items && (
          <p id="return-items-error" className="field__error" role="alert">
            {errors.items}
          </p>
        )}
      </fieldset>
      <TextAreaField label={t('returnReason')} value={reason} maxLength={RETURN_REASON_MAX_LENGTH} onChange={(e) => setReason(e.target.value)} error={errors.reason} rows={4} />
      <ReturnPhotoField existingId={editing?.photo ? editing.id : null} value={photo} onChange={setPhoto} error={photoError} onError={setPhotoError} />
      <Button type="submit" busy={busy}>
        {editing ? t('saveReturn') : t('sendReturn')}
      </Button>
    </form>
  );
}
