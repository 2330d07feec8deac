/**
 * Attacks replayed:
 * - The current password could be guessed on the password-change form: `PUT /users/me/password` with a wrong
 *   `current_password` answered 400 forever (25 tries, no 429), and the right guess changed the password and ended
 *   the owner's other sessions. Each try now counts as a sign-in of the account (LOGIN_LIMIT, LOGIN_CLIENT_LIMIT).
 * - Password spraying: one client address tried 40 emails with one password, 40 x 401 and a scrypt each. A client now
 *   has LOGIN_CLIENT_LIMIT tries whatever the emails, counted before the password is checked.
 */
import '../native-modules';
import type { ApiErrorBody, ItemAnswer, SessionAnswer } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { SHOP_PATH, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
});
afterAll(() => t.close());

type Answer = ItemAnswer<unknown> & ApiErrorBody;
const PASSWORD = 'Plume-et-encrier-42';

let accounts = 0;
async function newCustomer(): Promise<{ email: string; token: string }> {
  accounts += 1;
  const email = `owner${accounts}@example.fr`;
  const { status, body } = await t.call<SessionAnswer>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/register`,
    payload: { email, password: PASSWORD, first_name: 'Léa', last_name: 'Martin' },
    headers: { 'x-forwarded-for': `192.0.2.${accounts}` },
  });
  if (status !== 201) throw new Error(`register failed: ${status}`);
  return { email, token: body.data.token };
}

const changePassword = (token: string, current: string, ip: string) =>
  t.call<Answer>({
    method: 'PUT',
    url: `${SHOP_PATH}/users/me/password`,
    payload: { current_password: current, new_password: 'Encre-de-Chine-1789' },
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
  });
const login = (email: string, password: string, ip: string) =>
  t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/auth/login`, payload: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('the current password on the password-change form', () => {
  it('is guessed no more often than at sign-in: 429 past LOGIN_LIMIT, the right guess included', async () => {
    const { token } = await newCustomer();
    const answers = [];
    for (let i = 0; i < 25; i += 1) answers.push(await changePassword(token, `Mauvais-mot-${i}`, '203.0.113.20'));
    const perClient = DEFAULT_LIMITS.loginPerClient.max;
    expect(answers.slice(0, perClient).map((answer) => answer.status)).toEqual(Array(perClient).fill(400));
    expect(answers.slice(perClient).map((answer) => answer.status)).toEqual(Array(25 - perClient).fill(429));
    expect(answers.at(-1)?.body).toMatchObject({ code: 'too_many_attempts', field: 'current_password' });
    const right = await changePassword(token, PASSWORD, '203.0.113.20');
    expect(right.status).toBe(429);
    // The password is unchanged: it still signs in (from a client that did not guess).
    expect((await login(`owner${accounts}@example.fr`, PASSWORD, '198.51.100.20')).status).toBe(200);
  });

  it('shares its count with the sign-in form of the same client', async () => {
    const { email, token } = await newCustomer();
    for (let i = 0; i < DEFAULT_LIMITS.loginPerClient.max; i += 1) expect((await login(email, `Mauvais-mot-${i}`, '203.0.113.21')).status).toBe(401);
    expect((await changePassword(token, PASSWORD, '203.0.113.21')).status).toBe(429);
  });

  it('still changes the password for its owner, and clears their count', async () => {
    const { email, token } = await newCustomer();
    for (let i = 0; i < DEFAULT_LIMITS.loginPerClient.max - 1; i += 1) expect((await changePassword(token, `Mauvais-mot-${i}`, '203.0.113.22')).status).toBe(400);
    expect((await changePassword(token, PASSWORD, '203.0.113.22')).status).toBe(200);
    expect((await login(email, 'Encre-de-Chine-1789', '203.0.113.22')).status).toBe(200);
  });
});

describe('password spraying: one password over many emails from one client', () => {
  const spray = DEFAULT_LIMITS.loginAnyAccountPerClient.max;

  it(`checks ${spray} passwords from one client, whatever the emails, even sent at once`, async () => {
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`someone${i}@example.fr`, 'Printemps2026!', '203.0.113.30')));
    expect(burst.filter((answer) => answer.status === 401)).toHaveLength(spray);
    const refused = burst.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(40 - spray);
    expect(refused[0]?.body).toMatchObject({ code: 'too_many_attempts' });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(DEFAULT_LIMITS.loginAnyAccountPerClient.minutes * 60 - 60);
    // Another client is not concerned.
    expect((await login('someone0@example.fr', 'Printemps2026!', '198.51.100.30')).status).toBe(401);
  });

  it('gives back the sign-ins that succeed: many customers behind one address are not refused', async () => {
    const customers = [];
    for (let i = 0; i < spray + 5; i += 1) customers.push(await newCustomer());
    for (const { email } of customers) expect((await login(email, PASSWORD, '203.0.113.31')).status).toBe(200);
  });
});
