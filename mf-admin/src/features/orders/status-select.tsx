import { useId, useRef, useState, type FormEvent } from 'react';
import { ORDER_TRANSITIONS, normalizePickupCode, type AdminOrderDetail, type OrderStatus } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, Modal, notify } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { moveOrder } from './api';
import { ordersMessages } from './messages';

/** The longest pickup code the server reads (its route's limit). */
const PICKUP_CODE_MAX_LENGTH = 40;

/**
 * The message key of an order status. For an order collected at a location (`collected`), `shipped` is "ready at the
 * counter" and `delivered` is "collected": the same steps, named as staff live them.
 */
export const orderLabel = (status: OrderStatus, collected = false) =>
  collected && (status === 'shipped' || status === 'delivered') ? (`collect_${status}` as const) : (`order_${status}` as const);

interface OrderNextStepProps {
  number: string;
  status: OrderStatus;
  /** The order is collected at a location: its steps are named so, and handing it over asks for its pickup code. */
  collected?: boolean;
  /** Called after a move with the order as the server now has it, or null when the move was refused. */
  onMoved: (order: AdminOrderDetail | null) => void;
}

/** What a refused move tells the admin, by the server's error code. */
function moveError(error: unknown): 'staleStep' | 'orderAwaitsCopies' | 'orderRefundRefused' | 'error_payment_timeout' | 'error_payment_unavailable' | 'moveFailed' {
  if (!(error instanceof ApiError)) return 'moveFailed';
  if (error.code === 'invalid_transition') return 'staleStep';
  if (error.code === 'order_awaits_copies') return 'orderAwaitsCopies';
  if (error.code === 'refund_refused') return 'orderRefundRefused';
  if (error.code === 'payment_timeout') return 'error_payment_timeout';
  if (error.code === 'payment_unavailable') return 'error_payment_unavailable';
  return 'moveFailed';
}

/**
 * The allowed next steps of an order (ORDER_TRANSITIONS) as a select and a button; cancelling and refunding, which
 * cannot be undone, restock the books and send an online payment back, are confirmed first. A collection is handed
 * over against the code the customer was mailed: staff type it, and the server checks it.
 */
export function OrderNextStep({ number, status, collected = false, onMoved }: OrderNextStepProps) {
  const t = useT(ordersMessages);
  const id = useId();
  const next = ORDER_TRANSITIONS[status];
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<'pickupCodeRequired' | 'pickupCodeWrong' | null>(null);
  const form = useRef<HTMLFormElement>(null);
  if (next.length === 0) return <span className="admin-muted">{t('finalStatus')}</span>;
  // A choice made for an earlier status may not be a next step any more.
  const selected = choice && next.includes(choice) ? choice : (next[0] as OrderStatus);
  const asksCode = collected && selected === 'delivered';
  const focusCode = () => form.current?.querySelector<HTMLInputElement>('[name="pickup_code"]')?.focus();

  const move = async () => {
    setConfirming(false);
    setBusy(true);
    let moved: AdminOrderDetail | null = null;
    try {
      moved = await moveOrder(number, selected, asksCode ? code.trim() : undefined);
      notify.success(t('moved', { number, status: t(orderLabel(selected, collected)) }));
      setCode('');
    } catch (error) {
      // A mistyped code changed nothing: it is shown at its field, to be typed again.
      if (asksCode && error instanceof ApiError && error.code === 'pickup_code_wrong') {
        setCodeError('pickupCodeWrong');
        focusCode();
        return;
      }
      notify.error(t(moveError(error)));
    } finally {
      setBusy(false);
    }
    onMoved(moved);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in the code field submits too: not twice while a move is sent.
    if (busy) return;
    if (selected === 'cancelled' || selected === 'refunded') return setConfirming(true);
    if (asksCode && normalizePickupCode(code) === '') {
      setCodeError('pickupCodeRequired');
      focusCode();
      return;
    }
    void move();
  };

  return (
    <form ref={form} className="admin-next-step" onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor={id}>
        {`${t('colAction')} ${number}`}
      </label>
      <select id={id} value={selected} onChange={(event) => setChoice(event.target.value as OrderStatus)}>
        {next.map((entry) => (
          <option key={entry} value={entry}>
            {t(orderLabel(entry, collected))}
          </option>
        ))}
      </select>
      {asksCode && (
        <Field
          label={t('pickupCode')}
          name="pickup_code"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PICKUP_CODE_MAX_LENGTH}
          value={code}
          error={codeError ? t(codeError) : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeError(null);
          }}
        />
      )}
      <Button type="submit" variant="secondary" busy={busy}>
        {t('moveTo', { status: t(orderLabel(selected, collected)) })}
      </Button>
      <Modal open={confirming} title={t(selected === 'refunded' ? 'confirmOrderRefundTitle' : 'confirmCancelTitle', { number })} onClose={() => setConfirming(false)}>
        <p>{t(selected === 'refunded' ? 'confirmOrderRefundText' : 'confirmCancelText')}</p>
        <div className="orders-modal__actions">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('keepOrder')}
          </Button>
          <Button onClick={() => void move()}>{t(selected === 'refunded' ? 'confirmOrderRefund' : 'confirmCancel')}</Button>
        </div>
      </Modal>
    </form>
  );
}
