import type { ApiErrorBody, IsLoggedInAnswer, ItemAnswer, SessionAnswer, UserInfo } from '@bookshop/contracts';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp();
});
afterAll(() => t.close());

const [customer, admin] = DEMO_USERS;

const register = (payload: Record<string, unknown>) =>
  t.call<SessionAnswer & ApiErrorBody>({ method: 'POST', url: `${SHOP_PATH}/auth/register`, payload });

const valid = { email: 'new.reader@example.fr', password: 'a-long-secret', first_name: '  Léa ', last_name: 'Martin' };

describe('POST /auth/register', () => {
  it('creates a customer, trims names and answers 201 {token, user}', async () => {
    const { status, body } = await register({ ...valid, language: 'eng', currency: 'usd' });
    expect(status).toBe(201);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.user).toEqual({
      id: expect.any(Number),
      email: 'new.reader@example.fr',
      first_name: 'Léa',
      last_name: 'Martin',
      image: null,
      language: 'eng',
      currency: 'usd',
      role: 'customer',
      phone: null,
      email_verified: false,
      addresses: [],
      payments: [],
      defaultAdd: null,
      defaultPay: null,
    });
    const me = await t.call<ItemAnswer<UserInfo>>({ url: `${SHOP_PATH}/users/me`, headers: bearer(body.data.token) });
    expect(me.body.data.id).toBe(body.data.user.id);
  });

  it.each([
    ['a bad email', { ...valid, email: 'nope' }, 'email'],
    ['a short password', { ...valid, email: 'short@example.fr', password: 'short' }, 'password'],
    ['a password over 128 characters', { ...valid, email: 'long@example.fr', password: 'x'.repeat(129) }, 'password'],
    ['a blank first name', { ...valid, email: 'blank@example.fr', first_name: '   ' }, 'first_name'],
    ['a missing last name', { email: 'missing@example.fr', password: 'a-long-secret', first_name: 'A' }, 'last_name'],
    ['an unknown language', { ...valid, email: 'lang@example.fr', language: 'de' }, 'language'],
  ])('refuses %s with 400 naming the field', async (_case, payload, field) => {
    const { status, body } = await register(payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'validation_error', field });
  });

  it('refuses a duplicate email (any case) with 409 field email', async () => {
    const { status, body } = await register({ ...valid, email: 'NEW.Reader@example.fr' });
    expect(status).toBe(409);
    expect(body).toEqual({
      statusCode: 409,
      code: 'email_taken',
      message: 'An account already exists with this email.',
      field: 'email',
    });
  });

  it('never takes the role (or any other extra property) from the body', async () => {
    const { status, body } = await register({ ...valid, email: 'sneaky@example.fr', role: 'admin', verified: true, admin: true });
    expect(status).toBe(201);
    expect(body.data.user.role).toBe('customer');
    const { rows } = await t.db.query<{ role: string }>(`select role from users where email = 'sneaky@example.fr'`);
    expect(rows).toEqual([{ role: 'customer' }]);
    const settings = await t.call({ url: `${SHOP_PATH}/admin/company-settings`, headers: bearer(body.data.token) });
    expect(settings.status).toBe(403);
  });

  it('stores a salted scrypt hash, never the password', async () => {
    const { rows } = await t.db.query<{ password_hash: string }>(
      `select password_hash from users where email in ('new.reader@example.fr', 'sneaky@example.fr')`,
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(rows[0]?.password_hash).not.toBe(rows[1]?.password_hash);
  });
});

