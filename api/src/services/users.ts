import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Currency, type Language, type LoginBody, type RegisterBody, type UserInfo, type UserRole } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { ApiError, badRequest, conflict, notFound } from '../lib/errors';
import type { Limits } from '../limits';
import { decoyHash, hashPassword, verifyPassword } from '../lib/password';
import { AVATAR_TYPES, sniffImage } from '../lib/image-type';
import { discardImage, withKeptImage, type ImageStore } from './images';
import { isGuessablePassword } from '../lib/password-policy';
import { SESSION_DAYS, hashToken, newToken } from '../lib/tokens';
import { queueMail } from '../mail/outbox';
import { confirmedName, loginLockedMail, resetPasswordMail, verifyEmailMail } from '../mail/texts';
import type { Shop } from './shops';
import { listAddresses } from './addresses';
import { listPaymentReferences } from './payment-references';
import { heldSeconds, hit, hold, reset, tooMany, unhit } from './throttle';

/** The user behind a bearer token. */
export interface AuthUser {
  id: number;
  role: UserRole;
  language: Language;
  sessionId: number;
}

/** A users row as selected by USER_COLUMNS: the public fields of UserInfo that live on the row itself. */
export type UserRow = Omit<UserInfo, 'addresses' | 'payments' | 'defaultAdd' | 'defaultPay'>;

export const USER_COLUMNS =
  'id, email, first_name, last_name, image, language, currency, role, phone, email_verified_at is not null as email_verified';

/** How long the links mailed to a user stay valid. */
export const VERIFY_EMAIL_HOURS = 48;
export const RESET_PASSWORD_MINUTES = 60;

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
async function createUserToken(db: Db, userId: number, purpose: 'verify_email' | 'reset_password' | 'unlock_login', minutes: number): Promise<string> {
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

/** Opens a session for the user (the bearer token and the user as SessionAnswer gives them). */
export async function openSession(db: Db, shopId: number, user: UserRow): Promise<{ token: string; user: UserInfo }> {
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

/**
 * Creates an admin account of the shop, its email counted as confirmed (the person running the command owns it):
 * how a shop on a real database gets its first admin (`npm run admin:create`). The same password rules as sign-up.
 */
export async function createAdmin(db: Db, shopId: number, input: { email: string; password: string; first_name: string; last_name: string }): Promise<{ id: number; email: string }> {
  const email = normalizeEmail(input.email);
  if (!EMAIL_PATTERN.test(email) || email.length > 254) throw badRequest('This is not a valid email address.', 'email');
  if (input.password.length < PASSWORD_MIN_LENGTH || input.password.length > PASSWORD_MAX_LENGTH) {
    throw badRequest(`The password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`, 'password');
  }
  assertStrongPassword(input.password, [email, input.first_name, input.last_name], 'password');
  const { rows } = await db.query<{ id: number; email: string }>(
    `insert into users (shop_id, email, password_hash, role, first_name, last_name, email_verified_at)
     values ($1, $2, $3, 'admin', $4, $5, now())
     on conflict (shop_id, email) do nothing
     returning id, email`,
    [shopId, email, await hashPassword(input.password), input.first_name.trim(), input.last_name.trim()],
  );
  if (!rows[0]) throw conflict('email_taken', 'An account already exists with this email.', 'email');
  return rows[0];
}

async function mailVerificationLink(db: Db, shop: Shop, user: UserRow): Promise<void> {
  const token = await createUserToken(db, user.id, 'verify_email', VERIFY_EMAIL_HOURS * 60);
  const mail = verifyEmailMail({ to: user.email, language: user.language, shopName: shop.name, token }, VERIFY_EMAIL_HOURS);
  await queueMail(db, shop.id, mail);
}

/**
 * Mails a new confirmation link to a signed-in user whose email is not confirmed yet (409 when it is), at most
 * `limits.verificationMailsPerAccount` times (429 too_many_mails): the link goes to the account's own address, but
 * without a limit the call would still flood that inbox on anyone's behalf.
 */
export async function resendVerification(db: Db, shop: Shop, limits: Limits, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>(`select ${USER_COLUMNS} from users where shop_id = $1 and id = $2 for update`, [shop.id, userId]);
    const [user] = rows;
    if (!user) throw notFound('User not found.');
    if (user.email_verified) throw conflict('already_verified', 'This email address is already confirmed.');
    const sent = await hit(tx, 'verificationMailsPerAccount', String(userId), limits.verificationMailsPerAccount);
    if (!sent.allowed) {
      throw tooMany('too_many_mails', (minutes) => `A confirmation link was mailed several times already. Try again in ${minutes} minutes.`, sent);
    }
    // Earlier links stop working: only the newest one is valid.
    await tx.query(`update user_tokens set used_at = now() where user_id = $1 and purpose = 'verify_email' and used_at is null`, [userId]);
    await mailVerificationLink(tx, shop, user);
  });
}

