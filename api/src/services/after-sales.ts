import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  RETURN_REFUND_LIMIT,
  UPLOAD_IMAGE_MAX_BYTES,
  uploadImageType,
  type CheckoutLine,
  type GuestReturnOffer,
  type Order,
  type ReturnWindow,
  type ReturnRequest,
  type ReturnStatus,
  type OwnReview,
  type Review,
  type UserRole,
} from '@bookshop/contracts';
import type { Db } from '../db/db';
import { isoDate } from '../lib/dates';
import { ApiError, badRequest, conflict, notFound } from '../lib/errors';
import { assertReturnWindowOpen, orderReturnWindow } from './return-window';
import { serverSecret } from './server-secrets';
import { discardImage, imageBytes, withKeptImage, type ImageStore, type KeptImage } from './images';

interface OwnedOrder {
  id: number;
  status: string;
}

/** One of the user's orders by number: 404 for anyone else's or an unknown number (field order_number). */
async function ownOrder(db: Db, shopId: number, userId: number, number: string): Promise<OwnedOrder> {
  const { rows } = await db.query<OwnedOrder>('select id, status from orders where shop_id = $1 and user_id = $2 and number = $3', [
    shopId,
    userId,
    number.trim().toUpperCase(),
  ]);
  if (!rows[0]) throw notFound('Order not found.', 'order_number');
  return rows[0];
}

const assertDelivered = (order: OwnedOrder, what: string, field = 'order_number') => {
  if (order.status !== 'delivered') throw conflict('order_not_delivered', `Only a delivered order can be ${what}.`, field);
};

/**
 * What a return needs of its order at every change, not only at its creation: delivered (409 order_not_delivered)
 * and within the withdrawal period (409 return_window_closed). A return still `requested` would otherwise take more
 * books or copies after the last day, or after the order was refunded. `field` names what the caller sent.
 */
async function assertReturnable(tx: Db, order: OwnedOrder, returnWindowDays: number, field = 'order_number'): Promise<void> {
  assertDelivered(order, 'returned', field);
  assertReturnWindowOpen(await orderReturnWindow(tx, order.id, returnWindowDays), field);
}

interface ReviewRow {
  id: number;
  article_id: number;
  rating: number;
  comment: string;
  first_name: string;
  last_name: string;
  created_at: Date | string;
  order_number: string;
}

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  article_id: row.article_id,
  rating: row.rating,
  comment: row.comment,
  author_name: `${row.first_name} ${row.last_name.slice(0, 1)}.`,
  created_at: isoDate(row.created_at),
});

/** The reviewer's own view adds the order number, which public answers never carry. */
const toOwnReview = (row: ReviewRow): OwnReview => ({ ...toReview(row), order_number: row.order_number });

const REVIEW_SELECT = `select r.id, r.article_id, r.rating, r.comment, u.first_name, u.last_name, r.created_at, o.number as order_number
  from reviews r join users u on u.id = r.user_id join orders o on o.id = r.order_id`;

/** A book's reviews, newest first (at most 50); those the shop hid are left out. */
export async function listArticleReviews(db: Db, shopId: number, articleId: number): Promise<Review[]> {
  const { rows } = await db.query<ReviewRow>(`${REVIEW_SELECT} where r.shop_id = $1 and r.article_id = $2 and r.hidden_at is null order by r.created_at desc, r.id desc limit 50`, [
    shopId,
    articleId,
  ]);
  return rows.map(toReview);
}

/** The user's own reviews, newest first. */
export async function listUserReviews(db: Db, shopId: number, userId: number): Promise<OwnReview[]> {
  const { rows } = await db.query<ReviewRow>(`${REVIEW_SELECT} where r.shop_id = $1 and r.user_id = $2 order by r.created_at desc, r.id desc`, [
    shopId,
    userId,
  ]);
  return rows.map(toOwnReview);
}

/**
 * Sets a book's average rating from its reviews the shop has not hidden (0 when none is left: the column holds no
 * null). Run it in the transaction that adds, hides or shows a review.
 */
export async function refreshAverageRate(tx: Db, articleId: number): Promise<void> {
  await tx.query(
    `update articles set average_rate = coalesce((
       select round(avg(rating)::numeric, 2) from reviews where article_id = $1 and hidden_at is null
     ), 0), updated_at = now()
     where id = $1`,
    [articleId],
  );
}

