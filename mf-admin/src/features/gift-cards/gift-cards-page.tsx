import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatPublicationDate, STAFF_REASON_MAX_LENGTH, type AdminGiftCard } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { localeOf, useLanguage, useT } from '@bookshop/i18n';
import { Button, Modal, notify } from '@bookshop/ui';
import { TextAreaField } from '@bookshop/ui/forms';
import { AdminListBody, AdminSearch, AdminTable, SortHeader, defineAdminList } from '../../lib/admin-list';
import { adminMessages } from '../../messages';
import { useDocumentTitle } from '../content/form-kit';
import '../content/content.css';
import { cancelGiftCard, fetchGiftCards } from './api';
import { giftCardsMessages } from './messages';
import './gift-cards.css';

const GIFT_CARDS = defineAdminList<AdminGiftCard, 'created_at'>(fetchGiftCards, { sort: 'created_at', dir: 'desc' });

/** The page's route loader (a staff page's client loader): the cards its address asks for. */
export const giftCardsLoader = GIFT_CARDS.loader;

/** /admin-panel/gift-cards: the shop's gift cards, their balance, owner and uses, and cancelling one with a reason. */
export function GiftCardsPage() {
  const t = useT(giftCardsMessages);
  const ta = useT(adminMessages);
  const language = useLanguage();
  useDocumentTitle(t('title'));
  const list = GIFT_CARDS.use();
  const [cancelling, setCancelling] = useState<AdminGiftCard | null>(null);
  const locale = localeOf(language);
  const euro = (value: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value);

  return (
    <section className="admin-page gift-cards-page">
      <h1>{t('title')}</h1>
      <p className="admin-page__intro">{t('intro')}</p>
      <div className="admin-toolbar">
        <AdminSearch label={ta('search')} value={list.query.q} onSearch={list.setSearch} />
      </div>
      <AdminListBody list={list} empty={t('empty')}>
        {(rows) => (
          <AdminTable
            head={
              <>
                <th scope="col">{t('colCode')}</th>
                <th scope="col">{t('colBalance')}</th>
                <th scope="col">{t('colOwner')}</th>
                <SortHeader list={list} sortKey="created_at">
                  {t('colValidity')}
                </SortHeader>
                <th scope="col">{t('colState')}</th>
                <th scope="col">{t('colUses')}</th>
                <th scope="col">{t('actions')}</th>
              </>
            }
          >
            {rows.map((card) => (
              <tr key={card.id}>
                <th scope="row">
                  <code>{card.code}</code>
                </th>
                <td>{t('balanceOf', { balance: euro(card.balance), initial: euro(card.initial) })}</td>
                <td>{card.owner_email ?? <em>{t('noOwner')}</em>}</td>
                <td>{t('until', { date: formatPublicationDate(card.expires_on, 'day', language) })}</td>
                <td>{card.state === 'cancelled' && card.cancel_reason ? t('cancelledBecause', { reason: card.cancel_reason }) : t(`state_${card.state}`)}</td>
                <td>
                  {card.uses.length === 0 ? (
                    t('noUse')
                  ) : (
                    <ul className="gift-cards-list__uses">
                      {card.uses.map((use, index) => (
                        <li key={index}>
                          {use.order_number ? (
                            <Link to={`/admin-panel/orders/${use.order_number}`}>
                              {t(use.amount > 0 ? 'usePaid' : 'useBack', { amount: euro(Math.abs(use.amount)), number: use.order_number })}
                            </Link>
                          ) : (
                            euro(use.amount)
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>
                  {card.state !== 'cancelled' && (
                    <Button variant="ghost" aria-label={t('cancelNamed', { code: card.code })} onClick={() => setCancelling(card)}>
                      {t('cancel')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListBody>
      {cancelling && (
        <CancelDialog
          card={cancelling}
          balance={euro(cancelling.balance)}
          onClose={() => setCancelling(null)}
          onCancelled={() => {
            notify.success(t('cancelled', { code: cancelling.code }));
            setCancelling(null);
            list.state.reload();
          }}
        />
      )}
    </section>
  );
}

/** Asks the reason of a cancellation (kept in the audit log) before cancelling the card. */
function CancelDialog({ card, balance, onClose, onCancelled }: { card: AdminGiftCard; balance: string; onClose: () => void; onCancelled: () => void }) {
  const t = useT(giftCardsMessages);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (reason.trim() === '') {
      setError(t('reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await cancelGiftCard(card.id, reason.trim());
      onCancelled();
    } catch (caught) {
      setBusy(false);
      setFailure(caught instanceof ApiError && caught.code === 'gift_card_cancelled' ? t('alreadyCancelled') : t('cancelFailed'));
    }
  };
  return (
    <Modal open title={t('cancelTitle', { code: card.code })} onClose={onClose} className="content-dialog">
      <form className="content-form" onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('cancelIntro', { balance })}</p>
        <TextAreaField
          label={t('reason')}
          rows={3}
          maxLength={STAFF_REASON_MAX_LENGTH}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        {failure && (
          <p className="admin-form__error" role="alert">
            {failure}
          </p>
        )}
        <div className="content-form__actions">
          <Button variant="ghost" onClick={onClose}>
            {t('keep')}
          </Button>
          <Button type="submit" className="content-danger" busy={busy}>
            {t('confirmCancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
