/**
 * Attacks replayed:
 * - 30 wrong passwords sent at once for one account were all checked (30 x 401) although the lock allows 5, because a
 *   failure was counted only after its password check.
 * - Anyone locked anyone out, the admin included: 5 wrong passwords from each of 4 addresses, and the owner with the
 *   right password from a fresh address got 429 for 15 minutes. Past the account's ceiling the failing clients now
 *   wait (LOGIN_HOLD_MINUTES, each on its own), never the account: a client that did not fail is still checked, and
 *   the owner is mailed a link that lifts the waits.
 */
import '../native-modules';
import type { ApiErrorBody, ItemAnswer, SessionAnswer } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { DEMO_USERS, SHOP_PATH, mailsTo, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
});
afterAll(() => t.close());

type Answer = ItemAnswer<unknown> & ApiErrorBody;
const PASSWORD = 'Plume-et-encrier-42';

let accounts = 0;
async function newCustomer(): Promise<string> {
  accounts += 1;
  const email = `target${accounts}@example.fr`;
  const { status } = await t.call<SessionAnswer>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/register`,
    payload: { email, password: PASSWORD, first_name: 'Léa', last_name: 'Martin' },
    headers: { 'x-forwarded-for': `192.0.2.${accounts}` },
  });
  if (status !== 201) throw new Error(`register failed: ${status}`);
  return email;
}

const attempt = (email: string, password: string, ip: string) =>
  t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/auth/login`, payload: { email, password }, headers: { 'x-forwarded-for': ip } });
const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status);
const count = (answers: { status: number }[], status: number) => answers.filter((answer) => answer.status === status).length;

it('checks no more than 5 passwords of a burst of 30 sent at once', async () => {
  const email = await newCustomer();
  const burst = await Promise.all(Array.from({ length: 30 }, () => attempt(email, 'Mauvais-mot-2026', '203.0.113.1')));
  expect(count(burst, 401)).toBe(DEFAULT_LIMITS.loginPerClient.max);
  expect(count(burst, 429)).toBe(30 - DEFAULT_LIMITS.loginPerClient.max);
  const locked = burst.find((answer) => answer.status === 429);
  expect(locked?.body).toMatchObject({ code: 'too_many_attempts', field: 'email' });
  expect(Number(locked?.headers['retry-after'])).toBeGreaterThan(800);
  // Even the right password is refused from that client until the window ends.
  expect((await attempt(email, PASSWORD, '203.0.113.1')).status).toBe(429);
});

it('does not lock the owner out from another address', async () => {
  const email = await newCustomer();
  for (let i = 0; i < 10; i += 1) await attempt(email, 'Mauvais-mot-2026', '203.0.113.2');
  expect((await attempt(email, PASSWORD, '198.51.100.2')).status).toBe(200);
});

const unlockToken = async (email: string): Promise<string> => {
  const mails = (await mailsTo(t.db, email)).filter((mail) => /échecs de connexion/.test(mail.subject));
  const match = /\/login\?unlock=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.body_text ?? '');
  if (!match?.[1]) throw new Error(`no unlock link mailed to ${email}`);
  return match[1];
};

it('never refuses the owner\'s right password from an address that did not fail, whatever strangers did', async () => {
  const email = await newCustomer();
  const perClient = DEFAULT_LIMITS.loginPerClient.max;
  // 5 wrong passwords from each of 4 addresses: the account's ceiling (20).
  for (let client = 0; client < DEFAULT_LIMITS.loginPerAccount.max / perClient; client += 1) {
    for (let i = 0; i < perClient; i += 1) expect((await attempt(email, 'Mauvais-mot-2026', `203.0.113.${40 + client}`)).status).toBe(401);
  }
  expect((await attempt(email, PASSWORD, '198.51.100.40')).status).toBe(200);
  // Repeated, it still does not keep the owner (here the shop's admin) out.
  const admin = DEMO_USERS[1];
  for (let round = 0; round < 3; round += 1) {
    for (let i = 0; i < 25; i += 1) await attempt(admin.email, 'Mauvais-mot-2026', `203.0.${114 + round}.${i}`);
  }
  expect((await attempt(admin.email, admin.password, '198.51.100.41')).status).toBe(200);
});

