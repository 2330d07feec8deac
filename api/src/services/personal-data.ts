import type { AccountDeletionBody, Language, Order, PersonalDataExport } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { isoDate } from '../lib/dates';
import { ApiError, conflict, notFound } from '../lib/errors';
import type { GoogleTokenVerifier } from '../lib/google-id-token';
import type { Limits } from '../limits';
import { queueMail } from '../mail/outbox';
import { accountDeletedMail, confirmedName } from '../mail/texts';
import { detachCardPaymentMethod } from '../payments/card';
import type { PaymentConfig } from '../payments/config';
import { listUserReturns, listUserReviews, refreshAverageRate } from './after-sales';
import { listCustomerGiftCards } from './gift-cards';
import { loadOrder } from './orders';
import type { Shop } from './shops';
import { listSignInMethods, verifiedGoogleIdentity } from './social-sign-in';
import { checkPassword, getUserInfo, type AuthUser } from './users';
import { discardImage, type ImageStore } from './images';

/*
 * The customer's rights over their data (GDPR art. 15, 17 and 20): a copy of everything the shop holds about the
 * account, and its erasure. Erasure keeps what the law makes the shop keep (orders and invoices, for ten years:
 * Code de commerce L123-22) without the person: the orders' email, names, phone and address become neutral values.
 * Reviews are removed rather than anonymised: an opinion signed "Camille D." is personal, and a review kept under no
 * name could no longer be answered for by anyone.
 */

/** What an anonymised order's email reads: a reserved domain (RFC 2606), so nothing is ever sent there. */
export const ERASED_EMAIL = 'anonyme@erased.invalid';

/**
 * Whether the account's records include those kept under its email alone (contact messages, newsletter, a guest's
 * back-in-stock requests, mails): only once the email is confirmed, for the export and the erasure alike.
 */
const ownsMailbox = (account: { email_verified: boolean }): boolean => account.email_verified;

/** Everything the shop holds about the signed-in customer, as one JSON document (GET /users/me/personal-data). */
export async function exportPersonalData(db: Db, shop: Shop, user: AuthUser, returnWindowDays: number): Promise<PersonalDataExport> {
  const info = await getUserInfo(db, shop.id, user.id);
  const { rows: accounts } = await db.query<{ created_at: Date | string }>('select created_at from users where shop_id = $1 and id = $2', [shop.id, user.id]);
  const account = accounts[0];
  if (!account) throw notFound('User not found.');
  const methods = await listSignInMethods(db, shop.id, user.id);
  const { rows: cards } = await db.query<{ provider: string; label: string; is_default: boolean; created_at: Date | string }>(
    'select provider, label, is_default, created_at from payment_references where user_id = $1 order by created_at, id',
    [user.id],
  );
  const { rows: orderIds } = await db.query<{ id: number }>('select id from orders where shop_id = $1 and user_id = $2 order by created_at, id', [
    shop.id,
    user.id,
  ]);
  const orders: Order[] = [];
  for (const row of orderIds) orders.push(await loadOrder(db, row.id, returnWindowDays));
  const { rows: wishlist } = await db.query<{ article_id: number; title: string; created_at: Date | string }>(
    `select f.article_id, a.title, f.created_at from favorites f join articles a on a.id = f.article_id
     where f.shop_id = $1 and f.user_id = $2 order by f.created_at, f.id`,
    [shop.id, user.id],
  );
  const { rows: cart } = await db.query<{ article_id: number; title: string; quantity: number }>(
    `select c.article_id, a.title, c.quantity from cart_lines c join articles a on a.id = c.article_id
     where c.shop_id = $1 and c.user_id = $2 order by c.created_at, c.id`,
    [shop.id, user.id],
  );
  // Records kept by email only (a guest's) are the account's once it proved it owns that mailbox: anyone may sign up
  // with someone else's address, and must not read what its owner wrote. Until then, its own records only.
  const byEmail = ownsMailbox(info);
  const { rows: newsletter } = await db.query<{ created_at: Date | string }>(
    'select created_at from newsletter_subscriptions where shop_id = $1 and email = $2 and $3::boolean',
    [shop.id, info.email, byEmail],
  );
  const { rows: messages } = await db.query<{ subject: string; message: string; created_at: Date | string }>(
    'select subject, message, created_at from contact_messages where shop_id = $1 and email = $2 and $3::boolean order by created_at, id',
    [shop.id, info.email, byEmail],
  );
  // Back-in-stock requests asked signed in, and (email confirmed) those asked as a guest with the account's email.
  const { rows: stockAlerts } = await db.query<{ article_id: number; title: string; created_at: Date | string; notified_at: Date | string | null }>(
    `select s.article_id, a.title, s.created_at, s.notified_at from stock_alerts s join articles a on a.id = s.article_id
     where s.shop_id = $1 and (s.user_id = $2 or ($4::boolean and s.email = $3)) order by s.created_at, s.id`,
    [shop.id, user.id, info.email, byEmail],
  );
  const { rows: sessions } = await db.query<{ id: number; created_at: Date | string; expires_at: Date | string; revoked_at: Date | string | null }>(
    'select id, created_at, expires_at, revoked_at from sessions where shop_id = $1 and user_id = $2 order by created_at, id',
    [shop.id, user.id],
  );
  return {
    exported_at: new Date().toISOString(),
    shop: shop.name,
    profile: {
      id: info.id,
      email: info.email,
      first_name: info.first_name,
      last_name: info.last_name,
      phone: info.phone,
      language: info.language,
      currency: info.currency,
      email_verified: info.email_verified,
      created_at: isoDate(account.created_at),
      image: info.image,
    },
    sign_in: { password: methods.password, identities: methods.identities.map(({ provider, email, linked_at }) => ({ provider, email, linked_at })) },
    addresses: info.addresses,
    saved_cards: cards.map((card) => ({ provider: card.provider, label: card.label, is_default: card.is_default, created_at: isoDate(card.created_at) })),
    orders,
    returns: await listUserReturns(db, shop.id, user.id),
    reviews: await listUserReviews(db, shop.id, user.id),
    wishlist: wishlist.map((row) => ({ article_id: row.article_id, title: row.title, added_at: isoDate(row.created_at) })),
    cart,
    newsletter: { subscribed: newsletter.length > 0, since: newsletter[0] ? isoDate(newsletter[0].created_at) : null },
    contact_messages: messages.map((row) => ({ subject: row.subject, message: row.message, created_at: isoDate(row.created_at) })),
    stock_alerts: stockAlerts.map((row) => ({
      article_id: row.article_id,
      title: row.title,
      asked_at: isoDate(row.created_at),
      notified_at: row.notified_at === null ? null : isoDate(row.notified_at),
    })),
    sessions: sessions.map((row) => ({
      created_at: isoDate(row.created_at),
      expires_at: isoDate(row.expires_at),
      revoked_at: row.revoked_at === null ? null : isoDate(row.revoked_at),
      current: row.id === user.sessionId,
    })),
    gift_cards: await listCustomerGiftCards(db, shop.id, user.id),
  };
}

