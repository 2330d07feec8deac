import type { ApiErrorBody, ItemAnswer, ListAnswer, Order, OwnReview, PersonalDataExport } from '@bookshop/contracts';
import { startFakeCard, type FakeCard } from './fakes/card';
import { fakePaymentConfig } from './fakes/config';
import { startFakeGoogle, type FakeGoogle } from './fakes/google';
import { startFakePaypal, type FakePaypal } from './fakes/paypal';
import { DEMO_USERS, SHIPPING, SHOP_PATH, bearer, linkToken, mailsTo, setupApp, type TestContext } from './helpers';

/**
 * GDPR: a customer downloads everything the shop holds about them, and deletes their account. Deletion keeps the
 * orders for the accounts without the person, detaches saved cards at the card provider (the local fake, Stripe's
 * protocol), removes the rest, and lets the email register again.
 */

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
const CLIENT_ID = '1234-bookshop.apps.googleusercontent.com';
const [customer, admin] = DEMO_USERS;

let t: TestContext;
let card: FakeCard;
let paypal: FakePaypal;
let google: FakeGoogle;
let adminToken: string;

beforeAll(async () => {
  card = await startFakeCard();
  paypal = await startFakePaypal();
  google = await startFakeGoogle();
  t = await setupApp(undefined, {
    payments: fakePaymentConfig(paypal, card, 5000),
    googleSignIn: { jwksUrl: google.jwksUrl, issuers: [google.issuer], clientScriptUrl: google.clientScriptUrl, clockToleranceSeconds: 60, jwksCooldownMs: 0 },
  });
  adminToken = (await t.login(admin.email, admin.password)).token;
  await t.call({ method: 'PUT', url: `${SHOP_PATH}/admin/company-settings`, headers: bearer(adminToken), payload: { google_client_id: CLIENT_ID } });
});
afterAll(async () => {
  await t.close();
  await Promise.all([card.close(), paypal.close(), google.close()]);
});

const PASSWORD = 'Plume-et-encrier-42';