it('past the account\'s ceiling, holds each client that fails, and mails the owner once a link that lifts the wait', async () => {
  const email = await newCustomer();
  const ceiling = DEFAULT_LIMITS.loginPerAccount.max;
  const perClient = DEFAULT_LIMITS.loginPerClient.max;
  for (let i = 0; i < ceiling; i += 1) expect((await attempt(email, 'Mauvais-mot-2026', `10.20.${Math.floor(i / perClient)}.1`)).status).toBe(401);
  // Past the ceiling, a new address still gets its password checked once...
  expect((await attempt(email, 'Mauvais-mot-2026', '203.0.113.50')).status).toBe(401);
  // ...then waits LOGIN_HOLD_MINUTES, its right password included.
  const held = await attempt(email, PASSWORD, '203.0.113.50');
  expect(held.status).toBe(429);
  expect(held.body).toMatchObject({ code: 'too_many_attempts', field: 'email' });
  expect(Number(held.headers['retry-after'])).toBeGreaterThan(DEFAULT_LIMITS.loginHoldMinutes * 60 - 60);
  // The owner is told once, with a link to the sign-in page that lifts the wait.
  const warnings = (await mailsTo(t.db, email)).filter((mail) => /échecs de connexion/.test(mail.subject));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]?.body_text).toMatch(/\/resetpasswordemail/);
  const token = await unlockToken(email);
  const withLink = (password: string) =>
    t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/auth/login`, payload: { email, password, unlock: token }, headers: { 'x-forwarded-for': '203.0.113.50' } });
  // The link is no password: a wrong one is still refused, and the link stays for the owner.
  expect((await withLink('Mauvais-mot-2026')).status).toBe(401);
  expect((await withLink(PASSWORD)).status).toBe(200);
  // Used up by that sign-in.
  expect((await withLink(PASSWORD)).body).toMatchObject({ code: 'invalid_token', field: 'unlock' });
});

it('takes an unlock link only for the account it was mailed for', async () => {
  const victim = await newCustomer();
  const other = await newCustomer();
  for (let i = 0; i < DEFAULT_LIMITS.loginPerAccount.max + 1; i += 1) await attempt(victim, 'Mauvais-mot-2026', `10.21.${i}.1`);
  const token = await unlockToken(victim);
  const answer = await t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/auth/login`, payload: { email: other, password: PASSWORD, unlock: token } });
  expect(answer.body).toMatchObject({ code: 'invalid_token', field: 'unlock' });
});

it('does not let one address lock an account for everyone', async () => {
  const email = await newCustomer();
  // Refused attempts of one client do not count towards the account's ceiling.
  for (let i = 0; i < DEFAULT_LIMITS.loginPerAccount.max * 2; i += 1) await attempt(email, 'Mauvais-mot-2026', '203.0.113.9');
  expect((await attempt(email, PASSWORD, '198.51.100.9')).status).toBe(200);
});

it('counts unknown emails the same way, so a lock reveals no account', async () => {
  const answers = [];
  for (let i = 0; i < 6; i += 1) answers.push(await attempt('ghost@example.fr', 'Mauvais-mot-2026', '203.0.113.10'));
  expect(statuses(answers)).toEqual([401, 401, 401, 401, 401, 429]);
});

it('forgets a client\'s failures after its successful sign-in', async () => {
  const email = await newCustomer();
  for (let round = 0; round < 2; round += 1) {
    for (let i = 0; i < 4; i += 1) expect((await attempt(email, 'Mauvais-mot-2026', '203.0.113.11')).status).toBe(401);
    expect((await attempt(email, PASSWORD, '203.0.113.11')).status).toBe(200);
  }
});

it('lets the right password in again once the window has ended', async () => {
  const email = await newCustomer();
  for (let i = 0; i < 6; i += 1) await attempt(email, 'Mauvais-mot-2026', '203.0.113.12');
  expect((await attempt(email, PASSWORD, '203.0.113.12')).status).toBe(429);
  await t.db.query(`update rate_limit_counters set window_ends_at = now() - interval '1 second'`);
  expect((await attempt(email, PASSWORD, '203.0.113.12')).status).toBe(200);
});
