import type { Currency, Language, RegisterBody, UserInfo, UserRole } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { ApiError, badRequest, conflict, notFound, tooManyRequests } from '../lib/errors';
import { decoyHash, hashPassword, verifyPassword } from '../lib/password';
import { AVATAR_TYPES, sniffImage } from '../lib/image-type';
import { isGuessablePassword } from '../lib/password-policy';
import { SESSION_DAYS, hashToken, newToken } from '../lib/tokens';
import { queueMail } from '../mail/outbox';
import { resetPasswordMail, verifyEmailMail } from '../mail/texts';
import type { Shop } from './shops';
import { listAddresses } from './addresses';
import { listPaymentReferences } from './payment-references';

/** The user behind a bearer token. */
export interface AuthUser {
  id: number;
  role: UserRole;
  language: Language;
  sessionId: number;
}

/** A users row as selected by USER_COLUMNS: the public fields of UserInfo that live on the row itself. */
type UserRow = Omit<UserInfo, 'addresses' | 'payments' | 'defaultAdd' | 'defaultPay'>;

const USER_COLUMNS =
  'id, email, first_name, last_name, image, language, currency, role, phone, email_verified_at is not null as email_verified';

/** How long the links mailed to a user stay valid. */
export const VERIFY_EMAIL_HOURS = 48;
export const RESET_PASSWORD_MINUTES = 60;
/** Reset mails sent to one account per hour at most; further requests get the same answer and send nothing. */
const RESET_MAILS_PER_HOUR = 3;
/** Sign-in throttling per email: this many failures within the window lock the email for LOGIN_LOCK_MINUTES. */
const LOGIN_MAX_FAILURES = 5;
const LOGIN_WINDOW_MINUTES = 15;
const LOGIN_LOCK_MINUTES = 15;

/** Picks the public fields (a row may carry the password hash) and adds the address book and saved cards. */
async function toUserInfo(db: Db, row: UserRow): Promise<UserInfo> {
  const { id, email, first_name, last_name, image, language, currency, role, phone, email_verified } = row;
  const book = await listAddresses(db, id);
  const cards = await listPaymentReferences(db, id);
  return {
    id,
    email,
    first_name,
    last_name,
    image,
    language,
    currency,
    role,
    phone,
    email_verified,
    addresses: book.addresses,
    payments: cards.references,
    defaultAdd: book.defaultId,
    defaultPay: cards.defaultId,
  };
}

/** Refuses a password that is too easy to guess (400 weak_password on `field`). */
function assertStrongPassword(password: string, userInputs: string[], field: string): void {
  if (isGuessablePassword(password, userInputs)) {
    throw new ApiError(400, 'weak_password', 'This password is too common or too easy to guess: choose a longer, less predictable one.', field);
  }
}

