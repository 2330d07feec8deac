import type { Order, OrderPickup } from '@bookshop/contracts';
import { useLanguage, useT } from '@bookshop/i18n';
import { ordersMessages } from './messages';
import { useDateFormat } from './order-status';

/**
 * Where an order collected at a shop location waits, and where it stands: waiting to be set aside, ready (with the
 * pickup code the customer shows at the counter, and the last day the shop keeps it), or collected.
 */
export function OrderPickupSection({ order, pickup }: { order: Order; pickup: OrderPickup }) {
  const t = useT(ordersMessages);
  const language = useLanguage();
  const format = useDateFormat();
  const { location } = pickup;
  const hours = language === 'eng' ? location.opening_hours_en : location.opening_hours_fr;
  const collectedAt = order.events.findLast((event) => event.status === 'delivered')?.at;
  // A cancelled or refunded collection (one not collected in time, among others) has nothing left to wait for.
  const waiting = order.status === 'pending_payment' || order.status === 'paid' || order.status === 'preparing';

  return (
    <section className="follow-order__pickup" aria-labelledby="pickup-title">
      <h2 id="pickup-title">{t('pickupTitle')}</h2>
      <address>
        <strong>{location.name}</strong>
        {location.address && (
          <>
            <br />
            {location.address}
          </>
        )}
      </address>
      {hours && <p>{t('pickupHours', { hours })}</p>}
      {waiting && <p>{t('pickupWaiting')}</p>}
      {order.status === 'shipped' && pickup.code && (
        <>
          <p className="follow-order__ready">{t('status_shipped_pickup')}</p>
          <p className="follow-order__code">
            <span>{t('pickupCode')}</span>
            <strong>{pickup.code}</strong>
          </p>
          {pickup.hold_until && <p>{t('pickupUntil', { date: format(pickup.hold_until) })}</p>}
        </>
      )}
      {order.status === 'delivered' && collectedAt && <p>{t('pickupCollected', { date: format(collectedAt) })}</p>}
    </section>
  );
}
