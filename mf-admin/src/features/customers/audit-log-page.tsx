import { useId, useState } from 'react';
import type { AuditLogEntry } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { Button, useAsync } from '@bookshop/ui';
import { AdminListBody, AdminSearch, useAdminList } from '../../lib/admin-list';
import { fetchAuditEntities, fetchAuditLog } from './api';
import { AuditDiff } from './audit-diff';
import { customersMessages } from './messages';
import { useDateFormat } from './use-date-format';
import './customers.css';

type Key = keyof typeof customersMessages.fr & string;

/** /admin-panel/audit-log: what admins changed, newest first, filtered by kind of record, record and admin. */
export function AuditLogPage() {
  const t = useT(customersMessages);
  const list = useAdminList<AuditLogEntry, 'created_at'>(fetchAuditLog, { sort: 'created_at', dir: 'desc' }, ['entity', 'entity_id', 'admin_email']);
  // The filter's choices are the kinds the log holds, whichever features wrote them; a failed load leaves only "all".
  const entities = useAsync(fetchAuditEntities, []);
  const label = useLabels();
  const { entity, entity_id: entityId, admin_email: adminEmail } = list.query.filters;
  const choices = [...new Set([...(entities.data ?? []), ...(entity ? [entity] : [])])];

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