/** A new single-use link token for the user; only its digest is stored. */
async function createUserToken(db: Db, userId: number, purpose: 'verify_email' | 'reset_password', minutes: number): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into user_tokens (user_id, purpose, token_hash, expires_at) values ($1, $2, $3, now() + make_interval(mins => $4))`,
    [userId, purpose, hashToken(token), minutes],
  );
  return token;
}

/**
 * Uses a link token: marks it used and answers its user, or throws 400 invalid_token (unknown, used, expired, or
 * of another purpose or shop) on `token`. The `for update` makes two simultaneous uses take turns: one wins.
 */
async function consumeUserToken(db: Db, shopId: number, token: string, purpose: 'verify_email' | 'reset_password') {
  const { rows } = await db.query<{ id: number; user_id: number }>(
    `select t.id, t.user_id from user_tokens t join users u on u.id = t.user_id
     where t.token_hash = $1 and t.purpose = $2 and u.shop_id = $3 and t.used_at is null and t.expires_at > now()
     for update of t`,
    [hashToken(token), purpose, shopId],
  );
  const [found] = rows;
  if (!found) throw new ApiError(400, 'invalid_token', 'This link is not valid any more: it was already used, or it expired.', 'token');
  await db.query('update user_tokens set used_at = now() where id = $1', [found.id]);
  return found.user_id;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

async function openSession(db: Db, shopId: number, user: UserRow): Promise<{ token: string; user: UserInfo }> {
  const token = newToken();
  // Sessions that can no longer be used only slow the lookups down: each sign-in sweeps the user's old ones.
  await db.query('delete from sessions where user_id = $1 and (expires_at < now() or revoked_at is not null)', [user.id]);
  await db.query(
    `insert into sessions (shop_id, user_id, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(days => $4))`,
    [shopId, user.id, hashToken(token), SESSION_DAYS],
  );
  return { token, user: await toUserInfo(db, user) };
}

/**
 * Creates a customer (never an admin: the role is not taken from the request), mails the link that confirms the
 * email, and signs them in; all in one transaction.
 */
export async function register(db: Db, shop: Shop, body: RegisterBody): Promise<{ token: string; user: UserInfo }> {
  const email = normalizeEmail(body.email);
  assertStrongPassword(body.password, [email, body.first_name, body.last_name], 'password');
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>(
      `insert into users (shop_id, email, password_hash, role, first_name, last_name, language, currency)
       values ($1, $2, $3, 'customer', $4, $5, $6, $7)
       on conflict (shop_id, email) do nothing
       returning ${USER_COLUMNS}`,
      [shop.id, email, passwordHash, body.first_name.trim(), body.last_name.trim(), body.language ?? 'fr', body.currency ?? 'eur'],
    );
    const [user] = rows;
    if (!user) throw conflict('email_taken', 'An account already exists with this email.', 'email');
    await mailVerificationLink(tx, shop, user);
    return openSession(tx, shop.id, user);
  });
}

async function mailVerificationLink(db: Db, shop: Shop, user: UserRow): Promise<void> {
  const token = await createUserToken(db, user.id, 'verify_email', VERIFY_EMAIL_HOURS * 60);
  const mail = verifyEmailMail({ to: user.email, firstName: user.first_name, language: user.language, shopName: shop.name, token }, VERIFY_EMAIL_HOURS);
  await queueMail(db, shop.id, mail);
}

/** Mails a new confirmation link to a signed-in user whose email is not confirmed yet (409 when it is). */
export async function resendVerification(db: Db, shop: Shop, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>(`select ${USER_COLUMNS} from users where shop_id = $1 and id = $2`, [shop.id, userId]);
    const [user] = rows;
    if (!user) throw notFound('User not found.');
    if (user.email_verified) throw conflict('already_verified', 'This email address is already confirmed.');
    // Earlier links stop working: only the newest one is valid.
    await tx.query(`update user_tokens set used_at = now() where user_id = $1 and purpose = 'verify_email' and used_at is null`, [userId]);
    await mailVerificationLink(tx, shop, user);
  });
}

/** Confirms the email of the link's user. */
export async function verifyEmail(db: Db, shopId: number, token: string): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, shopId, token, 'verify_email');
    const { rows } = await tx.query<{ email: string }>(
      'update users set email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = $1 returning email',
      [userId],
    );
    return { email: (rows[0] as { email: string }).email };
  });
}

/**
 * Mails a reset link when the email has an account, and does nothing otherwise: the caller answers the same either
 * way, so the call cannot tell which emails have accounts. At most RESET_MAILS_PER_HOUR mails per account per hour.
 */
export async function requestPasswordReset(db: Db, shop: Shop, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    // A disabled account gets no link either (it could not sign in with the new password); the answer stays the same.
    const { rows } = await tx.query<UserRow>(
      `select ${USER_COLUMNS} from users where shop_id = $1 and email = $2 and disabled_at is null for update`,
      [shop.id, normalizeEmail(email)],
    );
    const [user] = rows;
    if (!user) return;
    const { rows: recent } = await tx.query<{ count: number }>(
      `select count(*)::int as count from user_tokens
       where user_id = $1 and purpose = 'reset_password' and created_at > now() - interval '1 hour'`,
      [user.id],
    );
    if ((recent[0]?.count ?? 0) >= RESET_MAILS_PER_HOUR) return;
    const token = await createUserToken(tx, user.id, 'reset_password', RESET_PASSWORD_MINUTES);
    const mail = resetPasswordMail({ to: user.email, firstName: user.first_name, language: user.language, shopName: shop.name, token }, RESET_PASSWORD_MINUTES);
    await queueMail(tx, shop.id, mail);
  });
}

/**
 * Sets a new password from a reset link: the link is used up, every session of the account ends (whoever had the
 * old password is signed out), other reset links stop working, and the email counts as confirmed.
 */
export async function resetPassword(db: Db, shopId: number, token: string, password: string): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, shopId, token, 'reset_password');
    const { rows } = await tx.query<{ email: string; first_name: string; last_name: string; disabled: boolean }>(
      'select email, first_name, last_name, disabled_at is not null as disabled from users where id = $1',
      [userId],
    );
    const user = rows[0] as { email: string; first_name: string; last_name: string; disabled: boolean };
    // A link mailed before the shop disabled the account must not reopen it: refused, and the link stays unused.
    if (user.disabled) throw accountDisabled();
    assertStrongPassword(password, [user.email, user.first_name, user.last_name], 'password');
    await tx.query(
      `update users set password_hash = $2, email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = $1`,
      [userId, await hashPassword(password)],
    );
    await tx.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
    await tx.query(`update user_tokens set used_at = now() where user_id = $1 and purpose = 'reset_password' and used_at is null`, [userId]);
    await tx.query('delete from login_failures where shop_id = $1 and email = $2', [shopId, user.email]);
  });
}

/**
 * Changes the password of a signed-in user who knows the current one (400 wrong_password on current_password
 * otherwise). Every other session of the account ends; the one making the change stays open.
 */
export async function changePassword(db: Db, shopId: number, user: AuthUser, current: string, next: string): Promise<void> {
  const { rows } = await db.query<{ email: string; first_name: string; last_name: string; password_hash: string }>(
    'select email, first_name, last_name, password_hash from users where shop_id = $1 and id = $2',
    [shopId, user.id],
  );
  const [found] = rows;
  if (!found) throw notFound('User not found.');
  if (!(await verifyPassword(current, found.password_hash))) {
    throw new ApiError(400, 'wrong_password', 'The current password is not correct.', 'current_password');
  }
  if (current === next) throw badRequest('The new password must differ from the current one.', 'new_password');
  assertStrongPassword(next, [found.email, found.first_name, found.last_name], 'new_password');
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.query('update users set password_hash = $2, updated_at = now() where id = $1', [user.id, passwordHash]);
    await tx.query('update sessions set revoked_at = now() where user_id = $1 and id <> $2 and revoked_at is null', [user.id, user.sessionId]);
  });
}

/** 403 account_disabled: the shop disabled this account, so it cannot sign in (nor set a password) any more. */
export function accountDisabled(): ApiError {
  return new ApiError(403, 'account_disabled', 'This account has been disabled by the shop. Please contact us if you think this is a mistake.');
}

/** 429 too_many_attempts while the email is locked after repeated failures. */
async function assertNotLocked(db: Db, shopId: number, email: string): Promise<void> {
  const { rows } = await db.query<{ seconds: number }>(
    `select ceil(extract(epoch from locked_until - now()))::int as seconds from login_failures
     where shop_id = $1 and email = $2 and locked_until > now()`,
    [shopId, email],
  );
  const [lock] = rows;
  if (lock) {
    const minutes = Math.max(1, Math.ceil(lock.seconds / 60));
    throw tooManyRequests('too_many_attempts', `Too many failed sign-ins for this email. Try again in ${minutes} minutes.`, 'email');
  }
}

/** Counts a failed sign-in; the LOGIN_MAX_FAILURES-th within the window locks the email. */
async function recordLoginFailure(db: Db, shopId: number, email: string): Promise<void> {
  await db.query(
    `insert into login_failures as f (shop_id, email, failures, first_failed_at) values ($1, $2, 1, now())
     on conflict (shop_id, email) do update set
       failures = case when f.first_failed_at < now() - make_interval(mins => $3) then 1 else f.failures + 1 end,
       first_failed_at = case when f.first_failed_at < now() - make_interval(mins => $3) then now() else f.first_failed_at end,
       locked_until = case
         when f.first_failed_at >= now() - make_interval(mins => $3) and f.failures + 1 >= $4
         then now() + make_interval(mins => $5) else null end`,
    [shopId, email, LOGIN_WINDOW_MINUTES, LOGIN_MAX_FAILURES, LOGIN_LOCK_MINUTES],
  );
}

/**
 * Same answer, and about the same time, for an unknown email and a wrong password. Throttled per email, not per
 * client address (which a client can fake or rotate): see LOGIN_MAX_FAILURES.
 */
export async function login(db: Db, shopId: number, rawEmail: string, password: string) {
  const email = normalizeEmail(rawEmail);
  await assertNotLocked(db, shopId, email);
  const { rows } = await db.query<UserRow & { password_hash: string; disabled: boolean }>(
    `select ${USER_COLUMNS}, password_hash, disabled_at is not null as disabled from users where shop_id = $1 and email = $2`,
    [shopId, email],
  );
  const [found] = rows;
  const valid = await verifyPassword(password, found?.password_hash ?? (await decoyHash()));
  if (!found || !valid) {
    await recordLoginFailure(db, shopId, email);
    throw new ApiError(401, 'invalid_credentials', 'Invalid email or password.');
  }
  // Told only to whoever knows the password, so the answer reveals nothing about the account to anyone else.
  if (found.disabled) throw accountDisabled();
  await db.query('delete from login_failures where shop_id = $1 and email = $2', [shopId, email]);
  return openSession(db, shopId, found);
}

/** A session is valid while it is neither revoked nor expired and its account is not disabled. */
export async function findSessionUser(db: Db, shopId: number, tokenHash: string): Promise<AuthUser | null> {
  const { rows } = await db.query<AuthUser>(
    `select u.id, u.role, u.language, s.id as "sessionId"
     from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1 and s.shop_id = $2 and s.revoked_at is null and s.expires_at > now() and u.disabled_at is null`,
    [tokenHash, shopId],
  );
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
}

export async function getUserInfo(db: Db, shopId: number, userId: number): Promise<UserInfo> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where shop_id = $1 and id = $2`, [
    shopId,
    userId,
  ]);
  if (!rows[0]) throw notFound('User not found.');
  return toUserInfo(db, rows[0]);
}

