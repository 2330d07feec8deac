import type { AdminCustomer, AdminCustomerDetail, AdminCustomerSort, AdminCustomerStatus, Language, OrderStatus, PagedAnswer, ReturnStatus } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { isoDate } from '../lib/dates';
import { conflict, notFound } from '../lib/errors';
import { pageWindow } from '../schemas/common';
import { listAddresses } from './addresses';
import { containsPattern, isoOrNull, Where } from './admin-query';
import { listCustomerReviews } from './admin-reviews';
import { recordAudit } from './audit';

/** The customer page shows this many of the latest orders, returns and reviews; order_count says how many in all. */
export const CUSTOMER_HISTORY_LIMIT = 50;

type CustomerRow = Omit<AdminCustomer, 'created_at' | 'disabled_at'> & { created_at: Date | string; disabled_at: Date | string | null };

const CUSTOMER_COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.role, u.created_at, u.email_verified_at is not null as email_verified,
  u.disabled_at, (select count(*)::int from orders o where o.user_id = u.id) as order_count`;

const toCustomer = (row: CustomerRow): AdminCustomer => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  role: row.role,
  created_at: isoDate(row.created_at),
  email_verified: row.email_verified,
  disabled_at: isoOrNull(row.disabled_at),
  order_count: row.order_count,
});

const SORT_SQL: Record<AdminCustomerSort, (dir: string) => string> = {
  created_at: (dir) => `u.created_at ${dir}`,
  // By family name, then given name, whatever their case.
  name: (dir) => `lower(u.last_name) ${dir}, lower(u.first_name) ${dir}`,
  // Byte order (emails are lower-case ASCII), the same on every database whatever its collation.
  email: (dir) => `u.email collate "C" ${dir}`,
  order_count: (dir) => `order_count ${dir}`,
};

export interface AdminCustomerQuery {
  q?: string;
  sort?: AdminCustomerSort;
  dir?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
  status?: AdminCustomerStatus;
}

/**
 * The shop's accounts, searchable by name (either order) or email, sortable by name, email, sign-up date or number of
 * orders; the newest first by default. Admin accounts are listed too, with their role.
 */
export async function listCustomers(db: Db, shopId: number, query: AdminCustomerQuery): Promise<PagedAnswer<AdminCustomer>> {
  const { page, pageSize, offset } = pageWindow(query);
  const where = new Where(shopId).add(() => 'u.shop_id = $1');
  if (query.q?.trim()) {
    where.add((p) => {
      const text = p(containsPattern(query.q ?? ''));
      return `(u.email ilike ${text} or (u.first_name || ' ' || u.last_name) ilike ${text} or (u.last_name || ' ' || u.first_name) ilike ${text})`;
    });
  }
  if (query.status) where.add(() => (query.status === 'disabled' ? 'u.disabled_at is not null' : 'u.disabled_at is null'));
  const sort = query.sort ?? 'created_at';
  const dir = query.dir ?? (sort === 'name' || sort === 'email' ? 'asc' : 'desc');
  const window = where.page(pageSize, offset);
  const { rows } = await db.query<CustomerRow>(
    `select ${CUSTOMER_COLUMNS} from users u ${where} order by ${SORT_SQL[sort](dir)}, u.id ${dir} ${window.sql}`,
    window.params,
  );
  const { rows: count } = await db.query<{ total: number }>(`select count(*)::int as total from users u ${where}`, where.params);
  return { data: rows.map(toCustomer), total: count[0]?.total ?? 0, page, page_size: pageSize };
}

async function findCustomer(db: Db, shopId: number, userId: number, lock = false): Promise<CustomerRow & { phone: string | null; language: Language }> {
  const { rows } = await db.query<CustomerRow & { phone: string | null; language: Language }>(
    `select ${CUSTOMER_COLUMNS}, u.phone, u.language from users u where u.shop_id = $1 and u.id = $2 ${lock ? 'for update of u' : ''}`,
    [shopId, userId],
  );
  if (!rows[0]) throw notFound('Customer not found.');
  return rows[0];
}

/** A customer's page: identity, address book, and their latest orders, returns and reviews (hidden ones included). */
export async function getCustomer(db: Db, shopId: number, userId: number): Promise<AdminCustomerDetail> {
  const row = await findCustomer(db, shopId, userId);
  const { addresses } = await listAddresses(db, userId);
  const { rows: orders } = await db.query<{ number: string; created_at: Date | string; status: OrderStatus; total_cents: number }>(
    `select number, created_at, status, total_cents from orders where shop_id = $1 and user_id = $2
     order by created_at desc, id desc limit $3`,
    [shopId, userId, CUSTOMER_HISTORY_LIMIT],
  );
  const { rows: returns } = await db.query<{ id: number; order_number: string; status: ReturnStatus; created_at: Date | string }>(
    `select r.id, o.number as order_number, r.status, r.created_at from return_requests r join orders o on o.id = r.order_id
     where r.shop_id = $1 and r.user_id = $2 order by r.created_at desc, r.id desc limit $3`,
    [shopId, userId, CUSTOMER_HISTORY_LIMIT],
  );
  const { rows: disabling } = await db.query<{ reason: string | null }>(
    `select after ->> 'reason' as reason from audit_log where shop_id = $1 and entity = 'user' and entity_id = $2 and action = 'disable'
     order by id desc limit 1`,
    [shopId, String(userId)],
  );
  return {
    ...toCustomer(row),
    disabled_reason: row.disabled_at === null ? null : (disabling[0]?.reason ?? null),
    phone: row.phone,
    language: row.language,
    addresses,
    orders: orders.map((order) => ({ number: order.number, created_at: isoDate(order.created_at), status: order.status, total: order.total_cents / 100 })),
    returns: returns.map((entry) => ({ ...entry, created_at: isoDate(entry.created_at) })),
    reviews: await listCustomerReviews(db, shopId, userId, CUSTOMER_HISTORY_LIMIT),
  };
}

/**
 * Disables an account with a reason (it can no longer sign in, and every session it has ends now) or enables it again
 * (it signs in afresh: ended sessions stay ended); `reason` is null to enable. An admin account cannot be disabled
 * (409 cannot_disable_admin), which also keeps an admin from locking themselves out. Setting the state it already has
 * changes and records nothing.
 */
export async function setCustomerDisabled(db: Db, shopId: number, adminId: number, userId: number, reason: string | null): Promise<AdminCustomerDetail> {
  const disabled = reason !== null;
  await db.transaction(async (tx) => {
    const row = await findCustomer(tx, shopId, userId, true);
    if (disabled && row.role === 'admin') {
      throw conflict('cannot_disable_admin', 'An administrator account cannot be disabled.');
    }
    if ((row.disabled_at !== null) === disabled) return;
    const { rows } = await tx.query<{ disabled_at: Date | string | null }>(
      `update users set disabled_at = ${disabled ? 'now()' : 'null'}, updated_at = now() where id = $1 returning disabled_at`,
      [userId],
    );
    if (disabled) await tx.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
    await recordAudit(tx, shopId, adminId, {
      action: disabled ? 'disable' : 'enable',
      entity: 'user',
      entityId: userId,
      before: { email: row.email, disabled_at: isoOrNull(row.disabled_at) },
      // The reason lives in the log only: the customer page reads it back from the latest 'disable' entry.
      after: { email: row.email, disabled_at: isoOrNull(rows[0]?.disabled_at ?? null), ...(disabled ? { reason: reason.trim() } : {}) },
    });
  });
  return getCustomer(db, shopId, userId);
}
