import { useT } from '@bookshop/i18n';
import { customersMessages } from './messages';

/** One field of a record that an admin change set, removed or altered. */
export interface FieldChange {
  /** The property name; '' when the record is a single value rather than an object. */
  field: string;
  /** undefined when the field did not exist on that side. */
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between a record before and after a change, in the record's own order: every field of the
 * record for a creation (before null) or a deletion (after null), only those that changed otherwise.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (before === null && after === null) return [];
  if (!isRecord(before ?? {}) || !isRecord(after ?? {})) return same(before, after) ? [] : [{ field: '', before, after }];
  const old = (before ?? {}) as Record<string, unknown>;
  const next = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return fields.filter((field) => !same(old[field], next[field])).map((field) => ({ field, before: old[field], after: next[field] }));
}

function Value({ value }: { value: unknown }) {
  const t = useT(customersMessages);
  if (value === undefined || value === null || value === '') return <span className="admin-muted">{t('emptyValue')}</span>;
  if (typeof value === 'string') return <span className="audit-value">{value}</span>;
  return <code className="audit-value">{JSON.stringify(value, null, 2)}</code>;
}

/** The changed fields of one audit entry as a before / after table. */
export function AuditDiff({ id, before, after }: { id: string; before: unknown; after: unknown }) {
  const t = useT(customersMessages);
  const changes = changedFields(before, after);
  if (changes.length === 0) return <p id={id} className="admin-muted">{t('noFieldChanged')}</p>;
  return (
    <table id={id} className="admin-table audit-diff">
      <thead>
        <tr>
          <th scope="col">{t('colField')}</th>
          <th scope="col">{t('colBefore')}</th>
          <th scope="col">{t('colAfter')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.field || t('wholeRecord')}</th>
            <td className="audit-diff__before">
              <Value value={change.before} />
            </td>
            <td className="audit-diff__after">
              <Value value={change.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