/** What a user may change on their own record: never the email, role, verification or password (own calls). */
export interface ProfileChanges {
  language?: Language;
  currency?: Currency;
  first_name?: string;
  last_name?: string;
  /** null clears it. */
  phone?: string | null;
}

export async function updateProfile(db: Db, shopId: number, userId: number, changes: ProfileChanges): Promise<UserInfo> {
  const { rows } = await db.query<UserRow>(
    `update users set language = coalesce($3, language), currency = coalesce($4, currency),
       first_name = coalesce($5, first_name), last_name = coalesce($6, last_name),
       phone = case when $7::boolean then $8 else phone end, updated_at = now()
     where shop_id = $1 and id = $2
     returning ${USER_COLUMNS}`,
    [
      shopId,
      userId,
      changes.language ?? null,
      changes.currency ?? null,
      changes.first_name?.trim() ?? null,
      changes.last_name?.trim() ?? null,
      changes.phone !== undefined,
      changes.phone?.trim() || null,
    ],
  );
  if (!rows[0]) throw notFound('User not found.');
  return toUserInfo(db, rows[0]);
}

/** Largest avatar accepted, in bytes. */
export const AVATAR_MAX_BYTES = 1024 * 1024;

/**
 * Replaces the user's profile picture with these bytes, whose format is read from their content (400
 * unsupported_image on `image` for anything but PNG, JPEG or WebP). The new picture gets a new random name, so
 * caches never show the old one; the old picture is deleted.
 */
