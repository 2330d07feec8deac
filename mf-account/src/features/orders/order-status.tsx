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

/** A date and time in the shopper's language. */
export function useDateFormat(): (iso: string, withTime?: boolean) => string {
  const language = useRootStore((s) => s.language);
  return (iso, withTime = false) =>
    new Intl.DateTimeFormat(language === 'eng' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}) }).format(new Date(iso));
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useT(ordersMessages);
  return <span className={`order-status order-status--${status}`}>{t(STATUS_LABEL[status])}</span>;
}

/** Each status the order went through, oldest first, with its time. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const t = useT(ordersMessages);
  const format = useDateFormat();
  return (
    <ol className="order-timeline">
      {events.map((event, index) => (
        <li key={`${event.status}-${index}`}>
          <strong>{t(STATUS_LABEL[event.status])}</strong>
          <time dateTime={event.at}>{format(event.at, true)}</time>
        </li>
      ))}
    </ol>
  );
}
