import type { Currency, GoogleSignInStart, Language, SignInMethods, UserInfo } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { ApiError, conflict, notFound } from '../lib/errors';
import type { GoogleIdentity, GoogleSignInConfig, GoogleTokenVerifier } from '../lib/google-id-token';
import { hashToken, newToken } from '../lib/tokens';
import { discardImage, type ImageStore } from './images';
import type { Shop } from './shops';
import { USER_COLUMNS, accountDisabled, openSession, securePreRegisteredAccount, type UserRow } from './users';

/** How long a sign-in nonce may wait for its ID token. */
export const SIGN_IN_NONCE_MINUTES = 10;

/** The shop's Google client id, or 404 google_sign_in_off when the shop has none. */
async function googleClientId(db: Db, shopId: number): Promise<string> {
  const { rows } = await db.query<{ google_client_id: string | null }>('select google_client_id from company_settings where shop_id = $1', [shopId]);
  const clientId = rows[0]?.google_client_id ?? null;
  if (clientId === null) throw new ApiError(404, 'google_sign_in_off', 'This shop does not offer Google sign-in.');
  return clientId;
}

/**
 * A new single-use nonce for a Google sign-in, with what the page needs to start it. Only its digest is kept; each
 * new one sweeps the expired ones, so unused nonces do not pile up.
 */
export async function startGoogleSignIn(db: Db, shop: Shop, config: GoogleSignInConfig): Promise<GoogleSignInStart> {
  const clientId = await googleClientId(db, shop.id);
  const nonce = newToken();
  await db.transaction(async (tx) => {
    await tx.query('delete from sign_in_nonces where expires_at < now()');
    await tx.query(
      `insert into sign_in_nonces (shop_id, nonce_hash, expires_at) values ($1, $2, now() + make_interval(mins => $3))`,
      [shop.id, hashToken(nonce), SIGN_IN_NONCE_MINUTES],
    );
  });
  return { nonce, expires_in: SIGN_IN_NONCE_MINUTES * 60, client_id: clientId, script_url: config.clientScriptUrl };
}

export interface GoogleSignInRequest {
  credential: string;
  nonce?: string;
  language?: Language;
  currency?: Currency;
}

type FoundUser = UserRow & { disabled: boolean; password: boolean };

const FOUND_COLUMNS = `${USER_COLUMNS.split(', ').map((column) => `u.${column}`).join(', ')}, u.disabled_at is not null as disabled, u.password_hash is not null as password`;

/**
 * Staff sign in with their password only: a Google account would be one more door to the back office, and one the
 * shop does not control (its recovery, its sessions). Also for a customer linked to Google and later made staff.
 */
const staffPasswordOnly = () => new ApiError(403, 'staff_password_only', 'Staff accounts sign in with their password, not with Google.', 'credential');

/**
 * Signs in with a Google ID token: its signature, issuer, audience (the shop's client id) and age are checked by
 * `verify`; its nonce must be one this shop handed out, unused and unexpired, and is used up here; Google must vouch
 * for the email (403 email_not_verified otherwise). Then the account linked to that Google account signs in; or the
 * account with that email, which gets linked; or a new customer account without a password is created.
 */
export async function signInWithGoogle(
  db: Db,
  shop: Shop,
  images: ImageStore,
  verify: GoogleTokenVerifier,
  request: GoogleSignInRequest,
): Promise<{ token: string; user: UserInfo }> {
  const identity = await verifiedGoogleIdentity(db, shop, verify, request);
  if (!identity.emailVerified) {
    throw new ApiError(403, 'email_not_verified', 'Google has not confirmed this email address, so it cannot be used to sign in here.', 'credential');
  }
  const { session, removedPictures } = await signInVerified(db, shop, identity, request);
  // The pre-registered account's pictures leave the bucket once the transaction that removed them has committed.
  await Promise.all(removedPictures.map((key) => discardImage(images, key)));
  return session;
}

/**
 * A Google ID token checked by `verify` (signature, issuer, the shop's client id, age), whose nonce is one this shop
 * handed out, unused and unexpired: used up here, so the token serves once (a sign-in, or a proof of identity before
 * deleting the account).
 */
export async function verifiedGoogleIdentity(
  db: Db,
  shop: Shop,
  verify: GoogleTokenVerifier,
  request: { credential: string; nonce?: string },
): Promise<GoogleIdentity> {
  const clientId = await googleClientId(db, shop.id);
  const identity = await verify(request.credential, clientId);
  if (request.nonce !== undefined && request.nonce !== identity.nonce) {
    throw new ApiError(401, 'invalid_nonce', 'This Google sign-in was not started on this page: please try again.', 'credential');
  }
  // Used up at once and for good (its own statement, not rolled back by a refusal below): a token replayed later,
  // or by someone else, finds its nonce gone.
  const { rows: used } = await db.query('delete from sign_in_nonces where shop_id = $1 and nonce_hash = $2 and expires_at > now() returning id', [
    shop.id,
    hashToken(identity.nonce),
  ]);
  if (used.length === 0) {
    throw new ApiError(401, 'invalid_nonce', 'This Google sign-in has already been used or has expired: please try again.', 'credential');
  }
  return identity;
}

