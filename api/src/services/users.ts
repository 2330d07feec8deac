import type { Currency, Language, RegisterBody, UserInfo, UserRole } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { ApiError, conflict, notFound } from '../lib/errors';
import { decoyHash, hashPassword, verifyPassword } from '../lib/password';
import { SESSION_DAYS, hashToken, newToken } from '../lib/tokens';

/** The user behind a bearer token. */
export interface AuthUser {
  id: number;
  role: UserRole;
  language: Language;
  sessionId: number;
}

/** A users row as selected by USER_COLUMNS: the public fields of UserInfo that live on the row itself. */
type UserRow = Omit<UserInfo, 'addresses' | 'payments' | 'defaultAdd' | 'defaultPay'>;

const USER_COLUMNS = 'id, email, first_name, last_name, image, language, currency, role';

/** Picks the public fields (a row may carry the password hash). Addresses and payments have no calls yet. */
function toUserInfo(row: UserRow): UserInfo {
  const { id, email, first_name, last_name, image, language, currency, role } = row;
  return {
    id,
    email,
    first_name,
    last_name,
    image,
    language,
    currency,
    role,
    addresses: [],
    payments: [],
    defaultAdd: null,
    defaultPay: null,
  };
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
  return { token, user: toUserInfo(user) };
}

/** Creates a customer (never an admin: the role is not taken from the request) and signs them in. */
export async function register(db: Db, shopId: number, body: RegisterBody): Promise<{ token: string; user: UserInfo }> {
  const passwordHash = await hashPassword(body.password);
  const { rows } = await db.query<UserRow>(
    `insert into users (shop_id, email, password_hash, role, first_name, last_name, language, currency)
     values ($1, $2, $3, 'customer', $4, $5, $6, $7)
     on conflict (shop_id, email) do nothing
     returning ${USER_COLUMNS}`,
    [
      shopId,
      normalizeEmail(body.email),
      passwordHash,
      body.first_name.trim(),
      body.last_name.trim(),
      body.language ?? 'fr',
      body.currency ?? 'eur',
    ],
  );
  const [user] = rows;
  if (!user) throw conflict('email_taken', 'An account already exists with this email.', 'email');
  return openSession(db, shopId, user);
}

/** Same answer, and about the same time, for an unknown email and a wrong password. */
export async function login(db: Db, shopId: number, email: string, password: string) {
  const { rows } = await db.query<UserRow & { password_hash: string }>(
    `select ${USER_COLUMNS}, password_hash from users where shop_id = $1 and email = $2`,
    [shopId, normalizeEmail(email)],
  );
  const [found] = rows;
  const valid = await verifyPassword(password, found?.password_hash ?? (await decoyHash()));
  if (!found || !valid) throw new ApiError(401, 'invalid_credentials', 'Invalid email or password.');
  return openSession(db, shopId, found);
}

export async function findSessionUser(db: Db, shopId: number, tokenHash: string): Promise<AuthUser | null> {
  const { rows } = await db.query<AuthUser>(
    `select u.id, u.role, u.language, s.id as "sessionId"
     from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1 and s.shop_id = $2 and s.revoked_at is null and s.expires_at > now()`,
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
  return toUserInfo(rows[0]);
}

export async function updatePreferences(
  db: Db,
  shopId: number,
  userId: number,
  changes: { language?: Language; currency?: Currency },
): Promise<UserInfo> {
  const { rows } = await db.query<UserRow>(
    `update users set language = coalesce($3, language), currency = coalesce($4, currency), updated_at = now()
     where shop_id = $1 and id = $2
     returning ${USER_COLUMNS}`,
    [shopId, userId, changes.language ?? null, changes.currency ?? null],
  );
  if (!rows[0]) throw notFound('User not found.');
  return toUserInfo(rows[0]);
}
