import type { OrderEvent, OrderStatus } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { ordersMessages } from './messages';

/** The message key of each status. */
export const STATUS_LABEL: Record<OrderStatus, keyof typeof ordersMessages.fr> = {
  pending_payment: 'status_pending_payment',
  paid: 'status_paid',
  preparing: 'status_preparing',
  shipped: 'status_shipped',
  delivered: 'status_delivered',
  cancelled: 'status_cancelled',
  refunded: 'status_refunded',
};

/** A collection at a shop location goes through the same statuses, but `shipped` is ready at the counter and `delivered` collected. */
const PICKUP_STATUS_LABEL: Partial<Record<OrderStatus, keyof typeof ordersMessages.fr>> = {
  shipped: 'status_shipped_pickup',
  delivered: 'status_delivered_pickup',
};

/** The message key of a status, for a delivery or, with `collection`, for an order collected at a shop location. */
function statusLabel(status: OrderStatus, collection = false): keyof typeof ordersMessages.fr {
  return (collection && PICKUP_STATUS_LABEL[status]) || STATUS_LABEL[status];
}

/** A date and time in the shopper's language. */
export function useDateFormat(): (iso: string, withTime?: boolean) => string {
  const language = useRootStore((s) => s.language);
  return (iso, withTime = false) =>
    new Intl.DateTimeFormat(language === 'eng' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}) }).format(new Date(iso));
}

/** `collection`: the order is collected at a shop location (its `pickup` is set). */
export function StatusBadge({ status, collection = false }: { status: OrderStatus; collection?: boolean }) {
  const t = useT(ordersMessages);
  return <span className={`order-status order-status--${status}`}>{t(statusLabel(status, collection))}</span>;
}

/** Each status the order went through, oldest first, with its time (`collection` as for the badge). */
export function OrderTimeline({ events, collection = false }: { events: OrderEvent[]; collection?: boolean }) {
  const t = useT(ordersMessages);
  const format = useDateFormat();
  return (
    <ol className="order-timeline">
      {events.map((event, index) => (
        <li key={`${event.status}-${index}`}>
          <strong>{t(statusLabel(event.status, collection))}</strong>
          <time dateTime={event.at}>{format(event.at, true)}</time>
        </li>
      ))}
    </ol>
  );
}