/**
 * Confirms the email of the link's user. The link proves the mailbox, not who chose the account's password: anyone
 * may sign up with someone else's address. So when the link of an account that has a password and was never
 * confirmed comes without a session of that account (`caller`: whoever holds one knew the password, so the
 * password's author has the mailbox), the account is handed to the mailbox's owner as a pre-registration
 * (`securePreRegisteredAccount`) and a reset link is mailed for them to choose a password: `cleared` says so.
 */
export async function verifyEmail(db: Db, shop: Shop, images: ImageStore, token: string, caller: AuthUser | null): Promise<{ email: string; cleared: boolean }> {
  let removedPictures: string[] = [];
  const verified = await db.transaction(async (tx) => {
    const userId = await consumeUserToken(tx, shop.id, token, 'verify_email');
    const { rows } = await tx.query<UserRow & { password: boolean; disabled: boolean }>(
      `select ${USER_COLUMNS}, password_hash is not null as password, disabled_at is not null as disabled from users where id = $1 for update`,
      [userId],
    );
    const user = rows[0] as UserRow & { password: boolean; disabled: boolean };
    if (user.email_verified || !user.password || caller?.id === userId) {
      await tx.query('update users set email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = $1', [userId]);
      return { email: user.email, cleared: false };
    }
    removedPictures = await securePreRegisteredAccount(tx, userId);
    // As requestPasswordReset: a disabled account gets no link (it could not sign in with the new password).
    if (!user.disabled) {
      const reset = await createUserToken(tx, userId, 'reset_password', RESET_PASSWORD_MINUTES);
      const mail = resetPasswordMail({ to: user.email, firstName: confirmedName(user), language: user.language, shopName: shop.name, token: reset }, RESET_PASSWORD_MINUTES);
      await queueMail(tx, shop.id, mail);
    }
    return { email: user.email, cleared: true };
  });
  await Promise.all(removedPictures.map((key) => discardImage(images, key)));
  return verified;
}

/**
 * Hands an account whose email nobody had confirmed to the mailbox's owner, who just proved it (a confirmation link
 * opened without the account's session, or a Google sign-in vouching for the email): whoever signed up may be someone
 * else, who chose the password to share the account and filled it to be used (a delivery address of theirs as the
 * default). So the email counts as confirmed, the password goes (the owner sets one through recovery), every session
 * ends, reset links stop working, and what was entered before the confirmation goes: address book, saved cards,
 * wishlist, cart, back-in-stock requests, phone and picture. Orders and reviews stay (orders are accounting records).
 * Run inside the caller's transaction, the user's row locked. Answers the bucket keys of the pictures it removed, for
 * the caller to delete once the transaction has committed (`discardImage`).
 */
export async function securePreRegisteredAccount(tx: Db, userId: number): Promise<string[]> {
  await tx.query(
    'update users set password_hash = null, phone = null, image = null, email_verified_at = now(), updated_at = now() where id = $1',
    [userId],
  );
  await tx.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
  await voidResetLinks(tx, userId);
  for (const table of ['addresses', 'payment_references', 'favorites', 'cart_lines', 'stock_alerts']) {
    await tx.query(`delete from ${table} where user_id = $1`, [userId]);
  }
  const { rows: pictures } = await tx.query<{ object_key: string | null }>('delete from user_images where user_id = $1 returning object_key', [userId]);
  return pictures.flatMap((picture) => (picture.object_key ? [picture.object_key] : []));
}

/**
 * Mails a reset link when the email has an account, and does nothing otherwise: the caller answers the same either
 * way, so the call cannot tell which emails have accounts. At most `limits.resetMailsPerAccount` mails per account.
 */