/**
 * Reviews a book of one of the user's delivered orders, once per book, and refreshes the book's average rating in the
 * same transaction.
 */
export async function createReview(
  db: Db,
  shopId: number,
  userId: number,
  body: { order_number: string; article_id: number; rating: number; comment?: string },
): Promise<OwnReview> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, shopId, userId, body.order_number);
    assertDelivered(order, 'reviewed');
    const { rows: lines } = await tx.query('select 1 from order_lines where order_id = $1 and article_id = $2', [order.id, body.article_id]);
    if (lines.length === 0) throw badRequest('This book is not part of the order.', 'article_id');
    const { rows } = await tx.query<{ id: number }>(
      `insert into reviews (shop_id, article_id, user_id, order_id, rating, comment) values ($1, $2, $3, $4, $5, $6)
       on conflict (user_id, article_id) do nothing returning id`,
      [shopId, body.article_id, userId, order.id, body.rating, (body.comment ?? '').trim()],
    );
    if (!rows[0]) throw conflict('already_reviewed', 'You have already reviewed this book.', 'article_id');
    await refreshAverageRate(tx, body.article_id);
    const { rows: created } = await tx.query<ReviewRow>(`${REVIEW_SELECT} where r.id = $1`, [rows[0].id]);
    return toOwnReview(created[0] as ReviewRow);
  });
}

interface ReturnRow {
  id: number;
  order_number: string;
  status: ReturnStatus;
  reason: string;
  created_at: Date | string;
  photo: boolean;
}

/** A return as its customer sees it (the admin detail builds on it). */
export async function loadReturn(db: Db, returnId: number): Promise<ReturnRequest> {
  const { rows } = await db.query<ReturnRow>(
    `select r.id, o.number as order_number, r.status, r.reason, r.created_at,
       exists (select 1 from return_photos p where p.return_id = r.id) as photo
     from return_requests r join orders o on o.id = r.order_id
     where r.id = $1`,
    [returnId],
  );
  const row = rows[0];
  if (!row) throw notFound('Return not found.');
  const { rows: items } = await db.query<{ article_id: number; title: string; quantity: number; unit_final_cents: number }>(
    `select i.article_id, l.title, i.quantity, l.unit_final_cents from return_items i
     join return_requests r on r.id = i.return_id
     join order_lines l on l.order_id = r.order_id and l.article_id = i.article_id
     where i.return_id = $1 order by l.id`,
    [returnId],
  );
  const { rows: events } = await db.query<{ status: ReturnStatus; created_at: Date | string }>(
    'select status, created_at from return_events where return_id = $1 order by id',
    [returnId],
  );
  return {
    id: row.id,
    order_number: row.order_number,
    status: row.status,
    reason: row.reason,
    created_at: isoDate(row.created_at),
    items: items.map((item) => ({ article_id: item.article_id, title: item.title, quantity: item.quantity, unit_price: item.unit_final_cents / 100 })),
    events: events.map((event) => ({ status: event.status, at: isoDate(event.created_at) })),
    photo: row.photo,
  };
}

/**
 * Checks the books of a return against the order: at most RETURN_REFUND_LIMIT, each in the order, each quantity at most
 * what was bought minus what other returns of the order (not rejected) already claim.
 */
async function assertReturnItems(db: Db, orderId: number, items: CheckoutLine[], exceptReturnId: number | null): Promise<void> {
  if (items.length === 0) throw badRequest('Choose at least one book to return.', 'items');
  if (items.length > RETURN_REFUND_LIMIT) throw badRequest(`A return holds at most ${RETURN_REFUND_LIMIT} books.`, 'items');
  const seen = new Set<number>();
  for (const [index, item] of items.entries()) {
    if (seen.has(item.article_id)) throw badRequest('The same book appears twice.', `items.${index}.article_id`);
    seen.add(item.article_id);
    const { rows } = await db.query<{ bought: number; claimed: number }>(
      `select l.quantity as bought, coalesce((
         select sum(i.quantity) from return_items i join return_requests r on r.id = i.return_id
         where r.order_id = l.order_id and i.article_id = l.article_id and r.status <> 'rejected' and r.id <> coalesce($3, 0)
       ), 0)::int as claimed
       from order_lines l where l.order_id = $1 and l.article_id = $2`,
      [orderId, item.article_id, exceptReturnId],
    );
    const line = rows[0];
    if (!line) throw badRequest('This book is not part of the order.', `items.${index}.article_id`);
    if (item.quantity > line.bought - line.claimed) {
      throw new ApiError(400, 'quantity_above_bought', `At most ${line.bought - line.claimed} copies of this book can be returned.`, `items.${index}.quantity`);
    }
  }
}

