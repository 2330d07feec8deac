import { EMAIL_PATTERN, type Language, type MyStockAlert, type StockAlertAnswer, type StockAlertBody } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { badRequest, conflict, notFound } from '../lib/errors';
import { hashToken, newToken } from '../lib/tokens';
import type { Rate } from '../limits';
import { queueMail } from '../mail/outbox';
import { backInStockMail, stockAlertRequestedMail } from '../mail/texts';
import { hit } from './throttle';
import { normalizeEmail, type AuthUser } from './users';

/**
 * Back-in-stock alerts ("Prévenez-moi"). A shopper asks on an out-of-stock book; every path that puts copies back on
 * sale calls `mailRestockAlerts` in its own transaction, which mails each pending request once through the outbox and
 * marks it notified. Staff see how many wait per book (admin-books), never who.
 */

/** The confirmation mails' counter per email (STOCK_ALERT_MAIL_LIMIT). */
const MAIL_BUCKET = 'stockAlertMailsPerEmail';

interface Requester {
  email: string;
  language: Language;
  userId: number | null;
}

/** A customer's request goes to their account's email in their language; a guest's to the email they typed. */
async function requester(db: Db, user: AuthUser | null, body: StockAlertBody): Promise<Requester> {
  if (user) {
    const { rows } = await db.query<{ email: string }>('select email from users where id = $1', [user.id]);
    return { email: (rows[0] as { email: string }).email, language: user.language, userId: user.id };
  }
  const email = normalizeEmail(body.email ?? '');
  if (email === '') throw badRequest('Give the email address to write to.', 'email');
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) throw badRequest('This email address is not valid.', 'email');
  return { email, language: body.language ?? 'fr', userId: null };
}

/**
 * Records a request for a published book out of stock (404 for another, 409 `in_stock` when copies are on sale: the
 * shopper can simply buy one). Asking again with the same email answers `already_requested` and changes nothing but
 * the account link: a customer asking while signed in takes over a request made as a guest with their email, so it
 * goes with their account. A new request is confirmed by mail with its cancel link, at most STOCK_ALERT_MAIL_LIMIT
 * mails an hour to one email (past it the request is still recorded, silently): nobody can flood a mailbox through it.
 */
export async function requestStockAlert(
  db: Db,
  shop: { id: number; name: string },
  mailsPerEmail: Rate,
  articleId: number,
  user: AuthUser | null,
  body: StockAlertBody,
): Promise<{ created: boolean; answer: StockAlertAnswer }> {
  const who = await requester(db, user, body);
  return db.transaction(async (tx) => {
    // `for share`: a restock running now commits first and this request sees the new stock, or waits for this one
    // and then mails it. Without the lock a request could slip between a restock's stock change and its mails.
    const { rows: books } = await tx.query<{ title: string; stock: number }>(
      'select title, stock from articles where shop_id = $1 and id = $2 and published for share',
      [shop.id, articleId],
    );
    const book = books[0];
    if (!book) throw notFound('Article not found.');
    if (book.stock >= 1) throw conflict('in_stock', 'This book is in stock: it can be ordered now.', 'article_id');
    const token = newToken();
    const { rows } = await tx.query<{ inserted: boolean }>(
      `insert into stock_alerts (shop_id, article_id, email, user_id, language, cancel_token_hash)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (article_id, email) where notified_at is null
       do update set user_id = coalesce(stock_alerts.user_id, excluded.user_id)
       returning (xmax = 0) as inserted`,
      [shop.id, articleId, who.email, who.userId, who.language, hashToken(token)],
    );
    const created = rows[0]?.inserted === true;
    if (created && (await hit(tx, MAIL_BUCKET, `${shop.id}:${who.email}`, mailsPerEmail)).allowed) {
      await queueMail(
        tx,
        shop.id,
        stockAlertRequestedMail({ to: who.email, language: who.language, shopName: shop.name, articleId, title: book.title, cancelToken: token }),
      );
    }
    return { created, answer: { status: created ? 'requested' : 'already_requested', email: who.email } };
  });
}

/**
 * Call in the transaction of any change that may have put books back on sale (a staff edit, an order cancelled or
 * expired, a return refunded, a book published), after the change, with the books it touched: every pending request of
 * those that are now published and in stock is mailed once, with a fresh cancel link, and marked notified. A request
 * exists only while its book was out of stock (see requestStockAlert), so "pending and in stock" means "back in
 * stock". The rows are locked: two restocks of one book at once mail each request once. Answers how many were mailed.
 */
export async function mailRestockAlerts(tx: Db, shopId: number, articleIds: number[]): Promise<number> {
  if (articleIds.length === 0) return 0;
  const { rows } = await tx.query<{ id: number; email: string; language: Language; article_id: number; title: string; shop_name: string }>(
    `select s.id, s.email, s.language, a.id as article_id, a.title, sh.name as shop_name
     from stock_alerts s join articles a on a.id = s.article_id join shops sh on sh.id = a.shop_id
     where a.shop_id = $1 and a.id = any($2::int[]) and a.published and a.stock >= 1 and s.notified_at is null
     order by s.id
     for update of s`,
    [shopId, articleIds],
  );
  for (const row of rows) {
    const token = newToken();
    await tx.query('update stock_alerts set notified_at = now(), cancel_token_hash = $2 where id = $1', [row.id, hashToken(token)]);
    await queueMail(
      tx,
      shopId,
      backInStockMail({ to: row.email, language: row.language, shopName: row.shop_name, articleId: row.article_id, title: row.title, cancelToken: token }),
    );
  }
  return rows.length;
}

/**
 * The cancel link of a mail: deletes the request, pending or already mailed. The answer is the same whatever the token
 * (found, used before, unknown): the link can be opened twice, and trying tokens tells nothing about anybody.
 */
export async function cancelStockAlert(db: Db, shopId: number, token: string): Promise<void> {
  await db.query('delete from stock_alerts where shop_id = $1 and cancel_token_hash = $2', [shopId, hashToken(token)]);
}

/** A customer's requests still waiting, newest first (those they made signed in, or took over by asking again). */
export async function listMyStockAlerts(db: Db, shopId: number, userId: number): Promise<MyStockAlert[]> {
  const { rows } = await db.query<{ id: number; article_id: number; title: string; created_at: Date | string }>(
    `select s.id, s.article_id, a.title, s.created_at from stock_alerts s join articles a on a.id = s.article_id
     where s.shop_id = $1 and s.user_id = $2 and s.notified_at is null order by s.created_at desc, s.id desc`,
    [shopId, userId],
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

/** Cancels one of the customer's own requests (404 for another's or none). */
export async function cancelMyStockAlert(db: Db, shopId: number, userId: number, id: number): Promise<void> {
  const { rows } = await db.query('delete from stock_alerts where shop_id = $1 and user_id = $2 and id = $3 returning id', [shopId, userId, id]);
  if (rows.length === 0) throw notFound('No such back-in-stock request.');
}
