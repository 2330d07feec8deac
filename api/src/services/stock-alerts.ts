import { EMAIL_PATTERN, type Language, type MyStockAlert, type StockAlertBody } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { ApiError, badRequest, conflict, notFound } from '../lib/errors';
import { hashToken, newToken } from '../lib/tokens';
import type { Rate } from '../limits';
import { queueMail } from '../mail/outbox';
import { backInStockMail, stockAlertConfirmMail, stockAlertRequestedMail } from '../mail/texts';
import { hit } from './throttle';
import { normalizeEmail, type AuthUser } from './users';

/**
 * Back-in-stock alerts ("Prévenez-moi"), double opt-in. A shopper asks on an out-of-stock book; a guest's request (or
 * one from an account whose email is not confirmed) waits unconfirmed until the link mailed to the address is
 * confirmed, so a script typing a stranger's address gets them one confirmation at most, never the restock mails.
 * Every path that puts copies back on sale calls `mailRestockAlerts` in its own transaction, which mails each
 * confirmed pending request once through the outbox and marks it notified. Staff see how many confirmed requests
 * wait per book (admin-books), never who.
 */

/** The mails' counter per email (STOCK_ALERT_MAIL_LIMIT). */
const MAIL_BUCKET = 'stockAlertMailsPerEmail';

interface Requester {
  email: string;
  language: Language;
  userId: number | null;
  /** The address is an account's, confirmed: the request needs no confirmation link. */
  confirmed: boolean;
}

/** A customer's request goes to their account's email in their language; a guest's to the email they typed. */
async function requester(db: Db, user: AuthUser | null, body: StockAlertBody): Promise<Requester> {
  if (user) {
    const { rows } = await db.query<{ email: string; confirmed: boolean }>(
      'select email, email_verified_at is not null as confirmed from users where id = $1',
      [user.id],
    );
    const account = rows[0] as { email: string; confirmed: boolean };
    return { email: account.email, language: user.language, userId: user.id, confirmed: account.confirmed };
  }
  const email = normalizeEmail(body.email ?? '');
  if (email === '') throw badRequest('Give the email address to write to.', 'email');
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) throw badRequest('This email address is not valid.', 'email');
  return { email, language: body.language ?? 'fr', userId: null, confirmed: false };
}

/**
 * Records a request for a published book out of stock (404 for another, 409 `in_stock` when copies are on sale: the
 * shopper can simply buy one). The caller answers the same whatever happens here (new, asked before, confirmed or
 * not, past the mail limit): the answer must not tell who waits for which book.
 * - A signed-in customer whose email is confirmed is confirmed at once (taking over a guest's request with that
 *   email), and told so by mail with the cancel link.
 * - Anyone else's request stays unconfirmed and is mailed a confirmation link, again at each ask while unconfirmed
 *   (the newest link only works); a confirmed request asked again mails nothing.
 * At most STOCK_ALERT_MAIL_LIMIT mails an hour go to one email: past it nothing is mailed and the request stays
 * unconfirmed, so it is never mailed at restock either.
 */