/**
 * Asks for a return on one of the user's delivered orders, within the withdrawal period (`returnWindowDays`,
 * RETURN_WINDOW_DAYS: 409 return_window_closed after its last day).
 */
export async function createReturn(
  db: Db,
  shopId: number,
  userId: number,
  body: { order_number: string; items: CheckoutLine[]; reason: string },
  returnWindowDays: number,
): Promise<ReturnRequest> {
  const id = await db.transaction(async (tx) => {
    const order = await ownOrder(tx, shopId, userId, body.order_number);
    await assertReturnable(tx, order, returnWindowDays);
    // Serialises two requests on one order, so their quantities are checked one after the other.
    await tx.query('select 1 from orders where id = $1 for update', [order.id]);
    await assertReturnItems(tx, order.id, body.items, null);
    const { rows } = await tx.query<{ id: number }>(
      'insert into return_requests (shop_id, user_id, order_id, reason) values ($1, $2, $3, $4) returning id',
      [shopId, userId, order.id, body.reason.trim()],
    );
    const returnId = (rows[0] as { id: number }).id;
    for (const item of body.items) {
      await tx.query('insert into return_items (return_id, article_id, quantity) values ($1, $2, $3)', [returnId, item.article_id, item.quantity]);
    }
    await tx.query(`insert into return_events (return_id, status) values ($1, 'requested')`, [returnId]);
    return returnId;
  });
  return loadReturn(db, id);
}

async function ownReturnId(db: Db, shopId: number, userId: number, returnId: number): Promise<{ id: number; order_id: number; status: ReturnStatus }> {
  const { rows } = await db.query<{ id: number; order_id: number; status: ReturnStatus }>(
    'select id, order_id, status from return_requests where shop_id = $1 and user_id = $2 and id = $3',
    [shopId, userId, returnId],
  );
  if (!rows[0]) throw notFound('Return not found.');
  return rows[0];
}

export async function getUserReturn(db: Db, shopId: number, userId: number, returnId: number): Promise<ReturnRequest> {
  await ownReturnId(db, shopId, userId, returnId);
  return loadReturn(db, returnId);
}

export async function listUserReturns(db: Db, shopId: number, userId: number): Promise<ReturnRequest[]> {
  const { rows } = await db.query<{ id: number }>('select id from return_requests where shop_id = $1 and user_id = $2 order by created_at desc, id desc', [
    shopId,
    userId,
  ]);
  const found: ReturnRequest[] = [];
  for (const row of rows) found.push(await loadReturn(db, row.id));
  return found;
}

/**
 * Changes the books and reason of one of the user's returns while it is still `requested` (409 return_locked after),
 * on the creation's terms: the order delivered and its withdrawal period open (409 on `items` otherwise).
 */
export async function updateReturn(
  db: Db,
  shopId: number,
  userId: number,
  returnId: number,
  body: { items: CheckoutLine[]; reason: string },
  returnWindowDays: number,
): Promise<ReturnRequest> {
  await db.transaction(async (tx) => {
    const request = await ownReturnId(tx, shopId, userId, returnId);
    const { rows: orders } = await tx.query<OwnedOrder>('select id, status from orders where id = $1 for update', [request.order_id]);
    const { rows } = await tx.query<{ status: ReturnStatus }>('select status from return_requests where id = $1', [returnId]);
    if (rows[0]?.status !== 'requested') throw conflict('return_locked', 'This return is already being handled and can no longer be changed.');
    await assertReturnable(tx, orders[0] as OwnedOrder, returnWindowDays, 'items');
    await assertReturnItems(tx, request.order_id, body.items, returnId);
    await tx.query('update return_requests set reason = $2, updated_at = now() where id = $1', [returnId, body.reason.trim()]);
    await tx.query('delete from return_items where return_id = $1', [returnId]);
    for (const item of body.items) {
      await tx.query('insert into return_items (return_id, article_id, quantity) values ($1, $2, $3)', [returnId, item.article_id, item.quantity]);
    }
  });
  return loadReturn(db, returnId);
}

