import type { AuditLogEntry, AuditLogQuery, PagedAnswer } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { isoDate } from '../lib/dates';
import { pageWindow } from '../schemas/common';
import { containsPattern, Where } from './admin-query';

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

interface AuditRow {
  id: number;
  user_id: number | null;
  user_email: string;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  created_at: Date | string;
}

/** The shop's audit log, newest first, optionally of one kind of record, one record, or admins whose email contains a text. */
export async function listAuditLog(db: Db, shopId: number, query: AuditLogQuery): Promise<PagedAnswer<AuditLogEntry>> {
  const { page, pageSize, offset } = pageWindow(query);
  const where = new Where(shopId).add(() => 'shop_id = $1');
  if (query.entity) where.add((p) => `entity = ${p(query.entity)}`);
  if (query.entity_id) where.add((p) => `entity_id = ${p(query.entity_id)}`);
  if (query.admin_email?.trim()) where.add((p) => `user_email ilike ${p(containsPattern(query.admin_email ?? ''))}`);
  const window = where.page(pageSize, offset);
  const { rows } = await db.query<AuditRow>(
    `select id, user_id, user_email, action, entity, entity_id, before, after, created_at from audit_log ${where}
     order by created_at desc, id desc ${window.sql}`,
    window.params,
  );
  const { rows: count } = await db.query<{ total: number }>(`select count(*)::int as total from audit_log ${where}`, where.params);
  return {
    data: rows.map((row) => ({ ...row, before: row.before ?? null, after: row.after ?? null, created_at: isoDate(row.created_at) })),
    total: count[0]?.total ?? 0,
    page,
    page_size: pageSize,
  };
}

/** The kinds of record the shop's log holds, for the log's filter. */
export async function listAuditEntities(db: Db, shopId: number): Promise<string[]> {
  const { rows } = await db.query<{ entity: string }>('select distinct entity from audit_log where shop_id = $1 order by entity', [shopId]);
  return rows.map((row) => row.entity);
}
