import type { ApiErrorBody, ItemAnswer, SessionAnswer, UserInfo } from '@bookshop/contracts';
import { SHOP_PATH, bearer, linkToken as linkTokenOf, mailsTo as mailsToOf, setupApp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp();
});
afterAll(() => t.close());

type Answer<T = unknown> = ItemAnswer<T> & ApiErrorBody;

const post = <T = unknown>(path: string, payload: unknown, token?: string) =>
  t.call<Answer<T>>({ method: 'POST', url: `${SHOP_PATH}${path}`, payload: payload as object, headers: token ? bearer(token) : {} });
const put = <T = unknown>(path: string, payload: unknown, token: string) =>
  t.call<Answer<T>>({ method: 'PUT', url: `${SHOP_PATH}${path}`, payload: payload as object, headers: bearer(token) });
const me = (token: string) => t.call<Answer<UserInfo>>({ url: `${SHOP_PATH}/users/me`, headers: bearer(token) });

const mailsTo = (address: string) => mailsToOf(t.db, address);
const linkToken = (address: string, route: '/verify-email' | '/reset-password') => linkTokenOf(t.db, address, route);

let accounts = 0;
/** Registers a fresh customer and answers its email, password and token. */
async function newCustomer(language: 'fr' | 'eng' = 'fr') {
  accounts += 1;
  const email = `reader${accounts}@example.fr`;
  const password = 'Plume-et-encrier-42';
  const { status, body } = await t.call<SessionAnswer>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/register`,
    payload: { email, password, first_name: 'Léa', last_name: 'Martin', language },
  });
  if (status !== 201) throw new Error(`register failed: ${status}`);
  return { email, password, token: body.data.token, userId: body.data.user.id };
}

describe('passwords', () => {
  it.each(['password123', 'azertyuiop', '12345678', 'motdepasse', 'leamartin'])('refuses the guessable "%s" at sign-up', async (password) => {
    const { status, body } = await post('/auth/register', { email: 'weak@example.fr', password, first_name: 'Léa', last_name: 'Martin' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'weak_password', field: 'password' });
    expect(await mailsTo('weak@example.fr')).toEqual([]);
  });
});

describe('email verification', () => {
  it('mails a single-use link at sign-up, in the customer\'s language, that confirms the email once', async () => {
    const customer = await newCustomer('eng');
    const [mail] = await mailsTo(customer.email);
    expect(mail?.subject).toBe('Librairie Lumière: confirm your email address');
    // The address is not confirmed yet: the mail names nobody (a name is text anyone could have typed).
    expect(mail?.body_text).toMatch(/^Hello,\n/);
    expect(mail?.body_text).not.toContain('Léa');
    expect((await me(customer.token)).body.data.email_verified).toBe(false);

    const token = await linkToken(customer.email, '/verify-email');
    // From the session that registered: the password's author has the mailbox, and keeps everything.
    const first = await post('/auth/verify-email', { token }, customer.token);
    expect(first).toMatchObject({ status: 200, body: { data: { verified: true, email: customer.email, cleared: false } } });
    expect((await me(customer.token)).body.data.email_verified).toBe(true);

    const again = await post('/auth/verify-email', { token });
    expect(again).toMatchObject({ status: 400, body: { code: 'invalid_token', field: 'token' } });
  });

  it('refuses an expired or unknown link', async () => {
    const customer = await newCustomer();
    const token = await linkToken(customer.email, '/verify-email');
    await t.db.query(`update user_tokens set expires_at = now() - interval '1 second' where user_id = $1`, [customer.userId]);
    expect((await post('/auth/verify-email', { token })).body).toMatchObject({ code: 'invalid_token' });
    expect((await post('/auth/verify-email', { token: 'x'.repeat(43) })).body).toMatchObject({ code: 'invalid_token' });
    expect((await post('/auth/verify-email', { token: 'not a token' })).body).toMatchObject({ statusCode: 400, field: 'token' });
  });

  it('resends a link that replaces the older one, and refuses once confirmed', async () => {
    const customer = await newCustomer();
    const older = await linkToken(customer.email, '/verify-email');
    expect((await post('/auth/resend-verification', {}, customer.token)).status).toBe(202);
    const newer = await linkToken(customer.email, '/verify-email');
    expect(newer).not.toBe(older);
    expect((await post('/auth/verify-email', { token: older })).status).toBe(400);
    expect((await post('/auth/verify-email', { token: newer }, customer.token)).status).toBe(200);
    expect((await post('/auth/resend-verification', {}, customer.token)).body).toMatchObject({ statusCode: 409, code: 'already_verified' });
    expect((await post('/auth/resend-verification', {})).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same for an unknown email, and mails only real accounts', async () => {
    const customer = await newCustomer();
    const known = await post('/auth/password-reset-request', { email: customer.email.toUpperCase() });
    const unknown = await post('/auth/password-reset-request', { email: 'nobody@example.fr' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo('nobody@example.fr')).toEqual([]);
    expect((await mailsTo(customer.email)).at(-1)?.subject).toBe('Librairie Lumière : réinitialisez votre mot de passe');
  });

  it('mails at most 3 links an hour to one account', async () => {
    const customer = await newCustomer();
    for (let i = 0; i < 5; i += 1) expect((await post('/auth/password-reset-request', { email: customer.email })).status).toBe(202);
    const resets = (await mailsTo(customer.email)).filter((mail) => mail.subject.includes('mot de passe'));
    expect(resets).toHaveLength(3);
  });

  it('sets the new password once, ends every session, and keeps the link on a refused password', async () => {
    const customer = await newCustomer();
    const other = await t.login(customer.email, customer.password);
    await post('/auth/password-reset-request', { email: customer.email });
    const token = await linkToken(customer.email, '/reset-password');

    const weak = await post('/auth/password-reset', { token, password: 'password1' });
    expect(weak.body).toMatchObject({ statusCode: 400, code: 'weak_password', field: 'password' });

    expect((await post('/auth/password-reset', { token, password: 'Nouvelle-plume-77' })).status).toBe(200);
    expect((await me(customer.token)).status).toBe(401);
    expect((await me(other.token)).status).toBe(401);
    const oldLogin = await post('/auth/login', { email: customer.email, password: customer.password });
    expect(oldLogin.status).toBe(401);
    const { token: session } = await t.login(customer.email, 'Nouvelle-plume-77');
    // The reset proved the mailbox: the email counts as confirmed.
    expect((await me(session)).body.data.email_verified).toBe(true);
    expect((await post('/auth/password-reset', { token, password: 'Encore-une-plume-88' })).body).toMatchObject({ code: 'invalid_token' });
  });
});

// Sign-in throttling: test/security/login-lockout.test.ts.

describe('profile', () => {
  it('changes names and phone, never the role or the email', async () => {
    const customer = await newCustomer();
    const { status, body } = await put<UserInfo>(
      `/users/${customer.userId}`,
      { first_name: ' Léonie ', phone: '+33 6 12 34 56 78', role: 'admin', email: 'boss@example.fr', email_verified: true },
      customer.token,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ first_name: 'Léonie', phone: '+33 6 12 34 56 78', role: 'customer', email: customer.email, email_verified: false });
    expect((await put(`/users/${customer.userId}`, { phone: 'call me' }, customer.token)).body).toMatchObject({ statusCode: 400, field: 'phone' });
    expect((await put<UserInfo>(`/users/${customer.userId}`, { phone: null }, customer.token)).body.data.phone).toBeNull();
    const other = await newCustomer();
    expect((await put(`/users/${other.userId}`, { first_name: 'Pirate' }, customer.token)).status).toBe(403);
  });

  it('changes the password with the current one, ending the other sessions only', async () => {
    const customer = await newCustomer();
    const other = await t.login(customer.email, customer.password);
    const wrong = await put('/users/me/password', { current_password: 'Pas-le-bon-2026', new_password: 'Nouvelle-plume-77' }, customer.token);
    expect(wrong.body).toMatchObject({ statusCode: 400, code: 'wrong_password', field: 'current_password' });
    const weak = await put('/users/me/password', { current_password: customer.password, new_password: 'qwertyuiop' }, customer.token);
    expect(weak.body).toMatchObject({ code: 'weak_password', field: 'new_password' });
    const done = await put('/users/me/password', { current_password: customer.password, new_password: 'Nouvelle-plume-77' }, customer.token);
    expect(done).toMatchObject({ status: 200, body: { data: { changed: true } } });
    expect((await me(customer.token)).status).toBe(200);
    expect((await me(other.token)).status).toBe(401);
    await t.login(customer.email, 'Nouvelle-plume-77');
  });
});

describe('addresses', () => {
  const home = {
    title: 'Maison',
    first_name: 'Léa',
    last_name: 'Martin',
    phone: '01 23 45 67 89',
    address: '12 rue des Lilas',
    address_extra: '',
    city: 'Lyon',
    postal_code: '69003',
    country: 'FR',
  };
  const office = { ...home, title: 'Bureau', address: '1 place Bellecour', postal_code: '69002' };

  it('adds, edits, changes the default and deletes, the first address being the default', async () => {
    const customer = await newCustomer();
    const first = await post<UserInfo>('/users/me/addresses', home, customer.token);
    expect(first.status).toBe(201);
    const homeId = first.body.data.addresses[0]?.id as number;
    expect(first.body.data.defaultAdd).toBe(homeId);
    expect(first.body.data.addresses).toEqual([{ id: homeId, ...home }]);

    const second = await post<UserInfo>('/users/me/addresses', { ...office, is_default: true }, customer.token);
    const officeId = second.body.data.addresses[1]?.id as number;
    expect(second.body.data.defaultAdd).toBe(officeId);

    const edited = await put<UserInfo>(`/users/me/addresses/${homeId}`, { ...home, city: ' Villeurbanne ', postal_code: '69100' }, customer.token);
    expect(edited.body.data.addresses[0]).toMatchObject({ city: 'Villeurbanne', postal_code: '69100' });
    expect((await put<UserInfo>(`/users/me/addresses/${homeId}/default`, {}, customer.token)).body.data.defaultAdd).toBe(homeId);

    const deleted = await t.call<Answer<UserInfo>>({ method: 'DELETE', url: `${SHOP_PATH}/users/me/addresses/${homeId}`, headers: bearer(customer.token) });
    expect(deleted.body.data.addresses.map((address) => address.id)).toEqual([officeId]);
    // The default went with it: the remaining address takes its place.
    expect(deleted.body.data.defaultAdd).toBe(officeId);
  });

  it('answers 404 for another customer\'s address, and leaves it alone', async () => {
    const owner = await newCustomer();
    const intruder = await newCustomer();
    const { body } = await post<UserInfo>('/users/me/addresses', home, owner.token);
    const id = body.data.addresses[0]?.id as number;
    expect((await put(`/users/me/addresses/${id}`, office, intruder.token)).status).toBe(404);
    expect((await put(`/users/me/addresses/${id}/default`, {}, intruder.token)).status).toBe(404);
    const removal = await t.call({ method: 'DELETE', url: `${SHOP_PATH}/users/me/addresses/${id}`, headers: bearer(intruder.token) });
    expect(removal.status).toBe(404);
    expect((await me(owner.token)).body.data.addresses).toEqual([{ id, ...home }]);
    expect((await post('/users/me/addresses', home)).status).toBe(401);
  });

  it.each([
    [{ country: 'ZZ' }, 'country'],
    [{ country: 'france' }, 'country'],
    [{ postal_code: '!' }, 'postal_code'],
    [{ phone: 'abc' }, 'phone'],
    [{ city: '   ' }, 'city'],
    [{ title: '' }, 'title'],
  ])('refuses %j naming the field %s', async (change, field) => {
    const customer = await newCustomer();
    const { status, body } = await post('/users/me/addresses', { ...home, ...change }, customer.token);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
    expect((await me(customer.token)).body.data.addresses).toEqual([]);
  });

  it('holds at most 20 addresses', async () => {
    const customer = await newCustomer();
    for (let i = 0; i < 20; i += 1) expect((await post('/users/me/addresses', { ...home, title: `Adresse ${i}` }, customer.token)).status).toBe(201);
    expect((await post('/users/me/addresses', home, customer.token)).body).toMatchObject({ statusCode: 409, code: 'too_many_addresses' });
  });
});

describe('avatar', () => {
  // The smallest valid PNG (1x1, transparent) and a JPEG header: enough for the content check.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const upload = (token: string, body: Buffer, type: string) =>
    t.call<Answer<UserInfo>>({ method: 'PUT', url: `${SHOP_PATH}/users/me/avatar`, payload: body, headers: { ...bearer(token), 'content-type': type } });

  it('stores a PNG, serves it at /img/{image}, replaces and removes it', async () => {
    const customer = await newCustomer();
    const { status, body } = await upload(customer.token, png, 'image/png');
    expect(status).toBe(200);
    const image = body.data.image as string;
    expect(image).toMatch(/^avatar-[A-Za-z0-9_-]{32}\.png$/);
    const served = await t.app.inject({ url: `/img/${image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    // Declared as JPEG, but the bytes are PNG: the content decides.
    const again = await upload(customer.token, png, 'image/jpeg');
    expect(again.body.data.image).not.toBe(image);
    expect((await t.app.inject({ url: `/img/${image}` })).statusCode).toBe(404);

    const removed = await t.call<Answer<UserInfo>>({ method: 'DELETE', url: `${SHOP_PATH}/users/me/avatar`, headers: bearer(customer.token) });
    expect(removed.body.data.image).toBeNull();
  });

  it('refuses what is not an image, what is too big, and visitors', async () => {
    const customer = await newCustomer();
    const script = await upload(customer.token, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(script.body).toMatchObject({ statusCode: 400, code: 'unsupported_image', field: 'image' });
    const huge = await upload(customer.token, Buffer.concat([png, Buffer.alloc(1024 * 1024)]), 'image/png');
    expect(huge.status).toBe(413);
    const text = await t.call({ method: 'PUT', url: `${SHOP_PATH}/users/me/avatar`, payload: 'hello', headers: { ...bearer(customer.token), 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    const visitor = await t.call({ method: 'PUT', url: `${SHOP_PATH}/users/me/avatar`, payload: png, headers: { 'content-type': 'image/png' } });
    expect(visitor.status).toBe(401);
    expect((await me(customer.token)).body.data.image).toBeNull();
  });
});
