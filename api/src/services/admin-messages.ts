import type { AdminContactMessage, AdminMessageSort, AdminMessageStatus, PagedAnswer } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { isoDate } from '../lib/dates';
import { notFound } from '../lib/errors';
import { pageWindow } from '../schemas/common';
import { containsPattern, isoOrNull, Where } from './admin-query';
import { recordAudit } from './audit';

interface MessageRow {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date | string;
  handled_at: Date | string | null;
}

const MESSAGE_COLUMNS = 'id, name, email, subject, message, created_at, handled_at';

const toMessage = (row: MessageRow): AdminContactMessage => ({ ...row, created_at: isoDate(row.created_at), handled_at: isoOrNull(row.handled_at) });

const SORT_SQL: Record<AdminMessageSort, string> = {
  created_at: 'created_at',
  name: 'lower(name)',
  email: 'email collate "C"',
  subject: 'lower(subject)',
};

/**
 * The contact form's messages, as an inbox: those still waiting for an answer first, then by the chosen column (the
 * newest first by default). Searchable by sender, email, subject or text.
 */
export async function listMessages(
  db: Db,
  shopId: number,
  query: { q?: string; sort?: AdminMessageSort; dir?: 'asc' | 'desc'; page?: number; page_size?: number; status?: AdminMessageStatus },
): Promise<PagedAnswer<AdminContactMessage>> {
  const { page, pageSize, offset } = pageWindow(query);
  const where = new Where(shopId).add(() => 'shop_id = $1');
  if (query.q?.trim()) {
    where.add((p) => {
      const text = p(containsPattern(query.q ?? ''));
      return `(name ilike ${text} or email ilike ${text} or subject ilike ${text} or message ilike ${text})`;
    });
  }
  if (query.status) where.add(() => (query.status === 'handled' ? 'handled_at is not null' : 'handled_at is null'));
  const sort = query.sort ?? 'created_at';
  const dir = query.dir ?? (sort === 'created_at' ? 'desc' : 'asc');
  const window = where.page(pageSize, offset);
  const { rows } = await db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from contact_messages ${where}
     order by handled_at is not null, ${SORT_SQL[sort]} ${dir}, id ${dir} ${window.sql}`,
    window.params,
  );
  const { rows: count } = await db.query<{ total: number }>(`select count(*)::int as total from contact_messages ${where}`, where.params);
  return { data: rows.map(toMessage), total: count[0]?.total ?? 0, page, page_size: pageSize };
}

export async function getMessage(db: Db, shopId: number, id: number): Promise<AdminContactMessage> {
  const { rows } = await db.query<MessageRow>(`select ${MESSAGE_COLUMNS} from contact_messages where shop_id = $1 and id = $2`, [shopId, id]);
  if (!rows[0]) throw notFound('Message not found.');
  return toMessage(rows[0]);
}

/** Marks a message handled (answered) or back to waiting, recording who did it; the state it already has changes nothing. */
export async function setMessageHandled(db: Db, shopId: number, adminId: number, id: number, handled: boolean): Promise<AdminContactMessage> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<MessageRow>(`select ${MESSAGE_COLUMNS} from contact_messages where shop_id = $1 and id = $2 for update`, [shopId, id]);
    const row = rows[0];
    if (!row) throw notFound('Message not found.');
    const before = toMessage(row);
    if ((before.handled_at !== null) === handled) return before;
    const { rows: updated } = await tx.query<MessageRow>(
      `update contact_messages set handled_at = ${handled ? 'now()' : 'null'} where id = $1 returning ${MESSAGE_COLUMNS}`,
      [id],
    );
    const after = toMessage(updated[0] as MessageRow);
    const snapshot = (message: AdminContactMessage) => ({ email: message.email, subject: message.subject, handled_at: message.handled_at });
    await recordAudit(tx, shopId, adminId, { action: handled ? 'handle' : 'reopen', entity: 'contact_message', entityId: id, before: snapshot(before), after: snapshot(after) });
    return after;
  });
}
