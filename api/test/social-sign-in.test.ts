import type { GoogleSignInStart, SignInMethods, UserInfo } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../src/limits';
import { startFakeGoogle, type FakeGoogle, type TokenRequest } from './fakes/google';
import { bearer, DEMO_USERS, FUNCTIONAL_TEST_LIMITS, linkToken, setupApp, SHOP_PATH, type TestContext } from './helpers';

/**
 * Google sign-in against a local Google (test/fakes/google.ts): its published keys, its tokens, its rotation. Every
 * refusal named by the call's documentation is provoked here with a token that differs in that one respect.
 */

const CLIENT_ID = '1234-bookshop.apps.googleusercontent.com';
const [customer, admin] = DEMO_USERS;

let ctx: TestContext;
let google: FakeGoogle;
let adminToken: string;
/** Each test signs in from its own client address, so none meets the per-client limit but the test of that limit. */
let client = 0;
let address = '';

beforeAll(async () => {
  google = await startFakeGoogle();
  ctx = await setupApp(undefined, {
    // The shop's own limit on these calls (the functional limits do not lift it).
    limits: { ...FUNCTIONAL_TEST_LIMITS, socialSignInPerClient: DEFAULT_LIMITS.socialSignInPerClient },
    googleSignIn: { jwksUrl: google.jwksUrl, issuers: [google.issuer], clientScriptUrl: google.clientScriptUrl, clockToleranceSeconds: 60, jwksCooldownMs: 0 },
  });
  adminToken = (await ctx.login(admin.email, admin.password)).token;
});

afterAll(async () => {
  await ctx.close();
  await google.close();
});

beforeEach(() => {
  client += 1;
  address = `10.1.0.${client}`;
});

const setClientId = (clientId: string | null) =>
  ctx.call<{ data: { google_client_id: string | null } }>({
    method: 'PUT',
    url: `${SHOP_PATH}/admin/company-settings`,
    headers: bearer(adminToken),
    payload: { google_client_id: clientId },
  });

const startSignIn = () =>
  ctx.call<{ data: GoogleSignInStart; code?: string }>({ method: 'POST', url: `${SHOP_PATH}/auth/google/nonce`, remoteAddress: address });