/** Largest return photo accepted, in bytes (the database checks it too). */
export const RETURN_PHOTO_MAX_BYTES = UPLOAD_IMAGE_MAX_BYTES;

/**
 * Locks one of the user's returns for a change by its owner: 404 for anyone else's, 409 return_locked once the shop
 * has handled it. The row lock makes a concurrent step of the shop (admin-returns locks it too) wait for the change.
 * Answers the return's order (its id and status).
 */
async function lockRequestedReturn(db: Db, shopId: number, userId: number, returnId: number): Promise<OwnedOrder> {
  const { rows } = await db.query<{ status: ReturnStatus; order_id: number; order_status: string }>(
    `select r.status, o.id as order_id, o.status as order_status from return_requests r join orders o on o.id = r.order_id
     where r.shop_id = $1 and r.user_id = $2 and r.id = $3 for update of r`,
    [shopId, userId, returnId],
  );
  if (!rows[0]) throw notFound('Return not found.');
  if (rows[0].status !== 'requested') throw conflict('return_locked', 'This return is already being handled and can no longer be changed.');
  return { id: rows[0].order_id, status: rows[0].order_status };
}

/**
 * Attaches a photo to one of the user's returns while it is still `requested` and its order returnable (delivered,
 * within the period: 409 on `photo` otherwise), replacing any earlier one. The format is read from the bytes (400
 * unsupported_image on `photo` for anything but PNG, JPEG or WebP); 413 above 1 MB.
 */
export async function setReturnPhoto(
  db: Db,
  images: ImageStore,
  shopId: number,
  userId: number,
  returnId: number,
  bytes: Buffer,
  returnWindowDays: number,
): Promise<ReturnRequest> {
  const replaced = await withKeptImage(images, (keep) => db.transaction(async (tx) => {
    // Ownership and state first: someone else's return answers 404 whatever was sent.
    const order = await lockRequestedReturn(tx, shopId, userId, returnId);
    await assertReturnable(tx, order, returnWindowDays, 'photo');
    return storeReturnPhoto(tx, keep, returnId, bytes);
  }));
  await discardImage(images, replaced);
  return loadReturn(db, returnId);
}

/**
 * Checks the photo's bytes (format read from them, 1 MB at most) and stores it (in the private bucket when one is set),
 * replacing an earlier one: answers the replaced photo's object key, deleted once the change is committed.
 */
async function storeReturnPhoto(
  tx: Db,
  keep: (folder: 'returns', bytes: Buffer, contentType: string) => Promise<KeptImage>,
  returnId: number,
  bytes: Buffer,
): Promise<string | null> {
  const type = uploadImageType(bytes);
  if (!type) throw new ApiError(400, 'unsupported_image', 'The photo must be a PNG, JPEG or WebP image.', 'photo');
  if (bytes.length > RETURN_PHOTO_MAX_BYTES) throw new ApiError(413, 'payload_too_large', 'The photo must be 1 MB at most.', 'photo');
  const { rows: earlier } = await tx.query<{ object_key: string | null }>('select object_key from return_photos where return_id = $1', [returnId]);
  const kept = await keep('returns', bytes, type);
  await tx.query(
    `insert into return_photos (return_id, content_type, bytes, object_key) values ($1, $2, $3, $4)
     on conflict (return_id) do update set content_type = excluded.content_type, bytes = excluded.bytes,
       object_key = excluded.object_key, created_at = now()`,
    [returnId, type, kept.bytes, kept.objectKey],
  );
  await tx.query('update return_requests set updated_at = now() where id = $1', [returnId]);
  return earlier[0]?.object_key ?? null;
}

/**
 * Removes the photo of one of the user's returns while it is still `requested` (nothing to remove is no error). Unlike
 * the other changes it stays open after the return period: it claims nothing more and takes a picture of someone's
 * home or face away.
 */
