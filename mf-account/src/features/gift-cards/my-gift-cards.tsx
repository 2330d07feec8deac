import { Link } from 'react-router-dom';
import { formatPublicationDate, type GiftCard } from '@bookshop/contracts';
import { formatShopDate, localeOf, useT } from '@bookshop/i18n';
import { useRootStore } from '@bookshop/store';
import { Button, useRetry, type Settled } from '@bookshop/ui';
import { giftCardMessages } from './messages';

/**
 * The profile's gift cards, newest first: each code (to type at checkout), what is left of it, until when it pays, and
 * where it was used. `loaded`: what the profile's loader read.
 */
export function MyGiftCards({ loaded }: { loaded: Settled<GiftCard[]> }) {
  const t = useT(giftCardMessages);
  const language = useRootStore((s) => s.language);
  const retry = useRetry();
  const day = (on: string) => formatPublicationDate(on, 'day', language);
  // A card's amounts are in euro, whatever currency the shop is shown in.
  const euro = (amount: number) => new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' }).format(amount);
  return (
    <section className="account-form" aria-labelledby="profile-gift-cards-title">
      <h2 id="profile-gift-cards-title">{t('giftCardsTitle')}</h2>
      {loaded.status === 'error' && (
        <div role="alert">
          <p className="account-form__error">{t('giftCardsFailed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('retry')}
          </Button>
        </div>
      )}
      {loaded.status === 'success' && loaded.data.length === 0 && <p className="empty-state">{t('giftCardsEmpty')}</p>}
      {loaded.status === 'success' && loaded.data.length > 0 && (
        <>
          <p className="account-form__intro">{t('giftCardsIntro')}</p>
          <ul className="gift-card-list">
            {loaded.data.map((card) => (
              <li key={card.code} className={`gift-card-list__item gift-card-list__item--${card.state}`}>
                <p className="gift-card-list__head">
                  <span className="gift-card-list__state">{t(`state_${card.state}`)}</span>
                  <strong className="gift-card-list__balance">{t('giftCardBalance', { balance: euro(card.balance), initial: euro(card.initial) })}</strong>
                </p>
                <p>
                  {t('giftCardCode')} <code className="gift-card-list__code">{card.code}</code>
                </p>
                <p className="gift-card-list__expiry">
                  {t(card.state === 'expired' ? 'giftCardExpiredOn' : 'giftCardValidUntil', { date: day(card.expires_on) })}
                </p>
                {card.uses.length > 0 && (
                  <details className="gift-card-list__uses">
                    <summary>{t('giftCardUses')}</summary>
                    <ul>
                      {card.uses.map((use, index) => {
                        const text = t(use.amount > 0 ? 'giftCardUsePaid' : 'giftCardUseBack', {
                          date: formatShopDate(use.at, language),
                          amount: euro(Math.abs(use.amount)),
                          number: use.order_number ?? '—',
                        });
                        return <li key={index}>{use.order_number ? <Link to={`/followorder/${use.order_number}`}>{text}</Link> : text}</li>;
                      })}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to="/gift-card">{t('giveGiftCard')}</Link>
      </p>
    </section>
  );
}
