import { useState } from 'react';
import type { AdminContactMessage, AdminMessageSort } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { Button, Modal, notify } from '@bookshop/ui';
import { AdminListBody, AdminSearch, SortHeader, defineAdminList, AdminTable, ListFilter } from '../../lib/admin-list';
import { fetchMessages, setMessageHandled } from './api';
import { customersMessages } from './messages';
import { useDateFormat } from './use-date-format';
import './customers.css';

const MESSAGES = defineAdminList<AdminContactMessage, AdminMessageSort>(fetchMessages, { sort: 'created_at', dir: 'desc' }, ['status']);

/** The page's route loader (a staff page's client loader): the rows its address asks for. */
export const messagesLoader = MESSAGES.loader;

/** /admin-panel/messages: the contact form's inbox, those waiting for an answer first; each read and marked handled. */
export function MessagesPage() {
  const t = useT(customersMessages);
  const date = useDateFormat();
  const list = MESSAGES.use();
  const [open, setOpen] = useState<AdminContactMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = async (message: AdminContactMessage) => {
    setBusy(true);
    try {
      const next = await setMessageHandled(message.id, message.handled_at === null);
      setOpen(next);
      notify.success(next.handled_at ? t('markedHandled') : t('markedUnhandled'));
      list.state.reload();
    } catch {
      notify.error(t('actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-page" data-boundary="admin-messages">
      <h1>{t('messages')}</h1>
      <p className="admin-page__intro">{t('messagesIntro')}</p>
      <div className="admin-toolbar">
        <AdminSearch label={t('searchMessages')} value={list.query.q} onSearch={list.setSearch} />
        <ListFilter
          list={list}
          name="status"
          label={t('messageStatus')}
          allLabel={t('allMessages')}
          options={[
            ['unhandled', t('unhandledMessages')],
            ['handled', t('handledMessages')],
          ]}
        />
      </div>
      <AdminListBody list={list} empty={t('noMessages')}>
        {(rows) => (
          <AdminTable
            caption={t('messages')}
            head={
              <>
                <SortHeader list={list} sortKey="created_at">
                  {t('colReceived')}
                </SortHeader>
                <SortHeader list={list} sortKey="name">
                  {t('colSender')}
                </SortHeader>
                <SortHeader list={list} sortKey="email">
                  {t('colEmail')}
                </SortHeader>
                <SortHeader list={list} sortKey="subject">
                  {t('colSubject')}
                </SortHeader>
                <th scope="col">{t('colStatus')}</th>
                <th scope="col">{t('colActions')}</th>
              </>
            }
          >
            {rows.map((message) => (
              <tr key={message.id} className={message.handled_at ? undefined : 'customers-row--pending'}>
                <td>{date(message.created_at)}</td>
                <td>{message.name}</td>
                <td>{message.email}</td>
                <th scope="row">{message.subject}</th>
                <td>{message.handled_at ? t('handled') : t('unhandled')}</td>
                <td>
                  <Button variant="ghost" aria-label={t('readMessage', { subject: message.subject })} onClick={() => setOpen(message)}>
                    {t('read')}
                  </Button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListBody>
      <Modal open={open !== null} title={open?.subject ?? ''} onClose={() => setOpen(null)} className="customers-message-modal">
        {open && (
          <div className="customers-dialog">
            <p>
              {t('messageFrom', { name: open.name })} · <a href={`mailto:${open.email}?subject=${encodeURIComponent(`Re: ${open.subject}`)}`}>{open.email}</a>
              <br />
              <span className="admin-muted">{date(open.created_at)}</span>
            </p>
            <p className="customers-quote customers-quote--message">{open.message}</p>
            <p>{open.handled_at ? t('handledOn', { date: date(open.handled_at) }) : t('unhandled')}</p>
            <div className="customers-dialog__actions">
              <Button busy={busy} onClick={() => void toggle(open)}>
                {open.handled_at ? t('markUnhandled') : t('markHandled')}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  );
}
