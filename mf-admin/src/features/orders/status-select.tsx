import { useId, useState } from 'react';
import { ORDER_TRANSITIONS, type AdminOrderDetail, type OrderStatus } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, Modal, notify } from '@bookshop/ui';
import { moveOrder } from './api';
import { ordersMessages } from './messages';

/** The message key of an order status. */
export const orderLabel = (status: OrderStatus) => `order_${status}` as const;

interface OrderNextStepProps {
  number: string;
  status: OrderStatus;
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
 * cannot be undone, restock the books and send an online payment back, are confirmed first.
 */
export function OrderNextStep({ number, status, onMoved }: OrderNextStepProps) {
  const t = useT(ordersMessages);
  const id = useId();
  const next = ORDER_TRANSITIONS[status];
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (next.length === 0) return <span className="admin-muted">{t('finalStatus')}</span>;
  // A choice made for an earlier status may not be a next step any more.
  const selected = choice && next.includes(choice) ? choice : (next[0] as OrderStatus);

  const move = async () => {
    setConfirming(false);
    setBusy(true);
    let moved: AdminOrderDetail | null = null;
    try {
      moved = await moveOrder(number, selected);
      notify.success(t('moved', { number, status: t(orderLabel(selected)) }));
    } catch (error) {
      notify.error(t(moveError(error)));
    } finally {
      setBusy(false);
    }
    onMoved(moved);
  };

  return (
    <div className="admin-next-step">
      <label className="visually-hidden" htmlFor={id}>
        {`${t('colAction')} ${number}`}
      </label>
      <select id={id} value={selected} onChange={(event) => setChoice(event.target.value as OrderStatus)}>
        {next.map((entry) => (
          <option key={entry} value={entry}>
            {t(orderLabel(entry))}
          </option>
        ))}
      </select>
      <Button variant="secondary" busy={busy} onClick={() => (selected === 'cancelled' || selected === 'refunded' ? setConfirming(true) : void move())}>
        {t('moveTo', { status: t(orderLabel(selected)) })}
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
    </div>
  );
}