export interface DeletionContext {
  payments: PaymentConfig;
  verifyGoogleToken: GoogleTokenVerifier;
  /** The sign-in limits: a wrong password here counts as a failed sign-in, so a session left open cannot be used to guess it. */
  limits: Limits;
  /** The client's key (`request.client`). */
  client: string;
  /** Where uploaded images are kept: the account's return photos and avatar leave the bucket with it. */
  images?: ImageStore;
}

/*
 * Refusals are 403, never 401: the caller's session is fine, and the storefront ends the session on any 401 of a call
 * made with it.
 */
const reauthenticationFailed = (field: string) =>
  new ApiError(403, 'reauthentication_failed', 'Sign in again with the Google account linked to this account to delete it.', field);

/**
 * Proves the person at the keyboard owns the account: its password, or for an account without one a fresh Google
 * sign-in (nonce from POST /auth/google/nonce) of a Google account linked to it.
 */
async function reauthenticate(db: Db, shop: Shop, context: DeletionContext, user: { id: number; email: string; password_hash: string | null }, body: AccountDeletionBody): Promise<void> {
  if ('password' in body) {
    if (user.password_hash === null) throw conflict('no_password', 'This account has no password: confirm with Google instead.', 'password');
    await checkPassword(db, { shop, limits: context.limits, email: user.email, client: context.client, field: 'password' }, user.password_hash, body.password);
    return;
  }
  const identity = await verifiedGoogleIdentity(db, shop, context.verifyGoogleToken, body).catch((failure: unknown) => {
    // An expired or replayed Google sign-in is a refused proof, not an ended session (see above).
    if (failure instanceof ApiError && failure.statusCode === 401) throw new ApiError(403, failure.code, failure.message, 'credential');
    throw failure;
  });
  const { rows } = await db.query("select 1 from user_identities where shop_id = $1 and user_id = $2 and provider = 'google' and subject = $3", [
    shop.id,
    user.id,
    identity.subject,
  ]);
  if (rows.length === 0) throw reauthenticationFailed('credential');
}

