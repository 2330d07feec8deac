/**
 * Attack replayed (issue 41, item 6): someone registers the victim's email with a password of their own, fills the
 * account (their delivery address as the default, a saved card, a wishlist) and waits. The victim confirms the email
 * from the mailed link, and used to find the account theirs while the squatter's password and sessions still opened
 * it. A link used without a session of the account proves only the mailbox: the account is handed to its owner with
 * no password, no session, no reset link and nothing entered before, and a reset link is mailed to choose a password.
 * The honest case (the link opened where the account is signed in) keeps everything.
 */
import '../native-modules';
import type { ItemAnswer, SessionAnswer, UserInfo } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { SHIPPING, SHOP_PATH, bearer, mailsTo, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
});
afterAll(() => t.close());

const PASSWORD = 'Squatteur-Secret-2026';
let client = 0;
/** Each call from its own address: the per-client limits stay the shop's without getting in the way. */
const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token?: string) =>
  t.call<ItemAnswer<T> & { code?: string }>({
    method,
    url: `${SHOP_PATH}${path}`,
    payload,
    headers: token ? bearer(token) : {},
    remoteAddress: `10.41.6.${(client += 1)}`,
  });
const me = (token: string) => call<UserInfo>('GET', '/users/me', undefined, token);

/** The token of the newest `route` link mailed to the address (other mails may have come after it). */
async function lastLink(email: string, route: '/verify-email' | '/reset-password'): Promise<string> {
  const links = (await mailsTo(t.db, email)).flatMap((mail) => [...mail.body_text.matchAll(new RegExp(`${route}\\?token=([A-Za-z0-9_-]+)`, 'g'))]);
  const token = links.at(-1)?.[1];
  if (!token) throw new Error(`no ${route} link mailed to ${email}`);
  return token;
}

/** Registers the email with the squatter's password and fills the account as one would to use it later. */
async function squat(email: string): Promise<{ token: string; id: number }> {
  const registered = await call<SessionAnswer['data']>('POST', '/auth/register', { email, password: PASSWORD, first_name: 'Jean', last_name: 'Faux' });
  expect(registered.status).toBe(201);
  const { token, user } = registered.body.data;
  expect((await call('POST', '/users/me/addresses', { title: 'Chez moi', ...SHIPPING, address: '1 rue du Squat' }, token)).status).toBe(201);
  expect((await call('PUT', `/users/${user.id}`, { first_name: 'Jean', last_name: 'Faux', phone: '06 66 66 66 66' }, token)).status).toBe(200);
  const { rows: books } = await t.db.query<{ id: number }>('select id from articles where published and stock > 0 order by id limit 1');
  expect((await call('POST', '/favorites', { user_id: user.id, article_id: books[0]?.id }, token)).status).toBeLessThan(300);
  expect((await call('POST', '/cart', { user_id: user.id, article_id: books[0]?.id, quantity: 1 }, token)).status).toBe(200);
  await t.db.query(`insert into payment_references (user_id, provider, provider_ref, label, is_default) values ($1, 'card', $2, 'Visa •••• 4242 (12/30)', true)`, [
    user.id,
    `pm_squat_${user.id}`,
  ]);
  return { token, id: user.id };
}

it('a link opened without the account\'s session leaves the squatter no way in and none of their details', async () => {
  const victim = 'proie@example.fr';
  const squatter = await squat(victim);
  // A second session and a reset link of the squatter's, waiting for later.
  const second = await t.login(victim, PASSWORD);
  expect((await call('POST', '/auth/password-reset-request', { email: victim })).status).toBe(202);
  const squattersReset = await lastLink(victim, '/reset-password');

  const confirmed = await call<{ verified: true; email: string; cleared: boolean }>('POST', '/auth/verify-email', { token: await lastLink(victim, '/verify-email') });
  expect(confirmed).toMatchObject({ status: 200, body: { data: { verified: true, email: victim, cleared: true } } });

  // No way in for the squatter: password, sessions and the reset link they asked for are all gone.
  const login = await call('POST', '/auth/login', { email: victim, password: PASSWORD });
  expect(login).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } });
  expect((await me(squatter.token)).status).toBe(401);
  expect((await me(second.token)).status).toBe(401);
  expect((await call('POST', '/auth/password-reset', { token: squattersReset, password: 'Repris-par-le-squat-7' })).body).toMatchObject({ code: 'invalid_token' });

  // The owner was mailed a link to choose a password, and finds an account without the squatter's details.
  const mails = await mailsTo(t.db, victim);
  expect(mails.at(-1)?.subject).toBe('Librairie Lumière : réinitialisez votre mot de passe');
  expect((await call('POST', '/auth/password-reset', { token: await lastLink(victim, '/reset-password'), password: 'Vraie-Proprietaire-41' })).status).toBe(200);
  const owner = await t.login(victim, 'Vraie-Proprietaire-41');
  const account = (await me(owner.token)).body.data;
  expect(account).toMatchObject({ email_verified: true, addresses: [], defaultAdd: null, payments: [], defaultPay: null, phone: null });
  expect((await call<unknown[]>('GET', `/users/${owner.userId}/cart`, undefined, owner.token)).body.data).toEqual([]);
  const { rows: wishlist } = await t.db.query('select 1 from favorites where user_id = $1', [owner.userId]);
  expect(wishlist).toEqual([]);
});

it('the link opened while signed in to another account counts as opened without a session', async () => {
  const victim = 'proie2@example.fr';
  const squatter = await squat(victim);
  const other = await call<SessionAnswer['data']>('POST', '/auth/register', { email: 'complice@example.fr', password: PASSWORD, first_name: 'Jeanne', last_name: 'Fausse' });
  const confirmed = await call('POST', '/auth/verify-email', { token: await lastLink(victim, '/verify-email') }, other.body.data.token);
  expect(confirmed.body).toMatchObject({ data: { cleared: true } });
  expect((await me(squatter.token)).status).toBe(401);
  // The other account's session was only ignored, never ended.
  expect((await me(other.body.data.token)).status).toBe(200);
});

it('keeps everything for the honest case: the link opened where the account is signed in', async () => {
  const email = 'honnete@example.fr';
  const mine = await squat(email);
  const confirmed = await call('POST', '/auth/verify-email', { token: await lastLink(email, '/verify-email') }, mine.token);
  expect(confirmed.body).toMatchObject({ data: { verified: true, cleared: false } });
  const account = (await me(mine.token)).body.data;
  expect(account.email_verified).toBe(true);
  expect(account.addresses).toHaveLength(1);
  expect(account.phone).toBe('06 66 66 66 66');
  expect((await call('POST', '/auth/login', { email, password: PASSWORD })).status).toBe(200);
  expect((await mailsTo(t.db, email)).some((mail) => mail.subject.includes('mot de passe'))).toBe(false);
});
