import { useState } from 'react';
import type { GuestReturnOffer, ReturnRequest, ReturnWindow } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { ReturnForm } from '../after-sales/return-form';
import { ReturnStatusBadge } from '../after-sales/return-pages';
import { ReturnWindowNote } from './return-window';
import { rightsMessages } from './messages';

interface GuestReturnSectionProps {
  number: string;
  window: ReturnWindow | null;
  offer: GuestReturnOffer;
}

/**
 * /track-order, once a delivered order is found: a visitor without an account asks for a return with the customers'
 * form (same books, reasons and photo rules), sent with the lookup's short-lived token. While a return is being
 * handled it shows that one instead (one at a time), and after the last day of the period it says so instead of the
 * form.
 */
export function GuestReturnSection({ number, window, offer }: GuestReturnSectionProps) {
  const t = useT(rightsMessages);
  const [sent, setSent] = useState<ReturnRequest | null>(null);
  const open = sent ?? offer.open_return;

  return (
    <section className="account-form guest-return" aria-labelledby="guest-return-title">
      <h2 id="guest-return-title">{t('guestReturnTitle')}</h2>
      {open ? (
        <div role="status">
          <p>{sent ? t('guestReturnSent', { id: open.id }) : t('guestReturnOpen', { id: open.id })}</p>
          <p>
            <ReturnStatusBadge status={open.status} />
          </p>
          <ul className="follow-order__lines">
            {open.items.map((item) => (
              <li key={item.article_id}>
                {item.title} × {item.quantity}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          {window && <ReturnWindowNote window={window} />}
          {offer.token && (
            <>
              <p className="account-form-page__intro">{t('guestReturnIntro')}</p>
              <ReturnForm order={{ number, lines: offer.lines }} guest={{ token: offer.token, onSent: setSent }} />
            </>
          )}
        </>
      )}
    </section>
  );
}