export async function requestPasswordReset(db: Db, shop: Shop, limits: Limits, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    // A disabled account gets no link either (it could not sign in with the new password); the answer stays the same.
    const { rows } = await tx.query<UserRow>(
      `select ${USER_COLUMNS} from users where shop_id = $1 and email = $2 and disabled_at is null for update`,
      [shop.id, normalizeEmail(email)],
    );
    const [user] = rows;
    if (!user) return;
    if (!(await hit(tx, 'resetMailsPerAccount', String(user.id), limits.resetMailsPerAccount)).allowed) return;
    const token = await createUserToken(tx, user.id, 'reset_password', RESET_PASSWORD_MINUTES);
    const mail = resetPasswordMail({ to: user.email, firstName: confirmedName(user), language: user.language, shopName: shop.name, token }, RESET_PASSWORD_MINUTES);
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
    await voidResetLinks(tx, userId);
    // Whoever proved they own the mailbox may sign in again at once, even if someone had locked the account.
    await reset(tx, 'loginPerAccount', loginAccountKey(shopId, user.email));
  });
}

/** Reset links mailed earlier stop working: the password they were meant to replace has changed. */
export async function voidResetLinks(db: Db, userId: number): Promise<void> {
  await db.query(`update user_tokens set used_at = now() where user_id = $1 and purpose = 'reset_password' and used_at is null`, [userId]);
}

/**
 * Changes the password of a signed-in user who knows the current one (400 wrong_password on current_password
 * otherwise). Each try is counted as a sign-in of the account from this client (the same limits, 429 past them): a
 * session left open must not become a way to guess the password. Every other session of the account ends; the one
 * making the change stays open. An account without a password (409 no_password) gets its first one through password
 * recovery only: a session alone, perhaps left open on a shared computer, must not be enough to add a way in that
 * outlives it.
 */
export async function changePassword(db: Db, shop: Shop, limits: Limits, client: string, user: AuthUser, current: string, next: string): Promise<void> {
  const { rows } = await db.query<{ email: string; first_name: string; last_name: string; password_hash: string | null }>(
    'select email, first_name, last_name, password_hash from users where shop_id = $1 and id = $2',
    [shop.id, user.id],
  );
  const [found] = rows;
  if (!found) throw notFound('User not found.');
  if (found.password_hash === null) {
    throw conflict('no_password', 'This account has no password yet: set one through the "forgotten password" link, which mails you a link.');
  }
  await checkPassword(db, { shop, limits, email: found.email, client, field: 'current_password' }, found.password_hash, current);
  if (current === next) throw badRequest('The new password must differ from the current one.', 'new_password');
  assertStrongPassword(next, [found.email, found.first_name, found.last_name], 'new_password');
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    await tx.query('update users set password_hash = $2, updated_at = now() where id = $1', [user.id, passwordHash]);
    await tx.query('update sessions set revoked_at = now() where user_id = $1 and id <> $2 and revoked_at is null', [user.id, user.sessionId]);
    await voidResetLinks(tx, user.id);
  });
}

/** 403 account_disabled: the shop disabled this account, so it cannot sign in (nor set a password) any more. */
export function accountDisabled(): ApiError {
  return new ApiError(403, 'account_disabled', 'This account has been disabled by the shop. Please contact us if you think this is a mistake.');
}

const loginAccountKey = (shopId: number, email: string) => `${shopId}:${email}`;

const lockedMessage = (minutes: number) => `Too many sign-in attempts for this email. Try again in ${minutes} minutes.`;
const sprayMessage = (minutes: number) => `Too many sign-in attempts from your connection. Please try again in ${minutes} minutes.`;

/** How long the link mailed to an account's owner when its sign-ins are under attack lifts the waits. */
export const UNLOCK_LOGIN_HOURS = 24;

/** One password check of an account, as its counters know it. */
export interface PasswordTry {
  shop: Shop;
  limits: Limits;
  /** The account's email, normalised. */
  email: string;
  /** The client's key (`request.client`). */
  client: string;
  /** The field a refusal names (`email` on the sign-in form, `current_password` on the password change). */
  field: string;
}

const tryKeys = ({ shop, email, client }: PasswordTry) => {
  const account = loginAccountKey(shop.id, email);
  return { account, accountClient: `${account}:${client}`, client: `${shop.id}:${client}` };
};

