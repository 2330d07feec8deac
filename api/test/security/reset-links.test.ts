/** Attack replayed: a mailed password reset link still worked after the account's password had been changed. */
import '../native-modules';
import type { SessionAnswer } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { SHOP_PATH, bearer, linkToken, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
});
afterAll(() => t.close());

const email = 'changed@example.fr';
const post = (path: string, payload: object, headers = {}) => t.call({ method: 'POST', url: `${SHOP_PATH}${path}`, payload, headers });

it('voids a pending reset link when the password is changed from the account', async () => {
  const { body } = await t.call<SessionAnswer>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/register`,
    payload: { email, password: 'Plume-et-encrier-42', first_name: 'Léa', last_name: 'Martin' },
  });
  await post('/auth/password-reset-request', { email });
  const stolen = await linkToken(t.db, email, '/reset-password');
  const changed = await t.call({
    method: 'PUT',
    url: `${SHOP_PATH}/users/me/password`,
    payload: { current_password: 'Plume-et-encrier-42', new_password: 'Nouvelle-plume-77' },
    headers: bearer(body.data.token),
  });
  expect(changed.status).toBe(200);
  const used = await post('/auth/password-reset', { token: stolen, password: 'Pris-par-un-autre-99' });
  expect(used.status).toBe(400);
  expect(used.body).toMatchObject({ code: 'invalid_token', field: 'token' });
  expect((await post('/auth/login', { email, password: 'Nouvelle-plume-77' })).status).toBe(200);
});

it('voids the other pending links when one of them resets the password', async () => {
  await post('/auth/password-reset-request', { email });
  const first = await linkToken(t.db, email, '/reset-password');
  await post('/auth/password-reset-request', { email });
  const second = await linkToken(t.db, email, '/reset-password');
  expect((await post('/auth/password-reset', { token: second, password: 'Encore-une-plume-88' })).status).toBe(200);
  expect((await post('/auth/password-reset', { token: first, password: 'Pris-par-un-autre-99' })).status).toBe(400);
});