async function register(email: string, firstName: string): Promise<{ token: string; id: number }> {
  const { status, body } = await t.call<{ data: { token: string; user: { id: number } } }>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/register`,
    payload: { email, password: PASSWORD, first_name: firstName, last_name: 'Essai' },
  });
  if (status !== 201 && status !== 200) throw new Error(`register failed with ${status}`);
  return { token: body.data.token, id: body.data.user.id };
}

let keys = 0;
async function order(token: string, shipping = SHIPPING): Promise<Order> {
  const { rows } = await t.db.query<{ id: number }>('update articles set stock = 50 where id = (select id from articles order by id limit 1) returning id');
  const { status, body } = await t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    headers: { 'idempotency-key': `personal-data-${(keys += 1)}`, ...bearer(token) },
    payload: { lines: [{ article_id: rows[0]?.id, quantity: 1 }], delivery_method: 'home', shipping, payment_method: 'bank_transfer' },
  });
  if (status !== 201) throw new Error(`order failed with ${status}`);
  return body.data;
}

/** A card the provider holds for a customer, saved on the account as a checkout with "remember" would. */
async function savedCard(userId: number): Promise<string> {
  const id = `pm_saved${userId}x${(keys += 1)}`;
  card.methods.set(id, { id, type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }, customer: `cus_${userId}`, number: '4242424242424242' });
  await t.db.query(`insert into payment_references (user_id, provider, provider_ref, label, is_default) values ($1, 'card', $2, 'Visa •••• 4242 (12/30)', true)`, [userId, id]);
  return id;
}

const download = (token: string) => t.call<PersonalDataExport & ApiErrorBody>({ url: `${SHOP_PATH}/users/me/personal-data`, headers: bearer(token) });
const erase = (token: string, payload: object) =>
  t.call<Answer<{ deleted: true }>>({ method: 'POST', url: `${SHOP_PATH}/users/me/delete`, payload, headers: bearer(token) });

describe('the download of one\'s data', () => {
  it('holds the profile, addresses, orders with lines, returns, reviews, wishlist, newsletter and sessions: the customer\'s only', async () => {
    const me = await t.login(customer.email, customer.password);
    // Another customer's records, which must not appear.
    const other = await register('voisine@example.fr', 'Voisine');
    const theirs = await order(other.token, { ...SHIPPING, address: '99 avenue des Voisins', phone: '09 99 99 99 99' });
    await t.call({ method: 'POST', url: `${SHOP_PATH}/newsletter`, payload: { email: 'voisine@example.fr' } });

    await t.call({ method: 'POST', url: `${SHOP_PATH}/newsletter`, payload: { email: customer.email } });
    const { rows: books } = await t.db.query<{ id: number }>('select id from articles order by id limit 1');
    await t.call({ method: 'POST', url: `${SHOP_PATH}/favorites`, payload: { user_id: me.userId, article_id: books[0]?.id }, headers: bearer(me.token) });
    const orders = await t.call<ListAnswer<Order>>({ url: `${SHOP_PATH}/users/me/orders`, headers: bearer(me.token) });
    const delivered = orders.body.data.find((entry) => entry.status === 'delivered') as Order;
    const reviewed = await t.call<Answer<OwnReview>>({
      method: 'POST',
      url: `${SHOP_PATH}/reviews`,
      payload: { order_number: delivered.number, article_id: delivered.lines[0]?.article_id, rating: 5, comment: 'Un très beau livre.' },
      headers: bearer(me.token),
    });
    expect(reviewed.status).toBe(201);

    // Back-in-stock requests: one asked signed in, one as a guest with the same email, and the neighbour's.
    const alert = (email: string, userId: number | null, hash: string) =>
      t.db.query(`insert into stock_alerts (shop_id, article_id, email, user_id, language, cancel_token_hash) select shop_id, id, $1, $2, 'fr', $3 from articles where id = $4`, [
        email,
        userId,
        hash,
        books[0]?.id,
      ]);
    await alert(customer.email, me.userId, 'a'.repeat(64));
    await t.db.query(`update stock_alerts set notified_at = now()`);
    await alert(customer.email, null, 'b'.repeat(64));
    await alert('voisine@example.fr', other.id, 'c'.repeat(64));

    const answer = await download(me.token);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="lumiere-personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const data = answer.body;
    expect(data.profile).toMatchObject({ id: me.userId, email: customer.email, first_name: customer.first_name });
    expect(data.profile).not.toHaveProperty('password_hash');
    expect(data.orders.map((entry) => entry.number).sort()).toEqual(orders.body.data.map((entry) => entry.number).sort());
    expect(data.orders.find((entry) => entry.number === delivered.number)?.lines.length).toBe(delivered.lines.length);
    expect(data.reviews).toEqual([expect.objectContaining({ comment: 'Un très beau livre.', order_number: delivered.number })]);
    expect(data.wishlist).toEqual([expect.objectContaining({ article_id: books[0]?.id })]);
    expect(data.newsletter.subscribed).toBe(true);
    expect(data.stock_alerts).toEqual([
      expect.objectContaining({ article_id: books[0]?.id, notified_at: expect.any(String) }),
      expect.objectContaining({ article_id: books[0]?.id, notified_at: null }),
    ]);
    expect(data.sessions.filter((session) => session.current)).toHaveLength(1);
    // The demo customer's three cards (the seed's), with their codes and uses.
    expect(data.gift_cards.map((card) => [card.initial, card.state, card.uses.length])).toEqual([[25, 'active', 0], [40, 'active', 1], [15, 'expired', 0]]);
    expect(Array.isArray(data.returns) && Array.isArray(data.addresses) && Array.isArray(data.saved_cards)).toBe(true);
    const text = JSON.stringify(data);
    for (const foreign of ['voisine@example.fr', theirs.number, '99 avenue des Voisins', '09 99 99 99 99']) expect(text).not.toContain(foreign);
  });

  it('needs a session', async () => {
    expect((await t.call({ url: `${SHOP_PATH}/users/me/personal-data` })).status).toBe(401);
  });
});

describe('the deletion of one\'s account', () => {
  it('asks for the password (a wrong one changes nothing), and staff cannot delete themselves', async () => {
    const someone = await register('prudente@example.fr', 'Prudente');
    const wrong = await erase(someone.token, { password: 'pas-le-bon-mot' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'wrong_password', field: 'password' });
    expect((await t.call({ url: `${SHOP_PATH}/users/me`, headers: bearer(someone.token) })).status).toBe(200);

    const staff = await erase(adminToken, { password: admin.password });
    expect(staff.status).toBe(403);
    expect(staff.body.code).toBe('staff_account');
    const { rows } = await t.db.query('select 1 from users where email = $1', [admin.email]);
    expect(rows).toHaveLength(1);
  });

  it('keeps the orders without the person, removes the rest, detaches the cards at the provider, signs out; the email registers again', async () => {
    const gone = await register('partante@example.fr', 'Partante');
    const other = await register('restante@example.fr', 'Restante');
    // Confirmed from its own session: the records kept under its email alone are its own (security/unconfirmed-account).
    const confirmed = await t.call({ method: 'POST', url: `${SHOP_PATH}/auth/verify-email`, payload: { token: await linkToken(t.db, 'partante@example.fr', '/verify-email') }, headers: bearer(gone.token) });
    expect(confirmed.status).toBe(200);
    const placed = await order(gone.token);
    const kept = await order(other.token);
    const cardId = await savedCard(gone.id);
    const otherCard = await savedCard(other.id);
    const address = await t.call({ method: 'POST', url: `${SHOP_PATH}/users/me/addresses`, payload: { title: 'Maison', ...SHIPPING }, headers: bearer(gone.token) });
    expect(address.status).toBe(201);
    const { rows: books } = await t.db.query<{ id: number }>('select id from articles order by id limit 1');
    await t.call({ method: 'POST', url: `${SHOP_PATH}/favorites`, payload: { user_id: gone.id, article_id: books[0]?.id }, headers: bearer(gone.token) });
    await t.call({ method: 'POST', url: `${SHOP_PATH}/newsletter`, payload: { email: 'partante@example.fr' } });
    await t.call({ method: 'POST', url: `${SHOP_PATH}/auth/password-reset-request`, payload: { email: 'partante@example.fr' } });
    // A back-in-stock request asked signed in (already mailed: one per email and book waits at a time), and one asked
    // as a guest with the same email.
    for (const [userId, hash] of [[gone.id, 'd'], [null, 'e']] as const) {
      await t.db.query(`update stock_alerts set notified_at = now() where email = 'partante@example.fr'`);
      await t.db.query(
        `insert into stock_alerts (shop_id, article_id, email, user_id, language, cancel_token_hash) select shop_id, id, 'partante@example.fr', $1, 'fr', $2 from articles where id = $3`,
        [userId, hash.repeat(64), books[0]?.id],
      );
    }
    const second = await t.login('partante@example.fr', PASSWORD);

    const done = await erase(gone.token, { password: PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ deleted: true });

    // The order stays, naming no one.
    const { rows: orders } = await t.db.query(
      `select user_id, email, ship_first_name, ship_last_name, ship_phone, ship_address, ship_city, ship_postal_code, total_cents, anonymised_at is not null as anonymised
       from orders where number = $1`,
      [placed.number],
    );
    expect(orders).toEqual([
      { user_id: null, email: 'anonyme@erased.invalid', ship_first_name: '', ship_last_name: '', ship_phone: '', ship_address: '', ship_city: '', ship_postal_code: '', total_cents: Math.round(placed.total * 100), anonymised: true },
    ]);
    // The rest is gone.
    for (const [table, where] of [
      ['users', "email = 'partante@example.fr'"],
      ['sessions', `user_id = ${gone.id}`],
      ['addresses', `user_id = ${gone.id}`],
      ['payment_references', `user_id = ${gone.id}`],
      ['favorites', `user_id = ${gone.id}`],
      ['user_tokens', `user_id = ${gone.id}`],
      ['newsletter_subscriptions', "email = 'partante@example.fr'"],
      ['stock_alerts', "email = 'partante@example.fr'"],
    ]) {
      const { rows } = await t.db.query(`select 1 from ${table} where ${where}`);
      expect({ table, rows }).toEqual({ table, rows: [] });
    }
    // Detached at the provider, through its API; the other customer's card is untouched.
    expect(card.methods.get(cardId)?.customer).toBeNull();
    expect(card.methods.get(otherCard)?.customer).toBe(`cus_${other.id}`);
    // Signed out everywhere, and told by mail.
    expect((await t.call({ url: `${SHOP_PATH}/users/me`, headers: bearer(gone.token) })).status).toBe(401);
    expect((await t.call({ url: `${SHOP_PATH}/users/me`, headers: bearer(second.token) })).status).toBe(401);
    const mails = await mailsTo(t.db, 'partante@example.fr');
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('compte est supprimé')]);
    // Cannot sign in; the email may open a new account.
    const login = await t.call({ method: 'POST', url: `${SHOP_PATH}/auth/login`, payload: { email: 'partante@example.fr', password: PASSWORD } });
    expect(login.status).toBe(401);
    const again = await register('partante@example.fr', 'Partante');
    expect(again.id).not.toBe(gone.id);
    // The other customer keeps everything.
    const { rows: theirs } = await t.db.query('select email, ship_address from orders where number = $1', [kept.number]);
    expect(theirs).toEqual([{ email: 'restante@example.fr', ship_address: SHIPPING.address }]);
  });

  it('removes the reviews (the book\'s rating recomputed) and keeps the returns without the account', async () => {
    const me = await t.login(customer.email, customer.password);
    const orders = await t.call<ListAnswer<Order>>({ url: `${SHOP_PATH}/users/me/orders`, headers: bearer(me.token) });
    const delivered = orders.body.data.find((entry) => entry.status === 'delivered') as Order;
    const asked = await t.call({
      method: 'POST',
      url: `${SHOP_PATH}/returns`,
      payload: { order_number: delivered.number, items: [{ article_id: delivered.lines[1]?.article_id, quantity: 1 }], reason: 'Des pages manquent au milieu du livre.' },
      headers: bearer(me.token),
    });
    expect(asked.status).toBe(201);
    const { rows: before } = await t.db.query<{ id: number }>('select id from return_requests where user_id = $1', [me.userId]);
    const { rows: reviewed } = await t.db.query<{ article_id: number }>('select article_id from reviews where user_id = $1', [me.userId]);
    expect(reviewed.length).toBeGreaterThan(0);
    expect((await erase(me.token, { password: customer.password })).status).toBe(200);
    const { rows: reviews } = await t.db.query('select 1 from reviews where article_id = $1', [reviewed[0]?.article_id]);
    expect(reviews).toEqual([]);
    const { rows: rate } = await t.db.query<{ average_rate: string | number }>('select average_rate from articles where id = $1', [reviewed[0]?.article_id]);
    expect(Number(rate[0]?.average_rate)).toBe(0);
    const { rows: returns } = await t.db.query('select user_id from return_requests where id = any($1::int[])', [before.map((row) => row.id)]);
    expect(returns).toEqual(before.map(() => ({ user_id: null })));
    // The shop still handles them; the anonymised order's address gets no mail.
    const approved = await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/returns/${before[0]?.id}/approve`, payload: {}, headers: bearer(adminToken) });
    expect(approved.status).toBe(200);
    expect(await mailsTo(t.db, 'anonyme@erased.invalid')).toEqual([]);
  });

  it('an account without a password confirms with a fresh Google sign-in of its own linked Google account', async () => {
    const nonce = async () =>
      (await t.call<{ data: { nonce: string } }>({ method: 'POST', url: `${SHOP_PATH}/auth/google/nonce` })).body.data.nonce;
    const first = await nonce();
    const signedIn = await t.call<{ data: { token: string } }>({
      method: 'POST',
      url: `${SHOP_PATH}/auth/google`,
      payload: { credential: await google.issueToken({ aud: CLIENT_ID, nonce: first, email: 'sans.motdepasse@gmail.example' }), nonce: first },
    });
    const token = signedIn.body.data.token;
    expect((await erase(token, { password: 'quelque-chose' })).body).toMatchObject({ code: 'no_password', field: 'password' });
    // Someone else's Google account does not prove this one.
    const other = await nonce();
    const foreign = await erase(token, { credential: await google.issueToken({ aud: CLIENT_ID, nonce: other, email: 'autre@gmail.example' }), nonce: other });
    // 403, not 401: the session is fine, the proof is not.
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ code: 'reauthentication_failed', field: 'credential' });
    const own = await nonce();
    const done = await erase(token, { credential: await google.issueToken({ aud: CLIENT_ID, nonce: own, email: 'sans.motdepasse@gmail.example' }), nonce: own });
    expect(done.status).toBe(200);
    const { rows } = await t.db.query(`select 1 from user_identities where email = 'sans.motdepasse@gmail.example'`);
    expect(rows).toEqual([]);
  });
});
