import { useState } from 'react';
import type { AdminNewsletterSort, AdminNewsletterSubscriber } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { Button, Modal, notify, saveFile } from '@bookshop/ui';
import { AdminListBody, AdminSearch, SortHeader, defineAdminList, AdminTable } from '../../lib/admin-list';
import { downloadSubscribersCsv, fetchSubscribers, unsubscribe } from './api';
import { customersMessages } from './messages';
import { useDateFormat } from './use-date-format';
import './customers.css';

const SUBSCRIBERS = defineAdminList<AdminNewsletterSubscriber, AdminNewsletterSort>(fetchSubscribers, { sort: 'created_at', dir: 'desc' });

/** The page's route loader (a staff page's client loader): the rows its address asks for. */
export const newsletterLoader = SUBSCRIBERS.loader;

/** /admin-panel/newsletter: the subscribers, their CSV export (the search applies to it too), and unsubscribing one. */
export function NewsletterPage() {
  const t = useT(customersMessages);
  const date = useDateFormat();
  const list = SUBSCRIBERS.use();
  const [exporting, setExporting] = useState(false);
  const [removing, setRemoving] = useState<AdminNewsletterSubscriber | null>(null);
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, filename } = await downloadSubscribersCsv(list.query.q);
      saveFile(blob, filename);
    } catch {
      notify.error(t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await unsubscribe(removing.id);
      notify.success(t('unsubscribed', { email: removing.email }));
      setRemoving(null);
      list.state.reload();
    } catch {
      notify.error(t('actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-page" data-boundary="admin-newsletter">
      <h1>{t('newsletter')}</h1>
      <p className="admin-page__intro">{t('newsletterIntro')}</p>
      <div className="admin-toolbar">
        <AdminSearch label={t('searchEmail')} value={list.query.q} onSearch={list.setSearch} />
        <Button variant="secondary" busy={exporting} onClick={() => void exportCsv()}>
          {list.query.q ? t('exportFiltered') : t('exportCsv')}
        </Button>
      </div>
      <AdminListBody list={list} empty={t('noSubscribers')}>
        {(rows) => (
          <AdminTable
            caption={t('newsletter')}
            head={
              <>
                <SortHeader list={list} sortKey="email">
                  {t('colEmail')}
                </SortHeader>
                <SortHeader list={list} sortKey="created_at">
                  {t('colSubscribed')}
                </SortHeader>
                <th scope="col">{t('colActions')}</th>
              </>
            }
          >
            {rows.map((subscriber) => (
              <tr key={subscriber.id}>
                <th scope="row">{subscriber.email}</th>
                <td>{date(subscriber.created_at)}</td>
                <td>
                  <Button variant="ghost" aria-label={t('unsubscribeAddress', { email: subscriber.email })} onClick={() => setRemoving(subscriber)}>
                    {t('unsubscribe')}
                  </Button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListBody>
      <Modal open={removing !== null} title={t('unsubscribeTitle')} onClose={() => setRemoving(null)}>
        <div className="customers-dialog">
          <p>{t('unsubscribeExplain', { email: removing?.email ?? '' })}</p>
          <div className="customers-dialog__actions">
            <Button variant="ghost" onClick={() => setRemoving(null)}>
              {t('cancel')}
            </Button>
            <Button busy={busy} onClick={() => void confirmRemove()}>
              {t('confirmUnsubscribe')}
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