const postCredential = (credential: string, extra: Record<string, unknown> = {}) =>
  ctx.call<{ data: { token: string; user: UserInfo }; code?: string; statusCode?: number }>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/google`,
    payload: { credential, ...extra },
    remoteAddress: address,
  });

/** A nonce from the API, then a token for it from Google (changed by `token`), posted back. */
async function signIn(token: Partial<TokenRequest> & { email: string }, extra: Record<string, unknown> = {}) {
  const started = await startSignIn();
  expect(started.status).toBe(200);
  const credential = await google.issueToken({ aud: CLIENT_ID, nonce: started.body.data.nonce, ...token });
  return postCredential(credential, { nonce: started.body.data.nonce, ...extra });
}

const methodsOf = (token: string) => ctx.call<{ data: SignInMethods; code?: string }>({ method: 'GET', url: `${SHOP_PATH}/users/me/sign-in-methods`, headers: bearer(token) });

describe('without a Google client id in the company settings', () => {
  it('answers 404 google_sign_in_off to both calls, and the public settings say null', async () => {
    const settings = await ctx.call<{ data: { google_client_id: string | null } }>({ method: 'GET', url: `${SHOP_PATH}/company-settings` });
    expect(settings.body.data.google_client_id).toBeNull();
    const started = await startSignIn();
    expect(started).toMatchObject({ status: 404, body: { code: 'google_sign_in_off' } });
    const credential = await google.issueToken({ aud: CLIENT_ID, nonce: 'x'.repeat(43), email: 'lea@gmail.example' });
    expect(await postCredential(credential)).toMatchObject({ status: 404, body: { code: 'google_sign_in_off' } });
  });

  it('lets only a client id of letters, digits, dots, dashes and underscores be set', async () => {
    expect((await setClientId('abc"><script>')).status).toBe(400);
    expect((await setClientId('')).body.data.google_client_id).toBeNull();
  });
});

describe('with a Google client id', () => {
  beforeAll(async () => {
    expect((await setClientId(CLIENT_ID)).body.data.google_client_id).toBe(CLIENT_ID);
  });

  it('hands out a nonce with the client id and the script to load, and shows the id publicly', async () => {
    const started = await startSignIn();
    expect(started.status).toBe(200);
    expect(started.body.data).toEqual({ nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_in: 600, client_id: CLIENT_ID, script_url: google.clientScriptUrl });
    const settings = await ctx.call<{ data: { google_client_id: string | null } }>({ method: 'GET', url: `${SHOP_PATH}/company-settings` });
    expect(settings.body.data.google_client_id).toBe(CLIENT_ID);
  });

  it('creates a confirmed customer account without a password for a new Google account, in the language asked', async () => {
    const answer = await signIn({ email: 'Nouvelle.Cliente@Gmail.example', given_name: 'Inès', family_name: 'Roux' }, { language: 'eng', currency: 'usd' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toMatchObject({
      email: 'nouvelle.cliente@gmail.example',
      first_name: 'Inès',
      last_name: 'Roux',
      role: 'customer',
      email_verified: true,
      language: 'eng',
      currency: 'usd',
    });
    const me = await ctx.call<{ data: UserInfo }>({ method: 'GET', url: `${SHOP_PATH}/users/me`, headers: bearer(answer.body.data.token) });
    expect(me.body.data.email).toBe('nouvelle.cliente@gmail.example');
    const methods = await methodsOf(answer.body.data.token);
    expect(methods.body.data).toEqual({
      password: false,
      identities: [{ id: expect.any(Number), provider: 'google', email: 'nouvelle.cliente@gmail.example', linked_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }],
    });

    // The same Google account again signs in to the same account, and no second one is made.
    const again = await signIn({ email: 'nouvelle.cliente@gmail.example' });
    expect(again.status).toBe(200);
    expect(again.body.data.user.id).toBe(answer.body.data.user.id);
    const { rows } = await ctx.db.query('select 1 from users where email = $1', ['nouvelle.cliente@gmail.example']);
    expect(rows).toHaveLength(1);
  });

  it('signs in to the existing account of that email and links it; the password keeps working', async () => {
    const answer = await signIn({ email: customer.email, given_name: 'Autre', family_name: 'Nom' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toMatchObject({ email: customer.email, first_name: customer.first_name, last_name: customer.last_name });
    const methods = await methodsOf(answer.body.data.token);
    expect(methods.body.data.password).toBe(true);
    expect(methods.body.data.identities.map((identity) => identity.email)).toEqual([customer.email]);
    await expect(ctx.login(customer.email, customer.password)).resolves.toMatchObject({ userId: answer.body.data.user.id });
  });

  it('links an account whose email nobody had confirmed only after removing its password and ending its sessions', async () => {
    // Someone signs up with another person's address, unconfirmed, hoping to share the account once its owner uses it.
    const registered = await ctx.call<{ data: { token: string } }>({
      method: 'POST',
      url: `${SHOP_PATH}/auth/register`,
      payload: { email: 'victime@gmail.example', password: 'Squatteur-Secret-2026', first_name: 'Jean', last_name: 'Faux' },
    });
    expect(registered.status).toBe(201);
    // Their own delivery address, as the default, for the owner's orders to go to.
    const address = await ctx.call({
      method: 'POST',
      url: `${SHOP_PATH}/users/me/addresses`,
      payload: { title: 'Chez moi', first_name: 'Jean', last_name: 'Faux', phone: '01 23 45 67 89', address: '1 rue du Squat', city: 'Lyon', postal_code: '69003', country: 'FR' },
      headers: bearer(registered.body.data.token),
    });
    expect(address.status).toBe(201);
    const answer = await signIn({ email: 'victime@gmail.example', given_name: 'Vraie', family_name: 'Propriétaire' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.email_verified).toBe(true);
    // What was entered before Google proved the mailbox is gone, as after a confirmation link (security/pre-registration).
    expect(answer.body.data.user).toMatchObject({ addresses: [], defaultAdd: null });
    expect((await methodsOf(answer.body.data.token)).body.data.password).toBe(false);
    // The squatter's password and session no longer open it.
    const login = await ctx.call<{ code: string }>({ method: 'POST', url: `${SHOP_PATH}/auth/login`, payload: { email: 'victime@gmail.example', password: 'Squatteur-Secret-2026' } });
    expect(login).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } });
    expect((await methodsOf(registered.body.data.token)).status).toBe(401);
  });

  it.each([
    ['another client id (audience)', 'wrong_audience', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', 'wrong_issuer', { iss: 'https://accounts.evil.example' }],
    ['an expired token', 'id_token_expired', { iat: Math.floor(Date.now() / 1000) - 7200, lifetime: 3600 }],
    ['a token issued in the future', 'invalid_id_token', { iat: Math.floor(Date.now() / 1000) + 3600 }],
    ['a key Google never published', 'invalid_signature', { forged: true }],
  ] as const)('refuses %s with 401 %s and opens no session', async (_case, code, change) => {
    const answer = await signIn({ email: 'refus@gmail.example', ...change });
    expect(answer).toMatchObject({ status: 401, body: { code } });
    const { rows } = await ctx.db.query('select 1 from users where email = $1', ['refus@gmail.example']);
    expect(rows).toEqual([]);
  });

  it('refuses a token that is not a JWT, and one signed with a symmetric algorithm', async () => {
    const started = await startSignIn();
    expect(await postCredential('not-a-token', { nonce: started.body.data.nonce })).toMatchObject({ status: 401, body: { code: 'invalid_id_token' } });
    const [header, payload] = (await google.issueToken({ aud: CLIENT_ID, nonce: started.body.data.nonce, email: 'hs@gmail.example' })).split('.');
    const hs = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(header as string, 'base64url').toString()), alg: 'HS256' })).toString('base64url');
    expect(await postCredential(`${hs}.${payload}.AAAA`)).toMatchObject({ status: 401, body: { code: 'invalid_signature' } });
  });

  it('uses a nonce up: the same token posted again is refused with 401 invalid_nonce', async () => {
    const started = await startSignIn();
    const credential = await google.issueToken({ aud: CLIENT_ID, nonce: started.body.data.nonce, email: 'rejeu@gmail.example' });
    expect((await postCredential(credential)).status).toBe(200);
    expect(await postCredential(credential)).toMatchObject({ status: 401, body: { code: 'invalid_nonce' } });
  });

  it('refuses a nonce it never handed out, a token without one, an expired one, and one another page asked for', async () => {
    const unknown = await google.issueToken({ aud: CLIENT_ID, nonce: 'n'.repeat(43), email: 'nonce@gmail.example' });
    expect(await postCredential(unknown)).toMatchObject({ status: 401, body: { code: 'invalid_nonce' } });
    const none = await google.issueToken({ aud: CLIENT_ID, email: 'nonce@gmail.example' });
    expect(await postCredential(none)).toMatchObject({ status: 401, body: { code: 'invalid_nonce' } });

    const stale = await startSignIn();
    await ctx.db.query(`update sign_in_nonces set expires_at = now() - interval '1 second'`);
    const late = await google.issueToken({ aud: CLIENT_ID, nonce: stale.body.data.nonce, email: 'nonce@gmail.example' });
    expect(await postCredential(late)).toMatchObject({ status: 401, body: { code: 'invalid_nonce' } });

    const mine = await startSignIn();
    const theirs = await startSignIn();
    const token = await google.issueToken({ aud: CLIENT_ID, nonce: theirs.body.data.nonce, email: 'nonce@gmail.example' });
    expect(await postCredential(token, { nonce: mine.body.data.nonce })).toMatchObject({ status: 401, body: { code: 'invalid_nonce' } });
    const { rows } = await ctx.db.query('select 1 from users where email = $1', ['nonce@gmail.example']);
    expect(rows).toEqual([]);
  });

  it('refuses an email Google has not verified with 403 email_not_verified, even for an existing account', async () => {
    expect(await signIn({ email: 'pas.verifiee@example.org', email_verified: false })).toMatchObject({ status: 403, body: { code: 'email_not_verified' } });
    expect(await signIn({ email: customer.email, sub: '999000111', email_verified: false })).toMatchObject({ status: 403, body: { code: 'email_not_verified' } });
    const { rows } = await ctx.db.query('select 1 from users where email = $1', ['pas.verifiee@example.org']);
    expect(rows).toEqual([]);
  });

  it('never links a staff account to Google: 403 staff_password_only, and the admin still signs in with the password', async () => {
    expect(await signIn({ email: admin.email, sub: '555000777' })).toMatchObject({ status: 403, body: { code: 'staff_password_only' } });
    const { rows } = await ctx.db.query('select 1 from user_identities i join users u on u.id = i.user_id where u.email = $1', [admin.email]);
    expect(rows).toEqual([]);
    expect((await ctx.login(admin.email, admin.password)).token).toEqual(expect.any(String));
  });

  it('refuses a disabled account with 403 account_disabled, as password sign-in does', async () => {
    const created = await signIn({ email: 'bientot.desactive@gmail.example' });
    expect(created.status).toBe(200);
    await ctx.db.query('update users set disabled_at = now() where email = $1', ['bientot.desactive@gmail.example']);
    expect(await signIn({ email: 'bientot.desactive@gmail.example' })).toMatchObject({ status: 403, body: { code: 'account_disabled' } });
  });

  it('picks up Google\'s new key after a rotation (a token naming an unknown key id makes it fetch the keys again)', async () => {
    expect((await signIn({ email: 'rotation@gmail.example' })).status).toBe(200);
    const before = google.jwksFetches();
    const oldKid = google.currentKid();
    const newKid = await google.rotateKeys();
    expect(newKid).not.toBe(oldKid);
    const answer = await signIn({ email: 'rotation@gmail.example' });
    expect(answer.status).toBe(200);
    expect(google.jwksFetches()).toBe(before + 1);
  });

  it('answers 401 invalid_credentials to a password sign-in of an account that has no password, as for a wrong one', async () => {
    expect((await signIn({ email: 'sans.mot.de.passe@gmail.example' })).status).toBe(200);
    for (const password of ['', 'x', 'Lumiere-2026']) {
      const login = await ctx.call<{ code: string; message: string }>({ method: 'POST', url: `${SHOP_PATH}/auth/login`, payload: { email: 'sans.mot.de.passe@gmail.example', password } });
      if (password === '') expect(login.status).toBe(400);
      else expect(login).toMatchObject({ status: 401, body: { code: 'invalid_credentials', message: 'Invalid email or password.' } });
    }
  });

  it('keeps an account without a password from changing it (409 no_password); recovery sets one, then unlinking is allowed', async () => {
    const email = 'delier@gmail.example';
    const session = await signIn({ email });
    const token = session.body.data.token;
    const change = await ctx.call<{ code: string }>({
      method: 'PUT',
      url: `${SHOP_PATH}/users/me/password`,
      headers: bearer(token),
      payload: { current_password: 'anything', new_password: 'Un-Nouveau-Secret-2026' },
    });
    expect(change).toMatchObject({ status: 409, body: { code: 'no_password' } });

    const [identity] = (await methodsOf(token)).body.data.identities;
    const refused = await ctx.call<{ code: string }>({ method: 'DELETE', url: `${SHOP_PATH}/users/me/sign-in-methods/${identity?.id}`, headers: bearer(token) });
    expect(refused).toMatchObject({ status: 409, body: { code: 'password_required' } });
    expect((await methodsOf(token)).body.data.identities).toHaveLength(1);

    // Password recovery proves the mailbox and sets the first password.
    expect((await ctx.call({ method: 'POST', url: `${SHOP_PATH}/auth/password-reset-request`, payload: { email } })).status).toBe(202);
    const reset = await ctx.call({ method: 'POST', url: `${SHOP_PATH}/auth/password-reset`, payload: { token: await linkToken(ctx.db, email, '/reset-password'), password: 'Un-Nouveau-Secret-2026' } });
    expect(reset.status).toBe(200);
    const { token: fresh } = await ctx.login(email, 'Un-Nouveau-Secret-2026');
    const unlinked = await ctx.call<{ data: SignInMethods }>({ method: 'DELETE', url: `${SHOP_PATH}/users/me/sign-in-methods/${identity?.id}`, headers: bearer(fresh) });
    expect(unlinked).toMatchObject({ status: 200, body: { data: { password: true, identities: [] } } });
    // Unlinked: the same Google account now finds the account by its email and links it again.
    const relinked = await signIn({ email });
    expect(relinked.body.data.user.id).toBe(session.body.data.user.id);
  });

  it('unlinks only the caller\'s own identities (404 for another account\'s)', async () => {
    const other = await signIn({ email: 'autre.compte@gmail.example' });
    const [theirs] = (await methodsOf(other.body.data.token)).body.data.identities;
    const { token } = await ctx.login(customer.email, customer.password);
    const answer = await ctx.call({ method: 'DELETE', url: `${SHOP_PATH}/users/me/sign-in-methods/${theirs?.id}`, headers: bearer(token) });
    expect(answer.status).toBe(404);
    expect((await methodsOf(other.body.data.token)).body.data.identities).toHaveLength(1);
    expect((await ctx.call({ method: 'GET', url: `${SHOP_PATH}/users/me/sign-in-methods` })).status).toBe(401);
  });

  it(`limits the calls from one client address (${DEFAULT_LIMITS.socialSignInPerClient.max} in ${DEFAULT_LIMITS.socialSignInPerClient.minutes} minutes), then 429 with Retry-After`, async () => {
    const { max } = DEFAULT_LIMITS.socialSignInPerClient;
    for (let i = 0; i < max; i += 1) expect((await startSignIn()).status).toBe(200);
    const refused = await startSignIn();
    expect(refused).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const credential = await google.issueToken({ aud: CLIENT_ID, nonce: 'z'.repeat(43), email: 'limite@gmail.example' });
    expect((await postCredential(credential)).status).toBe(429);
    // Another address is not held back.
    address = '10.2.0.1';
    expect((await startSignIn()).status).toBe(200);
  });
});
