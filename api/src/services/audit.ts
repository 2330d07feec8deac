import type { Db } from '../db/db';

/** One admin change, as the audit log keeps it. */
export interface AuditEntry {
  /** A verb: 'create', 'update', 'delete', 'status', 'refund', 'disable', 'enable', 'hide', 'show'… */
  action: string;
  /** The kind of record: 'article', 'category', 'order', 'return', 'user', 'company_settings'… */
  entity: string;
  entityId: number | string;
  /** The record before the change (null for a creation) and after it (null for a deletion), as JSON. */
  before?: unknown;
  after?: unknown;
}

/**
 * Records an admin change. Call it inside the transaction that makes the change, so the log and the change are
 * written together or not at all. The admin's email is copied: the entry still says who it was after the
 * account is gone.
 */
export async function recordAudit(tx: Db, shopId: number, adminId: number, entry: AuditEntry): Promise<void> {
  await tx.query(
    `insert into audit_log (shop_id, user_id, user_email, action, entity, entity_id, before, after)
     select $1, u.id, u.email, $3, $4, $5, $6::jsonb, $7::jsonb from users u where u.shop_id = $1 and u.id = $2`,
    [
      shopId,
      adminId,
      entry.action,
      entry.entity,
      String(entry.entityId),
      entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
    ],
  );
}