export async function removeReturnPhoto(db: Db, images: ImageStore, shopId: number, userId: number, returnId: number): Promise<ReturnRequest> {
  const removed = await db.transaction(async (tx) => {
    await lockRequestedReturn(tx, shopId, userId, returnId);
    const { rows } = await tx.query<{ object_key: string | null }>('delete from return_photos where return_id = $1 returning object_key', [returnId]);
    if (rows.length > 0) await tx.query('update return_requests set updated_at = now() where id = $1', [returnId]);
    return rows[0]?.object_key ?? null;
  });
  await discardImage(images, removed);
  return loadReturn(db, returnId);
}

/**
 * A return's photo, for its owner or an admin of the shop only (the photo may show the customer's home or face).
 * Anyone else gets the same 404 as for an unknown return, so return ids reveal nothing.
 */
export async function getReturnPhoto(
  db: Db,
  images: ImageStore,
  shopId: number,
  viewer: { id: number; role: UserRole },
  returnId: number,
): Promise<{ content_type: string; bytes: Buffer }> {
  // A guest's return (no account) has no owner to sign in: only the shop sees its photo afterwards.
  const { rows } = await db.query<{ user_id: number | null; content_type: string | null; bytes: Buffer | Uint8Array | null; object_key: string | null }>(
    `select r.user_id, p.content_type, p.bytes, p.object_key from return_requests r left join return_photos p on p.return_id = r.id
     where r.shop_id = $1 and r.id = $2`,
    [shopId, returnId],
  );
  const row = rows[0];
  if (!row || (row.user_id !== viewer.id && viewer.role !== 'admin')) throw notFound('Return not found.');
  if (!row.content_type) throw notFound('This return has no photo.', 'photo');
  return { content_type: row.content_type, bytes: await imageBytes(images, row) };
}

/*
 * Guest returns. A visitor who ordered without an account proves the order with its number and email at /track-order
 * (POST /orders/track: rate-limited per client, the same 404 for a wrong number or email). The lookup then hands out a
 * return token: an HMAC of the shop, the order number and an expiry under a key the API instances share through the
 * database. The return and its photo carry it (X-Return-Token), so neither call can be used to test order numbers or
 * emails: without a token from a successful lookup they answer 403, whatever the order.
 */

/** How long a return token from a lookup stays good: time enough to fill the form and pick a photo. */
export const GUEST_RETURN_TOKEN_MINUTES = 30;

/** Return requests still being handled: a guest asks for one at a time per order (the partial unique index too). */
const OPEN_RETURN = `status in ('requested', 'approved', 'received')`;

const tokenSignature = (key: Buffer, shopId: number, number: string, expires: number) =>
  createHmac('sha256', key).update(`${shopId}:${number}:${expires}`).digest('base64url');

/** A token proving the order `number` of the shop until `GUEST_RETURN_TOKEN_MINUTES` from now: `number.expiry.signature`. */
async function returnToken(db: Db, shopId: number, number: string): Promise<{ token: string; expires_at: string }> {
  const expires = Math.floor(Date.now() / 1000) + GUEST_RETURN_TOKEN_MINUTES * 60;
  const token = `${number}.${expires}.${tokenSignature(await serverSecret(db, 'guest_return'), shopId, number, expires)}`;
  return { token, expires_at: new Date(expires * 1000).toISOString() };
}

/** 403, not 401: a signed-in customer may use /track-order too, and the storefront ends the session on a 401. */
const invalidToken = () =>
  new ApiError(403, 'invalid_return_token', 'This return link has expired: look the order up again with its number and email.', 'token');