describe('POST /auth/login', () => {
  it('signs the demo customer in', async () => {
    const { status, body } = await t.call<SessionAnswer>({
      method: 'POST',
      url: `${SHOP_PATH}/auth/login`,
      payload: { email: customer.email.toUpperCase(), password: customer.password },
    });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ email: customer.email, first_name: 'Camille', role: 'customer' });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await t.call({ method: 'POST', url: `${SHOP_PATH}/auth/login`, payload: { email: customer.email, password: 'Wrong-2026' } });
    const unknown = await t.call({ method: 'POST', url: `${SHOP_PATH}/auth/login`, payload: { email: 'ghost@example.fr', password: 'Wrong-2026' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ statusCode: 401, code: 'invalid_credentials', message: 'Invalid email or password.' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('signs the demo admin in with the admin role', async () => {
    const { token } = await t.login(admin.email, admin.password);
    const me = await t.call<ItemAnswer<UserInfo>>({ url: `${SHOP_PATH}/users/me`, headers: bearer(token) });
    expect(me.body.data.role).toBe('admin');
  });
});

describe('sessions', () => {
  it('GET /users/me needs a valid bearer token', async () => {
    const none = await t.call<ApiErrorBody>({ url: `${SHOP_PATH}/users/me` });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ statusCode: 401, code: 'unauthorized', message: 'Authentication required.' });
    expect((await t.call({ url: `${SHOP_PATH}/users/me`, headers: bearer('x'.repeat(43)) })).status).toBe(401);
    expect((await t.call({ url: `${SHOP_PATH}/users/me`, headers: { authorization: 'Basic abc' } })).status).toBe(401);
  });

  it('stores only the sha256 of tokens', async () => {
    const { token } = await t.login(customer.email, customer.password);
    const { rows } = await t.db.query<{ token_hash: string }>('select token_hash from sessions');
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('GET /logout revokes the token, which then gets 401', async () => {
    const { token } = await t.login(customer.email, customer.password);
    expect((await t.call({ url: `${SHOP_PATH}/users/me`, headers: bearer(token) })).status).toBe(200);
    const logout = await t.call({ url: `${SHOP_PATH}/logout?ecom_type=lumiere`, headers: bearer(token) });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ data: { logged_out: true } });
    expect((await t.call({ url: `${SHOP_PATH}/users/me`, headers: bearer(token) })).status).toBe(401);
    expect((await t.call({ url: `${SHOP_PATH}/logout`, headers: bearer(token) })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { token, userId } = await t.login(customer.email, customer.password);
    await t.db.query(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [userId]);
    expect((await t.call({ url: `${SHOP_PATH}/users/me`, headers: bearer(token) })).status).toBe(401);
  });

  it('POST /is-user-logged-in tells true only for a valid token of that user, never 401', async () => {
    const { token, userId } = await t.login(customer.email, customer.password);
    const ask = (userIdAsked: number, headers: Record<string, string> = {}) =>
      t.call<IsLoggedInAnswer>({ method: 'POST', url: `${SHOP_PATH}/is-user-logged-in`, payload: { user_id: userIdAsked }, headers });
    expect(await ask(userId, bearer(token))).toMatchObject({ status: 200, body: { is_logged_in: true } });
    expect(await ask(userId + 1, bearer(token))).toMatchObject({ status: 200, body: { is_logged_in: false } });
    expect(await ask(userId)).toMatchObject({ status: 200, body: { is_logged_in: false } });
    expect(await ask(userId, bearer('not-a-real-token-at-all'))).toMatchObject({ status: 200, body: { is_logged_in: false } });
    await t.call({ url: `${SHOP_PATH}/logout`, headers: bearer(token) });
    expect(await ask(userId, bearer(token))).toMatchObject({ status: 200, body: { is_logged_in: false } });
  });
});

describe('PUT /users/:id', () => {
  it('changes the language or the currency of the user', async () => {
    const { token, userId } = await t.login(customer.email, customer.password);
    const language = await t.call<ItemAnswer<UserInfo>>({
      method: 'PUT',
      url: `${SHOP_PATH}/users/${userId}`,
      headers: bearer(token),
      payload: { language: 'eng' },
    });
    expect(language.status).toBe(200);
    expect(language.body.data).toMatchObject({ id: userId, language: 'eng', currency: 'eur' });
    const currency = await t.call<ItemAnswer<UserInfo>>({
      method: 'PUT',
      url: `${SHOP_PATH}/users/${userId}`,
      headers: bearer(token),
      payload: { currency: 'usd' },
    });
    expect(currency.body.data).toMatchObject({ language: 'eng', currency: 'usd' });
  });

  it('refuses bad values, empty bodies, other users and anonymous calls', async () => {
    const { token, userId } = await t.login(customer.email, customer.password);
    const put = (id: number, payload: Record<string, unknown>, headers = bearer(token)) =>
      t.call<ApiErrorBody>({ method: 'PUT', url: `${SHOP_PATH}/users/${id}`, headers, payload });
    expect((await put(userId, { currency: 'gbp' })).body).toMatchObject({ statusCode: 400, field: 'currency' });
    expect((await put(userId, {})).status).toBe(400);
    expect((await put(userId + 1000, { language: 'fr' })).body).toMatchObject({ statusCode: 403, code: 'forbidden' });
    expect((await put(userId, { language: 'fr' }, {} as never)).status).toBe(401);
  });
});
