import { useCallback, useState } from 'react';
import type { AdminEventRow, AdminEventSort } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { localeOf, useLanguage, useT } from '@bookshop/i18n';
import { Button, notify } from '@bookshop/ui';
import { AdminListBody, AdminSearch, SortHeader, defineAdminList, AdminTable, ListFilter } from '../../lib/admin-list';
import { adminMessages } from '../../messages';
import { deleteEvent, fetchEvents } from './api';
import { EventForm } from './event-form';
import { ConfirmDelete, useBookCount, useDocumentTitle } from './form-kit';
import { contentMessages } from './messages';
import './content.css';

type Dialog = { kind: 'edit'; event: AdminEventRow | null } | { kind: 'delete'; event: AdminEventRow };

const EVENTS = defineAdminList<AdminEventRow, AdminEventSort>(fetchEvents, { sort: 'starts_at', dir: 'desc' }, ['when']);

/** The page's route loader (a staff page's client loader): the rows its address asks for. */
export const eventsLoader = EVENTS.loader;

/** /admin-panel/events: the shop's events, upcoming or past, with the form that edits them and their books. */
export function EventsPage() {
  const t = useT(contentMessages);
  const ta = useT(adminMessages);
  const books = useBookCount();
  const language = useLanguage();
  useDocumentTitle(t('eventsTitle'));
  const list = EVENTS.use();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const date = (iso: string) => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const done = (message: string) => {
    setDialog(null);
    notify.success(message);
    list.state.reload();
  };

  return (
    <section className="admin-page content-page">
      <h1>{t('eventsTitle')}</h1>
      <p className="admin-page__intro">{t('eventsIntro')}</p>
      <div className="admin-toolbar">
        <AdminSearch label={ta('search')} value={list.query.q} onSearch={list.setSearch} />
        <ListFilter
          list={list}
          name="when"
          label={t('whenFilter')}
          allLabel={t('whenAll')}
          options={[
            ['upcoming', t('whenUpcoming')],
            ['past', t('whenPast')],
          ]}
        />
        <Button onClick={() => setDialog({ kind: 'edit', event: null })}>{t('addEvent')}</Button>
      </div>
      <AdminListBody list={list} empty={t('noEvents')}>
        {(rows) => (
          <AdminTable
            head={
              <>
                <SortHeader list={list} sortKey="starts_at">
                  {t('colDate')}
                </SortHeader>
                <SortHeader list={list} sortKey="title">
                  {t('colTitle')}
                </SortHeader>
                <th scope="col">{t('colPlace')}</th>
                <th scope="col">{t('colBooks')}</th>
                <th scope="col">{t('actions')}</th>
              </>
            }
          >
            {rows.map((event) => (
              <tr key={event.id}>
                <td>
                  <time dateTime={event.starts_at}>{date(event.starts_at)}</time>
                </td>
                <th scope="row">
                  {event.title_fr}
                  {event.title_en && (
                    <span className="content-tree__en" lang="en">
                      {' '}
                      / {event.title_en}
                    </span>
                  )}
                </th>
                <td>{event.place}</td>
                <td>{books(event.books.length)}</td>
                <td className="content-row-actions">
                  <Button variant="ghost" aria-label={t('editNamed', { name: event.title_fr })} onClick={() => setDialog({ kind: 'edit', event })}>
                    {t('edit')}
                  </Button>
                  <Button variant="ghost" className="content-danger" aria-label={t('deleteNamed', { name: event.title_fr })} onClick={() => setDialog({ kind: 'delete', event })}>
                    {t('delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListBody>
      {dialog?.kind === 'edit' && (
        <EventForm event={dialog.event} onClose={close} onSaved={(saved, created) => done(t(created ? 'created' : 'saved', { name: saved.title_fr }))} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDelete
          name={dialog.event.title_fr}
          onConfirm={async () => {
            await deleteEvent(dialog.event.id);
            done(t('deleted', { name: dialog.event.title_fr }));
          }}
          onClose={close}
          refusal={(error) => (error instanceof ApiError && error.code === 'not_found' ? t('gone') : null)}
        />
      )}
    </section>
  );
}