/**
 * Counts a password check before the password is checked, so parallel attempts cannot all slip under the limits:
 * `loginAnyAccountPerClient` for the client whatever the account (spraying one password over many accounts), then
 * `loginPerClient` for this account from this client. Past `loginPerAccount` (all clients together) the account is
 * under attack: its owner is mailed once, with a link that lifts the waits, and a client that fails from then on is
 * held (`loginHoldMinutes`); a client that has not failed is not, so nobody can keep the owner out. `unlocked` (the
 * owner came through that link) skips the holds and the ceiling. Answers whether the account is past its ceiling.
 */
async function countPasswordTry(db: Db, attempt: PasswordTry, unlocked = false): Promise<{ underAttack: boolean }> {
  const { shop, limits, email, field } = attempt;
  const keys = tryKeys(attempt);
  const anyAccount = await hit(db, 'loginAnyAccountPerClient', keys.client, limits.loginAnyAccountPerClient);
  if (!anyAccount.allowed) throw tooMany('too_many_attempts', sprayMessage, anyAccount, field);
  const fromClient = await hit(db, 'loginPerClient', keys.accountClient, limits.loginPerClient);
  if (!fromClient.allowed) throw tooMany('too_many_attempts', lockedMessage, fromClient, field);
  if (unlocked) return { underAttack: false };
  const held = await heldSeconds(db, 'loginHold', keys.accountClient);
  if (held > 0) throw tooMany('too_many_attempts', lockedMessage, held, field);
  const overall = await hit(db, 'loginPerAccount', keys.account, limits.loginPerAccount);
  if (overall.count === limits.loginPerAccount.max + 1) await mailUnderAttack(db, shop, email, limits.loginHoldMinutes);
  return { underAttack: !overall.allowed };
}

/**
 * Checks the password of a signed-in account (the password change, the account's deletion) as a sign-in is checked:
 * counted first under the same limits (429 too_many_attempts on `attempt.field`), then 400 wrong_password on that
 * field. A session left open must not become a way to guess the password.
 */
export async function checkPassword(db: Db, attempt: PasswordTry, passwordHash: string, password: string): Promise<void> {
  const { underAttack } = await countPasswordTry(db, attempt);
  if (!(await verifyPassword(password, passwordHash))) {
    await passwordTryFailed(db, attempt, underAttack);
    throw new ApiError(400, 'wrong_password', 'The password is not correct.', attempt.field);
  }
  await passwordTrySucceeded(db, attempt);
}

/** A wrong password: past the account's ceiling, the client that sent it waits `loginHoldMinutes`. */
async function passwordTryFailed(db: Db, attempt: PasswordTry, underAttack: boolean): Promise<void> {
  if (underAttack) await hold(db, 'loginHold', tryKeys(attempt).accountClient, attempt.limits.loginHoldMinutes);
}

/** The right password: none of the counts stands against the owner any more, and the try is given back. */
async function passwordTrySucceeded(db: Db, attempt: PasswordTry): Promise<void> {
  const keys = tryKeys(attempt);
  await unhit(db, 'loginAnyAccountPerClient', keys.client);
  await reset(db, 'loginPerClient', keys.accountClient);
  await reset(db, 'loginHold', keys.accountClient);
  await reset(db, 'loginPerAccount', keys.account);
}

