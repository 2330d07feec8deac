import { useRef, useState } from 'react';
import type { PaymentReference, UserInfo } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, Modal, notify } from '@bookshop/ui';
import { deletePayment, fetchMe, makeDefaultPayment } from './api';
import { profileMessages } from './messages';

/**
 * The saved cards, listed like the address book: each card's label with the default badge, "use as default", and
 * delete after a confirmation (the card is forgotten at the provider). Cards are only saved while paying by card at
 * checkout, so there is nothing to add here.
 */
export function SavedCards({ user, onChange }: { user: UserInfo; onChange: (user: UserInfo) => void }) {
  const t = useT(profileMessages);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<PaymentReference | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  /** Runs one call on a card; answers whether it went through (the error is shown otherwise). */
  const act = async (id: number, action: () => Promise<UserInfo>, done?: string): Promise<boolean> => {
    setBusyId(id);
    setError(null);
    try {
      onChange(await action());
      if (done) notify.success(done);
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) {
        // Forgotten elsewhere (another tab or device): show the cards the server holds now.
        setError(t('cardNotFound'));
        fetchMe().then(onChange, () => undefined);
      } else if (failure instanceof ApiError && (failure.status === 502 || failure.status === 504)) {
        setError(t('cardProviderDown'));
      } else {
        setError(t('serverError'));
      }
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (card: PaymentReference) => {
    setConfirming(null);
    // The deleted card's buttons go away with it: keyboard focus continues from the section's title.
    if (await act(card.id, () => deletePayment(card.id), t('cardDeleted'))) heading.current?.focus();
  };

  return (
    <section className="account-form" aria-labelledby="profile-cards-title">
      <h2 id="profile-cards-title" ref={heading} tabIndex={-1}>
        {t('cardsTitle')}
      </h2>
      {user.payments.length === 0 ? (
        <p className="empty-state">{t('noCard')}</p>
      ) : (
        <>
          <p className="account-form__intro">{t('cardsIntro')}</p>
          <ul className="saved-card-list">
            {user.payments.map((card) => (
              <li key={card.id} className="saved-card">
                <p className="saved-card__label">
                  <strong id={`saved-card-${card.id}`}>{card.label}</strong>
                  {user.defaultPay === card.id && <span className="saved-card__default">{t('defaultCard')}</span>}
                </p>
                <div className="saved-card__actions">
                  {user.defaultPay !== card.id && (
                    <Button
                      variant="ghost"
                      busy={busyId === card.id}
                      aria-describedby={`saved-card-${card.id}`}
                      onClick={() => void act(card.id, () => makeDefaultPayment(card.id))}
                    >
                      {t('makeDefault')}
                    </Button>
                  )}
                  <Button variant="ghost" busy={busyId === card.id} onClick={() => setConfirming(card)} aria-label={t('deleteCard', { label: card.label })}>
                    ✕
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {error && (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      )}
      <Modal open={confirming !== null} title={t('deleteCardTitle')} onClose={() => setConfirming(null)}>
        {confirming && (
          <>
            <p>{t('deleteCardQuestion', { label: confirming.label })}</p>
            <div className="confirm-actions">
              <Button onClick={() => void remove(confirming)}>{t('deleteCardConfirm')}</Button>
              <Button variant="ghost" onClick={() => setConfirming(null)}>
                {t('cancel')}
              </Button>
            </div>
          </>
        )}
      </Modal>
    </section>
  );
}