/**
 * Deletes the signed-in customer's account (GDPR art. 17) once they proved it is theirs; staff accounts cannot (403
 * staff_account: an admin is removed by another admin, with the audit log). Saved cards are detached at the provider
 * first (502 and nothing changes when it fails). Then, in one transaction: the orders stay for the accounts with their
 * personal fields replaced by neutral values (and returns, which name no one once the account is gone); return
 * photos, reviews (the books' ratings recomputed) go, and, when the email is confirmed, the newsletter subscription,
 * contact messages, a guest's back-in-stock requests and mail of that email (otherwise they may be someone else's); removing the user row takes sessions, addresses, saved cards, wishlist, cart, reset and confirmation
 * links, Google links and the profile picture with it (foreign keys). A last mail tells the owner. The email may open a
 * new account afterwards.
 */
export async function deleteAccount(db: Db, shop: Shop, context: DeletionContext, authUser: AuthUser, body: AccountDeletionBody): Promise<void> {
  const { rows } = await db.query<{
    id: number;
    email: string;
    email_verified: boolean;
    first_name: string;
    language: Language;
    role: string;
    password_hash: string | null;
  }>(
    'select id, email, email_verified_at is not null as email_verified, first_name, language, role, password_hash from users where shop_id = $1 and id = $2',
    [shop.id, authUser.id],
  );
  const user = rows[0];
  if (!user) throw notFound('User not found.');
  if (user.role !== 'customer') {
    throw new ApiError(403, 'staff_account', 'A staff account cannot delete itself: another administrator removes it.');
  }
  await reauthenticate(db, shop, context, user, body);

  const { rows: cards } = await db.query<{ provider_ref: string }>("select provider_ref from payment_references where user_id = $1 and provider = 'card'", [
    user.id,
  ]);
  for (const card of cards) await detachCardPaymentMethod(context.payments, card.provider_ref);

  const objects = await db.transaction(async (tx) => {
    // Holds the account against a concurrent order or sign-in while it goes.
    const { rows: locked } = await tx.query('select 1 from users where id = $1 for update', [user.id]);
    if (locked.length === 0) throw notFound('User not found.');
    await tx.query(
      `update orders set email = $2, ship_first_name = '', ship_last_name = '', ship_phone = '', ship_address = '',
         ship_address_extra = '', ship_city = '', ship_postal_code = '', idempotency_scope = 'erased:' || id::text,
         anonymised_at = now(), updated_at = now()
       where user_id = $1`,
      [user.id, ERASED_EMAIL],
    );
    // Coupon uses keep their customer key (a keyed hash of the mailbox, services/coupons.ts): a per-customer limit
    // would otherwise start again for the same mailbox registered anew. The privacy texts say it is kept.
    // A return photo may show a home or a face; the return itself stays with its order.
    const { rows: photos } = await tx.query<{ object_key: string | null }>(
      'delete from return_photos where return_id in (select id from return_requests where user_id = $1) returning object_key',
      [user.id],
    );
    const { rows: avatars } = await tx.query<{ object_key: string | null }>('delete from user_images where user_id = $1 returning object_key', [user.id]);
    const { rows: reviewed } = await tx.query<{ article_id: number }>('delete from reviews where user_id = $1 returning article_id', [user.id]);
    for (const review of reviewed) await refreshAverageRate(tx, review.article_id);
    // Kept by email only: another person's (a guest's) until the account proved it owns that mailbox, so they stay.
    // Back-in-stock requests asked signed in go with the user row either way.
    if (ownsMailbox(user)) {
      await tx.query('delete from newsletter_subscriptions where shop_id = $1 and email = $2', [shop.id, user.email]);
      await tx.query('delete from contact_messages where shop_id = $1 and email = $2', [shop.id, user.email]);
      await tx.query('delete from stock_alerts where shop_id = $1 and email = $2', [shop.id, user.email]);
      await tx.query('delete from mail_outbox where shop_id = $1 and to_address = $2', [shop.id, user.email]);
    }
    await tx.query('delete from users where id = $1', [user.id]);
    await queueMail(tx, shop.id, accountDeletedMail({ to: user.email, firstName: confirmedName(user), language: user.language, shopName: shop.name }));
    return [...photos, ...avatars].map((row) => row.object_key);
  });
  // Once committed: what the bucket held of the account goes too.
  if (context.images) await Promise.all(objects.map((key) => discardImage(context.images as ImageStore, key)));
}
