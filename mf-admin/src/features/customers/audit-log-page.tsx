import { useId, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { AuditLogEntry, PagedAnswer } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { Button, settle, type Settled } from '@bookshop/ui';
import { AdminListBody, AdminSearch, defineAdminList } from '../../lib/admin-list';
import { fetchAuditEntities, fetchAuditLog } from './api';
import { AuditDiff } from './audit-diff';
import { customersMessages } from './messages';
import { useDateFormat } from './use-date-format';
import './customers.css';

type Key = keyof typeof customersMessages.fr & string;

const AUDIT_LOG = defineAdminList<AuditLogEntry, 'created_at'>(fetchAuditLog, { sort: 'created_at', dir: 'desc' }, ['entity', 'entity_id', 'admin_email']);

/**
 * What the page's loader answers: the list's own answer (what `AUDIT_LOG.use()` reads), with the kinds of record the
 * log holds beside it for the filter.
 */
export type AuditLogData = Settled<PagedAnswer<AuditLogEntry>> & { entities: string[] };

/**
 * The page's route loader (a staff page's client loader): the rows its address asks for and, at the same time, the
 * filter's choices (the kinds the log holds, whichever features wrote them); a failed read of these leaves none.
 */
export async function auditLogLoader(args: LoaderFunctionArgs): Promise<AuditLogData> {
  const [list, entities] = await Promise.all([AUDIT_LOG.loader(args), settle(fetchAuditEntities(), args.request)]);
  return { ...list, entities: entities.data ?? [] };
}

/** /admin-panel/audit-log: what admins changed, newest first, filtered by kind of record, record and admin. */
export function AuditLogPage() {
  const t = useT(customersMessages);
  const list = AUDIT_LOG.use();
  // The filter's choices, read by the loader beside the rows: before it has read, or after a failed read, only "all".
  const loaded = useLoaderData() as AuditLogData | null | undefined;
  const label = useLabels();
  const { entity, entity_id: entityId, admin_email: adminEmail } = list.query.filters;
  const choices = [...new Set([...(loaded?.entities ?? []), ...(entity ? [entity] : [])])];

  return (
    <section className="admin-page" data-boundary="admin-audit-log">
      <h1>{t('auditLog')}</h1>
      <p className="admin-page__intro">{t('auditIntro')}</p>
      <div className="admin-toolbar">
        <label className="admin-search">
          <span>{t('entityFilter')}</span>
          {/* One record's history fixes its kind: the record filter is removed first (one URL change at a time). */}
          <select value={entity} disabled={Boolean(entityId)} onChange={(event) => list.setFilter('entity', event.target.value)}>
            <option value="">{t('allEntities')}</option>
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {label('entity', choice)}
              </option>
            ))}
          </select>
        </label>
        <AdminSearch label={t('adminEmailFilter')} value={adminEmail ?? ''} onSearch={(text) => list.setFilter('admin_email', text.trim())} />
        {entityId && (
          <p className="customers-chip">
            {t('recordFilter', { entity: label('entity', entity ?? ''), id: entityId })}
            <Button variant="ghost" onClick={() => list.setFilter('entity_id', '')}>
              {t('removeFilter')}
            </Button>
          </p>
        )}
      </div>
      <AdminListBody list={list} empty={t('noAuditEntries')}>
        {(rows) => (
          <ol className="audit-list">
            {rows.map((entry) => (
              <AuditItem key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </AdminListBody>
    </section>
  );
}

/** Translated names of actions and kinds of record, the raw name for those this feature does not know. */
function useLabels() {
  const t = useT(customersMessages);
  return (kind: 'entity' | 'action', name: string) => {
    const key = `${kind}_${name}`;
    return key in customersMessages.fr ? t(key as Key) : name;
  };
}

function AuditItem({ entry }: { entry: AuditLogEntry }) {
  const t = useT(customersMessages);
  const date = useDateFormat();
  const label = useLabels();
  const [open, setOpen] = useState(false);
  const diffId = useId();
  return (
    <li className="audit-item">
      <div className="audit-item__head">
        <time dateTime={entry.created_at}>{date(entry.created_at)}</time>
        <span className="audit-item__who">{entry.user_email}</span>
        <span className="audit-item__what">
          {t('auditWhat', { action: label('action', entry.action), entity: label('entity', entry.entity), id: entry.entity_id })}
        </span>
        <Button variant="ghost" aria-expanded={open} aria-controls={open ? diffId : undefined} onClick={() => setOpen(!open)}>
          {open ? t('hideChanges') : t('showChanges')}
        </Button>
      </div>
      {open && <AuditDiff id={diffId} before={entry.before} after={entry.after} />}
    </li>
  );
}