export async function setAvatar(db: Db, shopId: number, userId: number, bytes: Buffer): Promise<UserInfo> {
  const extension = sniffImage(bytes);
  if (!extension) throw new ApiError(400, 'unsupported_image', 'The picture must be a PNG, JPEG or WebP image.', 'image');
  if (bytes.length > AVATAR_MAX_BYTES) throw new ApiError(413, 'payload_too_large', 'The picture must be 1 MB at most.', 'image');
  const name = `avatar-${newToken().slice(0, 32)}.${extension}`;
  await db.transaction(async (tx) => {
    await tx.query('delete from user_images where user_id = $1', [userId]);
    await tx.query('insert into user_images (name, user_id, content_type, bytes) values ($1, $2, $3, $4)', [name, userId, AVATAR_TYPES[extension], bytes]);
    await tx.query('update users set image = $3, updated_at = now() where shop_id = $1 and id = $2', [shopId, userId, name]);
  });
  return getUserInfo(db, shopId, userId);
}

/** Removes the user's profile picture. */
export async function removeAvatar(db: Db, shopId: number, userId: number): Promise<UserInfo> {
  await db.transaction(async (tx) => {
    await tx.query('delete from user_images where user_id = $1', [userId]);
    await tx.query('update users set image = null, updated_at = now() where shop_id = $1 and id = $2', [shopId, userId]);
  });
  return getUserInfo(db, shopId, userId);
}
