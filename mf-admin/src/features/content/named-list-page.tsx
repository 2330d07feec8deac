import { useCallback, useState } from 'react';
import { ADMIN_CONTENT_LENGTHS as LENGTHS, type AdminNamedSort } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, notify } from '@bookshop/ui';
import { Field, TextAreaField } from '@bookshop/ui/forms';
import { AdminListBody, AdminSearch, SortHeader, AdminTable, defineAdminList } from '../../lib/admin-list';
import { adminMessages } from '../../messages';
import { createNamed, deleteNamed, fetchNamed, updateNamed, type NamedListName, type NamedLists } from './api';
import { ConfirmDelete, filled, FormDialog, useBookCount, useDocumentTitle, useSave } from './form-kit';
import { contentMessages, type ContentKey } from './messages';
import './content.css';

/** What sets one named list apart from the others: its path, texts, and its translated fields if it has some. */
export interface NamedListConfig {
  list: NamedListName;
  title: ContentKey;
  intro: ContentKey;
  add: ContentKey;
  newTitle: ContentKey;
  empty: ContentKey;
  /** The list's two translated texts (a biography, a description), `html` when the storefront renders HTML. */
  texts?: { label: ContentKey; fr: string; en: string; html: boolean };
}

/** Any row of the three lists: the shared columns, and the translated texts by field name. */
type Row = NamedLists[NamedListName]['row'] & Record<string, unknown>;

type Dialog = { kind: 'edit'; row: Row | null } | { kind: 'delete'; row: Row };

/** Each named list's rows, as its address asks for them. */
const NAMED_LISTS = Object.fromEntries(
  (['collaborators', 'collections', 'publishers'] as const).map((name) => [
    name,
    defineAdminList<Row, AdminNamedSort>((query) => fetchNamed(name, query) as Promise<{ data: Row[]; total: number; page: number; page_size: number }>, { sort: 'name', dir: 'asc' }),
  ]),
) as Record<NamedListName, ReturnType<typeof defineAdminList<Row, AdminNamedSort>>>;

/** The route loaders of the three pages (staff pages' client loaders): the rows their addresses ask for. */
export const collaboratorsLoader = NAMED_LISTS.collaborators.loader;
export const collectionsLoader = NAMED_LISTS.collections.loader;
export const publishersLoader = NAMED_LISTS.publishers.loader;

/** A paginated, searchable, sortable list of named records (collaborators, collections, publishers) with its forms. */
export function NamedListPage({ config }: { config: NamedListConfig }) {
  const t = useT(contentMessages);
  const ta = useT(adminMessages);
  const books = useBookCount();
  useDocumentTitle(t(config.title));
  const list = NAMED_LISTS[config.list].use();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const done = (message: string) => {
    setDialog(null);
    notify.success(message);
    list.state.reload();
  };

  return (
    <section className="admin-page content-page">
      <h1>{t(config.title)}</h1>
      <p className="admin-page__intro">{t(config.intro)}</p>
      <div className="admin-toolbar">
        <AdminSearch label={ta('search')} value={list.query.q} onSearch={list.setSearch} />
        <Button onClick={() => setDialog({ kind: 'edit', row: null })}>{t(config.add)}</Button>
      </div>
      <AdminListBody list={list} empty={t(config.empty)}>
        {(rows) => (
          <AdminTable
            head={
              <>
                <SortHeader list={list} sortKey="name">
                  {t('name')}
                </SortHeader>
                <SortHeader list={list} sortKey="book_count">
                  {t('colBooks')}
                </SortHeader>
                <th scope="col">{t('actions')}</th>
              </>
            }
          >
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.name}</th>
                <td>{books(row.book_count)}</td>
                <td className="content-row-actions">
                  <Button variant="ghost" aria-label={t('editNamed', { name: row.name })} onClick={() => setDialog({ kind: 'edit', row })}>
                    {t('edit')}
                  </Button>
                  <Button variant="ghost" className="content-danger" aria-label={t('deleteNamed', { name: row.name })} onClick={() => setDialog({ kind: 'delete', row })}>
                    {t('delete')}
                  </Button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminListBody>
      {dialog?.kind === 'edit' && <NamedForm config={config} row={dialog.row} onClose={close} onSaved={done} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDelete
          name={dialog.row.name}
          blocked={dialog.row.book_count > 0 ? t('inUse', { name: dialog.row.name, count: dialog.row.book_count }) : null}
          onConfirm={async () => {
            await deleteNamed(config.list, dialog.row.id);
            done(t('deleted', { name: dialog.row.name }));
          }}
          onClose={close}
          // The list shown may be older than the server's: a book may have started using it meanwhile.
          refusal={(error) => {
            if (!(error instanceof ApiError)) return null;
            if (error.code === 'in_use') return t('inUseNow', { name: dialog.row.name });
            return error.code === 'not_found' ? t('gone') : null;
          }}
        />
      )}
    </section>
  );
}