async function signInVerified(
  db: Db,
  shop: Shop,
  identity: GoogleIdentity,
  request: GoogleSignInRequest,
): Promise<{ session: { token: string; user: UserInfo }; removedPictures: string[] }> {
  let removedPictures: string[] = [];
  const session = await db.transaction(async (tx) => {
    // Two first sign-ins of one Google account at once take turns, so they cannot create two accounts.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`google:${shop.id}:${identity.subject}`]);
    const { rows: linked } = await tx.query<FoundUser>(
      `select ${FOUND_COLUMNS} from user_identities i join users u on u.id = i.user_id
       where i.shop_id = $1 and i.provider = 'google' and i.subject = $2`,
      [shop.id, identity.subject],
    );
    let user = linked[0];
    if (user) {
      if (user.disabled) throw accountDisabled();
      if (user.role !== 'customer') throw staffPasswordOnly();
      await tx.query(`update user_identities set email = $3 where shop_id = $1 and provider = 'google' and subject = $2`, [shop.id, identity.subject, identity.email]);
      return openSession(tx, shop.id, user);
    }

    const { rows: byEmail } = await tx.query<FoundUser>(`select ${FOUND_COLUMNS} from users u where u.shop_id = $1 and u.email = $2 for update`, [
      shop.id,
      identity.email,
    ]);
    user = byEmail[0];
    if (user) {
      if (user.disabled) throw accountDisabled();
      if (user.role !== 'customer') throw staffPasswordOnly();
      if (!user.email_verified) {
        // Nobody had proved they own this address: whoever signed up with it may be someone else, who chose its
        // password in advance to share the account. Google has now proved the owner, who gets the account as a
        // confirmation link opened elsewhere would give it: no password, no session, nothing entered before.
        removedPictures = await securePreRegisteredAccount(tx, user.id);
        user = { ...user, email_verified: true, password: false, phone: null, image: null };
      }
      const { rows: added } = await tx.query(
        `insert into user_identities (shop_id, user_id, provider, subject, email) values ($1, $2, 'google', $3, $4)
         on conflict (user_id, provider) do nothing returning id`,
        [shop.id, user.id, identity.subject, identity.email],
      );
      if (added.length === 0) {
        throw conflict('other_google_account', 'This account is already linked to another Google account: sign in with that one, or with your password.');
      }
      return openSession(tx, shop.id, user);
    }

    const localPart = identity.email.split('@')[0] as string;
    const firstName = identity.givenName ?? identity.name ?? localPart.slice(0, 100);
    const lastName = identity.familyName ?? '-';
    const { rows: created } = await tx.query<FoundUser>(
      `insert into users (shop_id, email, password_hash, role, first_name, last_name, language, currency, email_verified_at)
       values ($1, $2, null, 'customer', $3, $4, $5, $6, now())
       returning ${USER_COLUMNS}, false as disabled, false as password`,
      [shop.id, identity.email, firstName, lastName, request.language ?? 'fr', request.currency ?? 'eur'],
    );
    const newUser = created[0] as FoundUser;
    await tx.query(`insert into user_identities (shop_id, user_id, provider, subject, email) values ($1, $2, 'google', $3, $4)`, [
      shop.id,
      newUser.id,
      identity.subject,
      identity.email,
    ]);
    return openSession(tx, shop.id, newUser);
  });
  return { session, removedPictures };
}

/** Whether the account has a password, and the provider accounts linked to it (oldest first). */
export async function listSignInMethods(db: Db, shopId: number, userId: number): Promise<SignInMethods> {
  const { rows } = await db.query<{ password: boolean }>('select password_hash is not null as password from users where shop_id = $1 and id = $2', [
    shopId,
    userId,
  ]);
  if (!rows[0]) throw notFound('User not found.');
  const { rows: identities } = await db.query<SignInMethods['identities'][number]>(
    `select id, provider, email, to_char(linked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as linked_at
     from user_identities where shop_id = $1 and user_id = $2 order by linked_at, id`,
    [shopId, userId],
  );
  return { password: rows[0].password, identities };
}

/**
 * Unlinks a provider account from the user's account: only while the account has a password (409
 * password_required), so the owner is never left without a way to sign in.
 */
export async function unlinkIdentity(db: Db, shopId: number, userId: number, identityId: number): Promise<SignInMethods> {
  return db.transaction(async (tx) => {
    // Locked: a password reset cannot meet an unlink halfway.
    const { rows } = await tx.query<{ password: boolean }>(
      'select password_hash is not null as password from users where shop_id = $1 and id = $2 for update',
      [shopId, userId],
    );
    if (!rows[0]) throw notFound('User not found.');
    const { rows: found } = await tx.query('select 1 from user_identities where shop_id = $1 and user_id = $2 and id = $3', [shopId, userId, identityId]);
    if (found.length === 0) throw notFound('This sign-in method is not linked to your account.', 'id');
    if (!rows[0].password) {
      throw conflict('password_required', 'Set a password first (through the "forgotten password" link): without it, this account would have no way to sign in.');
    }
    await tx.query('delete from user_identities where shop_id = $1 and user_id = $2 and id = $3', [shopId, userId, identityId]);
    return listSignInMethods(tx, shopId, userId);
  });
}