/** The order a return token proves (403 invalid_return_token when it is forged, of another shop, or expired). */
async function tokenOrder(db: Db, shopId: number, token: string | undefined): Promise<{ id: number; number: string; status: string; user_id: number | null }> {
  const [number = '', expiresText = '', signature = ''] = (token ?? '').split('.');
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || expires * 1000 < Date.now()) throw invalidToken();
  const expected = Buffer.from(tokenSignature(await serverSecret(db, 'guest_return'), shopId, number, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidToken();
  // An erased order (its customer deleted the account) is nobody's to return now: a token handed out before the
  // erasure stops proving anything with it.
  const { rows } = await db.query<{ id: number; number: string; status: string; user_id: number | null }>(
    'select id, number, status, user_id from orders where shop_id = $1 and number = $2 and anonymised_at is null',
    [shopId, number],
  );
  if (!rows[0]) throw invalidToken();
  return rows[0];
}

/**
 * What the lookup of a delivered order offers its visitor: the books, the open guest return if any, and a token to ask
 * for one while the period is open and no guest return is being handled. Null before delivery.
 */
export async function guestReturnOffer(db: Db, shopId: number, orderId: number, order: Order, window: ReturnWindow | null): Promise<GuestReturnOffer | null> {
  if (order.status !== 'delivered') return null;
  const { rows } = await db.query<{ id: number }>(`select id from return_requests where order_id = $1 and by_guest and ${OPEN_RETURN} order by id desc limit 1`, [
    orderId,
  ]);
  const openReturn = rows[0] ? await loadReturn(db, rows[0].id) : null;
  const granted = window?.open && !openReturn ? await returnToken(db, shopId, order.number) : null;
  return {
    token: granted?.token ?? null,
    expires_at: granted?.expires_at ?? null,
    lines: order.lines.map((line) => ({ article_id: line.article_id, title: line.title, quantity: line.quantity })),
    open_return: openReturn,
  };
}

/**
 * A visitor's return on the order their token proves: the customer's rules (delivered, within the period, up to 3
 * books, quantities within what is left), plus one open guest return per order (409 return_already_open). A return
 * on an order placed from an account is that account's too, so the customer sees it when signed in.
 */
export async function createGuestReturn(
  db: Db,
  shopId: number,
  token: string | undefined,
  body: { items: CheckoutLine[]; reason: string },
  returnWindowDays: number,
): Promise<ReturnRequest> {
  const id = await db.transaction(async (tx) => {
    const order = await tokenOrder(tx, shopId, token);
    // Serialises two submits of one order: the second sees the first's return.
    await tx.query('select 1 from orders where id = $1 for update', [order.id]);
    await assertReturnable(tx, order, returnWindowDays);
    const { rows: open } = await tx.query(`select 1 from return_requests where order_id = $1 and by_guest and ${OPEN_RETURN}`, [order.id]);
    if (open.length > 0) throw conflict('return_already_open', 'A return of this order is already being handled.', 'order_number');
    await assertReturnItems(tx, order.id, body.items, null);
    const { rows } = await tx.query<{ id: number }>(
      'insert into return_requests (shop_id, user_id, order_id, reason, by_guest) values ($1, $2, $3, $4, true) returning id',
      [shopId, order.user_id, order.id, body.reason.trim()],
    );
    const returnId = (rows[0] as { id: number }).id;
    for (const item of body.items) {
      await tx.query('insert into return_items (return_id, article_id, quantity) values ($1, $2, $3)', [returnId, item.article_id, item.quantity]);
    }
    await tx.query(`insert into return_events (return_id, status) values ($1, 'requested')`, [returnId]);
    return returnId;
  });
  return loadReturn(db, id);
}

/**
 * Attaches a photo to a guest's return of the order the token proves, while it is `requested` (404 for any other
 * return, 409 return_locked once the shop handled it) and the order returnable; the same rules as a customer's.
 */
export async function setGuestReturnPhoto(
  db: Db,
  images: ImageStore,
  shopId: number,
  token: string | undefined,
  returnId: number,
  bytes: Buffer,
  returnWindowDays: number,
): Promise<ReturnRequest> {
  const replaced = await withKeptImage(images, (keep) => db.transaction(async (tx) => {
    const order = await tokenOrder(tx, shopId, token);
    const { rows } = await tx.query<{ status: ReturnStatus }>(
      'select status from return_requests where shop_id = $1 and order_id = $2 and id = $3 and by_guest for update',
      [shopId, order.id, returnId],
    );
    if (!rows[0]) throw notFound('Return not found.');
    if (rows[0].status !== 'requested') throw conflict('return_locked', 'This return is already being handled and can no longer be changed.');
    await assertReturnable(tx, order, returnWindowDays, 'photo');
    return storeReturnPhoto(tx, keep, returnId, bytes);
  }));
  await discardImage(images, replaced);
  return loadReturn(db, returnId);
}
