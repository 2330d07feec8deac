/**
 * Attack replayed: 30 wrong passwords sent at once for one account were all checked (30 x 401) although the lock
 * allows 5, because a failure was counted only after its password check. The lock must also not let anyone lock any
 * account at will: it counts per account and client address, under a per-account ceiling that mails the owner.
 */
import '../native-modules';
import type { ApiErrorBody, ItemAnswer, SessionAnswer } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { SHOP_PATH, linkToken, mailsTo, setupApp, type TestContext } from '../helpers';
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

it('stops a guesser spread over many addresses at the account\'s ceiling, and mails the owner once', async () => {
  const email = await newCustomer();
  const ceiling = DEFAULT_LIMITS.loginPerAccount.max;
  const perClient = DEFAULT_LIMITS.loginPerClient.max;
  const answers = [];
  for (let i = 0; i < ceiling + 5; i += 1) answers.push(await attempt(email, 'Mauvais-mot-2026', `10.20.${Math.floor(i / perClient)}.1`));
  expect(statuses(answers.slice(0, ceiling))).toEqual(Array(ceiling).fill(401));
  expect(statuses(answers.slice(ceiling))).toEqual(Array(5).fill(429));
  const warnings = (await mailsTo(t.db, email)).filter((mail) => /suspendues/.test(mail.subject));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]?.body_text).toMatch(/\/resetpasswordemail/);
  // The owner who resets the password may sign in at once.
  await t.call({ method: 'POST', url: `${SHOP_PATH}/auth/password-reset-request`, payload: { email } });
  const token = await linkToken(t.db, email, '/reset-password');
  expect((await t.call({ method: 'POST', url: `${SHOP_PATH}/auth/password-reset`, payload: { token, password: 'Nouvelle-plume-77' } })).status).toBe(200);
  expect((await attempt(email, 'Nouvelle-plume-77', '198.51.100.3')).status).toBe(200);
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