/** Mails the owner (when the email has an account) that sign-ins fail from many places, with a link that lifts the waits. */
async function mailUnderAttack(db: Db, shop: Shop, email: string, holdMinutes: number): Promise<void> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from users where shop_id = $1 and email = $2`, [shop.id, email]);
  const [owner] = rows;
  if (!owner) return;
  const token = await createUserToken(db, owner.id, 'unlock_login', UNLOCK_LOGIN_HOURS * 60);
  const mail = loginLockedMail({ to: owner.email, firstName: confirmedName(owner), language: owner.language, shopName: shop.name, token }, holdMinutes, UNLOCK_LOGIN_HOURS);
  await queueMail(db, shop.id, mail);
}

/**
 * Whether `token` is an unused, unexpired unlock link of the account of `email` (400 invalid_token on `unlock`
 * otherwise). Read here, used up only by a successful sign-in.
 */
async function unlockTokenId(db: Db, shopId: number, email: string, token: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `select t.id from user_tokens t join users u on u.id = t.user_id
     where t.token_hash = $1 and t.purpose = 'unlock_login' and u.shop_id = $2 and u.email = $3 and t.used_at is null and t.expires_at > now()`,
    [hashToken(token), shopId, email],
  );
  if (!rows[0]) throw new ApiError(400, 'invalid_token', 'This link is not valid any more: it was already used, or it expired.', 'unlock');
  return rows[0].id;
}

/**
 * Same answer, and about the same time, for an unknown email and a wrong password (attempts on unknown emails are
 * counted too, so a wait tells nothing about which accounts exist). `unlock`, the token of the link mailed to an
 * owner whose account is under attack, lifts the waits strangers caused; a successful sign-in uses it up and clears
 * every count of the account.
 */
export async function login(db: Db, shop: Shop, limits: Limits, client: string, body: LoginBody) {
  const email = normalizeEmail(body.email);
  const unlockId = body.unlock === undefined ? null : await unlockTokenId(db, shop.id, email, body.unlock);
  const attempt: PasswordTry = { shop, limits, email, client, field: 'email' };
  const { underAttack } = await countPasswordTry(db, attempt, unlockId !== null);
  const { rows } = await db.query<UserRow & { password_hash: string | null; disabled: boolean }>(
    `select ${USER_COLUMNS}, password_hash, disabled_at is not null as disabled from users where shop_id = $1 and email = $2`,
    [shop.id, email],
  );
  const [found] = rows;
  // An account without a password (created by a Google sign-in) is checked against the decoy too: the same answer,
  // in the same time, as a wrong password, so the call tells nobody how an account signs in.
  const valid = await verifyPassword(body.password, found?.password_hash ?? (await decoyHash()));
  if (!found || found.password_hash === null || !valid) {
    await passwordTryFailed(db, attempt, underAttack);
    throw new ApiError(401, 'invalid_credentials', 'Invalid email or password.');
  }
  // Told only to whoever knows the password, so the answer reveals nothing about the account to anyone else.
  if (found.disabled) throw accountDisabled();
  await passwordTrySucceeded(db, attempt);
  if (unlockId !== null) await db.query('update user_tokens set used_at = now() where id = $1', [unlockId]);
  return openSession(db, shop.id, found);
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
export async function setAvatar(db: Db, images: ImageStore, shopId: number, userId: number, bytes: Buffer): Promise<UserInfo> {
  const extension = sniffImage(bytes);
  if (!extension) throw new ApiError(400, 'unsupported_image', 'The picture must be a PNG, JPEG or WebP image.', 'image');
  if (bytes.length > AVATAR_MAX_BYTES) throw new ApiError(413, 'payload_too_large', 'The picture must be 1 MB at most.', 'image');
  const name = `avatar-${newToken().slice(0, 32)}.${extension}`;
  const replaced = await withKeptImage(images, (keep) => db.transaction(async (tx) => {
    const kept = await keep('avatars', bytes, AVATAR_TYPES[extension]);
    const { rows: old } = await tx.query<{ object_key: string | null }>('delete from user_images where user_id = $1 returning object_key', [userId]);
    await tx.query('insert into user_images (name, user_id, content_type, bytes, object_key) values ($1, $2, $3, $4, $5)', [
      name,
      userId,
      AVATAR_TYPES[extension],
      kept.bytes,
      kept.objectKey,
    ]);
    await tx.query('update users set image = $3, updated_at = now() where shop_id = $1 and id = $2', [shopId, userId, name]);
    return old;
  }));
  await Promise.all(replaced.map((row) => discardImage(images, row.object_key)));
  return getUserInfo(db, shopId, userId);
}

/** Removes the user's profile picture (and its object, once committed). */
export async function removeAvatar(db: Db, images: ImageStore, shopId: number, userId: number): Promise<UserInfo> {
  const removed = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ object_key: string | null }>('delete from user_images where user_id = $1 returning object_key', [userId]);
    await tx.query('update users set image = null, updated_at = now() where shop_id = $1 and id = $2', [shopId, userId]);
    return rows;
  });
  await Promise.all(removed.map((row) => discardImage(images, row.object_key)));
  return getUserInfo(db, shopId, userId);
}