/** Creates a record (`row` null) or edits one: its name, and its translated texts when the list has some. */
function NamedForm({ config, row, onClose, onSaved }: { config: NamedListConfig; row: Row | null; onClose: () => void; onSaved: (message: string) => void }) {
  const t = useT(contentMessages);
  const { texts } = config;
  const [draft, setDraft] = useState<{ name: string } & Record<string, string>>(() => ({
    name: row?.name ?? '',
    ...(texts ? { [texts.fr]: String(row?.[texts.fr] ?? ''), [texts.en]: String(row?.[texts.en] ?? '') } : {}),
  }));
  const { name } = draft;
  const { errors, general, busy, submit } = useSave(
    () => (filled(name) ? {} : { name: 'required' }),
    () => {
      const body: NamedLists[NamedListName]['body'] = draft;
      return row ? updateNamed(config.list, row.id, body) : createNamed(config.list, body);
    },
    (saved) => onSaved(t(row ? 'saved' : 'created', { name: saved.name })),
  );
  const bind = (field: string) => ({
    value: draft[field] ?? '',
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value }),
    error: errors[field] && t(errors[field]),
  });
  return (
    <FormDialog
      title={row ? t('editNamed', { name: row.name }) : t(config.newTitle)}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      general={general}
      wide={Boolean(texts)}
    >
      <Field label={t('name')} required maxLength={LENGTHS.name} {...bind('name')} />
      {texts && (
        <>
          <TextAreaField label={t('inFrench', { label: t(texts.label) })} rows={5} maxLength={LENGTHS.text} hint={texts.html ? t('htmlHint') : undefined} {...bind(texts.fr)} />
          <TextAreaField
            label={t('inEnglish', { label: t(texts.label) })}
            rows={5}
            maxLength={LENGTHS.text}
            hint={texts.html ? `${t('englishHint')} ${t('htmlHint')}` : t('englishHint')}
            {...bind(texts.en)}
          />
        </>
      )}
    </FormDialog>
  );
}

const COLLABORATORS: NamedListConfig = {
  list: 'collaborators',
  title: 'collaboratorsTitle',
  intro: 'collaboratorsIntro',
  add: 'addCollaborator',
  newTitle: 'newCollaborator',
  empty: 'noCollaborators',
  // The storefront shows biographies as plain text.
  texts: { label: 'biography', fr: 'biography_fr', en: 'biography_en', html: false },
};

const COLLECTIONS: NamedListConfig = {
  list: 'collections',
  title: 'collectionsTitle',
  intro: 'collectionsIntro',
  add: 'addCollection',
  newTitle: 'newCollection',
  empty: 'noCollections',
  texts: { label: 'description', fr: 'description_fr', en: 'description_en', html: true },
};

const PUBLISHERS: NamedListConfig = {
  list: 'publishers',
  title: 'publishersTitle',
  intro: 'publishersIntro',
  add: 'addPublisher',
  newTitle: 'newPublisher',
  empty: 'noPublishers',
};

/** /admin-panel/collaborators: authors, translators and illustrators. */
export function CollaboratorsPage() {
  return <NamedListPage config={COLLABORATORS} />;
}

/** /admin-panel/collections */
export function CollectionsPage() {
  return <NamedListPage config={COLLECTIONS} />;
}

/** /admin-panel/publishers */
export function PublishersPage() {
  return <NamedListPage config={PUBLISHERS} />;
}