export async function requestStockAlert(
  db: Db,
  shop: { id: number; name: string },
  mailsPerEmail: Rate,
  articleId: number,
  user: AuthUser | null,
  body: StockAlertBody,
): Promise<void> {
  const who = await requester(db, user, body);
  await db.transaction(async (tx) => {
    // `for share`: a restock running now commits first and this request sees the new stock, or waits for this one
    // and then mails it. Without the lock a request could slip between a restock's stock change and its mails.
    const { rows: books } = await tx.query<{ title: string; stock: number }>(
      'select title, stock from articles where shop_id = $1 and id = $2 and published for share',
      [shop.id, articleId],
    );
    const book = books[0];
    if (!book) throw notFound('Article not found.');
    if (book.stock >= 1) throw conflict('in_stock', 'This book is in stock: it can be ordered now.', 'article_id');
    // now() is the transaction's start: `confirmed_at = now()` reads "confirmed by this very request". Only an account
    // whose email is confirmed takes over a guest's request: an unconfirmed one may be someone else's sign-up with that
    // address, which would then see the request in its data and delete it with itself (security/unconfirmed-account).
    const { rows } = await tx.query<{ id: number; confirmed: boolean; confirmed_now: boolean }>(
      `insert into stock_alerts (shop_id, article_id, email, user_id, language, cancel_token_hash, confirmed_at)
       values ($1, $2, $3, $4, $5, $6, case when $7::boolean then now() end)
       on conflict (article_id, email) where notified_at is null
       do update set user_id = case when $7::boolean then coalesce(stock_alerts.user_id, excluded.user_id) else stock_alerts.user_id end,
                     confirmed_at = coalesce(stock_alerts.confirmed_at, excluded.confirmed_at)
       returning id, confirmed_at is not null as confirmed, confirmed_at = now() as confirmed_now`,
      [shop.id, articleId, who.email, who.userId, who.language, hashToken(newToken()), who.confirmed],
    );
    const request = rows[0] as { id: number; confirmed: boolean; confirmed_now: boolean };
    if (request.confirmed && !request.confirmed_now) return;
    if (!(await hit(tx, MAIL_BUCKET, `${shop.id}:${who.email}`, mailsPerEmail)).allowed) return;
    const facts = { to: who.email, language: who.language, shopName: shop.name, articleId, title: book.title };
    // Each mail carries fresh links: those of earlier mails stop working.
    const cancelToken = newToken();
    if (request.confirmed) {
      await tx.query('update stock_alerts set cancel_token_hash = $2, confirm_token_hash = null where id = $1', [request.id, hashToken(cancelToken)]);
      await queueMail(tx, shop.id, stockAlertRequestedMail({ ...facts, cancelToken }));
      return;
    }
    const confirmToken = newToken();
    await tx.query('update stock_alerts set cancel_token_hash = $2, confirm_token_hash = $3 where id = $1', [
      request.id,
      hashToken(cancelToken),
      hashToken(confirmToken),
    ]);
    await queueMail(tx, shop.id, stockAlertConfirmMail({ ...facts, confirmToken, cancelToken }));
  });
}

/**
 * The confirmation link's page, on a button press: the request counts from now on, and when its book is already
 * back on sale it is mailed at once (its restock skipped it while unconfirmed). The token works once; a used,
 * replaced or unknown one is a 400 `invalid_token` on `token`, as the account's confirmation links.
 */
export async function confirmStockAlert(db: Db, shopId: number, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; article_id: number }>(
      'select id, article_id from stock_alerts where shop_id = $1 and confirm_token_hash = $2 and notified_at is null',
      [shopId, hashToken(token)],
    );
    const request = rows[0];
    if (!request) throw new ApiError(400, 'invalid_token', 'This link is not valid any more: it was already used, or a newer one was mailed.', 'token');
    // The book's row first, as a request does: a restock committing meanwhile either ran before (and the mail below
    // sees its stock) or waits for this confirmation (and mails the request itself).
    await tx.query('select 1 from articles where shop_id = $1 and id = $2 for share', [shopId, request.article_id]);
    const { rows: confirmed } = await tx.query(
      `update stock_alerts set confirmed_at = now(), confirm_token_hash = null
       where id = $1 and confirm_token_hash = $2 and notified_at is null returning id`,
      [request.id, hashToken(token)],
    );
    if (confirmed.length === 0) throw new ApiError(400, 'invalid_token', 'This link is not valid any more: it was already used, or a newer one was mailed.', 'token');
    await mailRestockAlerts(tx, shopId, [request.article_id]);
  });
}

/**
 * Call in the transaction of any change that may have put books back on sale (a staff edit, an order cancelled or
 * expired, a return refunded, a book published), after the change, with the books it touched: every confirmed pending
 * request of those that are now published and in stock is mailed once (unconfirmed ones never), with a fresh cancel link, and marked notified. A request
 * exists only while its book was out of stock (see requestStockAlert), so "pending and in stock" means "back in
 * stock". The rows are locked: two restocks of one book at once mail each request once. Answers how many were mailed.
 */
export async function mailRestockAlerts(tx: Db, shopId: number, articleIds: number[]): Promise<number> {
  if (articleIds.length === 0) return 0;
  const { rows } = await tx.query<{ id: number; email: string; language: Language; article_id: number; title: string; shop_name: string }>(
    `select s.id, s.email, s.language, a.id as article_id, a.title, sh.name as shop_name
     from stock_alerts s join articles a on a.id = s.article_id join shops sh on sh.id = a.shop_id
     where a.shop_id = $1 and a.id = any($2::int[]) and a.published and a.stock >= 1 and s.notified_at is null
       and s.confirmed_at is not null
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
