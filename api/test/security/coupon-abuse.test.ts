import '../native-modules';
import { createHmac } from 'node:crypto';
import type { AdminCouponRow, ApiErrorBody, CheckoutQuote, ItemAnswer, Order } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { couponMailbox } from '../../src/services/coupons';
import { DEMO_USERS, SHOP_PATH, bearer, linkToken, setupApp, type TestContext } from '../helpers';

/*
 * A coupon limited to one use per customer, used more than once: by writing one Gmail mailbox another way, as a new
 * guest email, or by deleting the account and registering again; and POST /coupons/check telling whether an email has
 * used a code. Replayed against the shop's default limits, each caller from an address of its own.
 */

let t: TestContext;
beforeAll(async () => {
  t = await setupApp(undefined, { limits: DEFAULT_LIMITS });
});
afterAll(() => t.close());

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
const [, admin] = DEMO_USERS;
const PASSWORD = 'Plume-et-encrier-42';
const CODE = 'UNEFOIS';

let clients = 0;
const newClient = () => `203.0.113.${(clients += 1)}`;
let keys = 0;
let lines: { article_id: number; quantity: number }[] = [];

beforeAll(async () => {
  const adminToken = (await t.login(admin.email, admin.password)).token;
  const created = await t.call<Answer<AdminCouponRow>>({
    method: 'POST',
    url: `${SHOP_PATH}/admin/coupons`,
    headers: bearer(adminToken),
    payload: { code: CODE, kind: 'percent', value: 10, max_uses_per_customer: 1 },
  });
  expect(created.status).toBe(201);
  const { rows } = await t.db.query<{ id: number }>(`update articles set stock = 500 where ean = '9782070409228' returning id`);
  lines = [{ article_id: (rows[0] as { id: number }).id, quantity: 1 }];
});

/** Opens an account; `confirm` opens the confirmation link mailed to it too (the mailbox is the caller's). */
async function account(email: string, confirm = true): Promise<string> {
  const client = newClient();
  const { status, body } = await t.call<Answer<{ token: string }>>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/register`,
    payload: { email, password: PASSWORD, first_name: 'Alice', last_name: 'Essai' },
    remoteAddress: client,
  });
  if (status !== 201) throw new Error(`register of ${email} failed with ${status}: ${JSON.stringify(body)}`);
  const token = body.data.token;
  if (confirm) {
    const verified = await t.call({
      method: 'POST',
      url: `${SHOP_PATH}/auth/verify-email`,
      payload: { token: await linkToken(t.db, email, '/verify-email') },
      headers: bearer(token),
      remoteAddress: client,
    });
    expect(verified.status).toBe(200);
  }
  return token;
}

const check = (payload: Record<string, unknown>, { token, client = newClient() }: { token?: string; client?: string } = {}) =>
  t.call<Answer<CheckoutQuote>>({
    method: 'POST',
    url: `${SHOP_PATH}/coupons/check`,
    payload: { lines, delivery_method: 'shop_pickup', coupon_code: CODE, ...payload },
    headers: token ? bearer(token) : {},
    remoteAddress: client,
  });

const order = (payload: Record<string, unknown>, token?: string) =>
  t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    payload: { lines, delivery_method: 'shop_pickup', payment_method: 'bank_transfer', coupon_code: CODE, ...payload },
    headers: { 'idempotency-key': `coupon-abuse-${(keys += 1)}`, ...(token ? bearer(token) : {}) },
    remoteAddress: newClient(),
  });

const needsAccount = { status: 403, body: expect.objectContaining({ code: 'coupon_needs_confirmed_account', field: 'coupon_code' }) };
const usedUp = { status: 422, body: expect.objectContaining({ code: 'coupon_customer_limit', field: 'coupon_code' }) };

describe('a coupon of one use per customer', () => {
  it('is counted by mailbox: a.lice@gmail.com, al.ice@gmail.com and alice+promo@googlemail.com are one customer', async () => {
    expect(couponMailbox(' A.Lice+promo@GoogleMail.com ')).toBe('alice@gmail.com');
    expect(couponMailbox('a.lice+x@example.fr')).toBe('a.lice@example.fr');
    const first = await account('a.lice@gmail.com');
    expect((await order({}, first)).status).toBe(201);

    for (const email of ['al.ice@gmail.com', 'alice+promo@googlemail.com']) {
      const again = await account(email);
      expect({ email, ...(await check({}, { token: again })) }).toMatchObject({ email, ...usedUp });
      expect({ email, ...(await order({}, again)) }).toMatchObject({ email, ...usedUp });
    }
    // Another mailbox may.
    expect((await check({}, { token: await account('bob.dupont@gmail.com') })).status).toBe(200);
  });

  it('needs a signed-in customer whose email is confirmed: guests and unconfirmed accounts get 403, on check and order', async () => {
    expect(await order({ email: `nouvelle-${Date.now()}@example.fr` })).toMatchObject(needsAccount);
    expect(await check({})).toMatchObject(needsAccount);
    const unconfirmed = await account('pas-encore@example.fr', false);
    expect(await check({}, { token: unconfirmed })).toMatchObject(needsAccount);
    expect(await order({}, unconfirmed)).toMatchObject(needsAccount);
    // Nothing was recorded for them.
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from coupon_redemptions r join orders o on o.id = r.order_id where o.email in ('pas-encore@example.fr') or o.user_id is null`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('the check answers alike for every email, and such answers are no free tries', async () => {
    // a.lice@gmail.com used the code above: naming it or a fresh email tells nothing.
    const client = newClient();
    const answers = [];
    for (const email of ['a.lice@gmail.com', 'al.ice@gmail.com', 'personne@example.fr', undefined]) {
      const answer = await check(email ? { email } : {}, { client });
      answers.push({ status: answer.status, body: answer.body });
    }
    expect(answers).toEqual(Array.from({ length: 4 }, () => ({ status: 403, body: expect.objectContaining({ code: 'coupon_needs_confirmed_account' }) })));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // Each try stays counted (the code's existence is what a guesser learns): past COUPON_CHECK_LIMIT, 429.
    for (let i = answers.length; i < DEFAULT_LIMITS.couponChecksPerClient.max; i += 1) {
      expect((await check({ email: `essai${i}@example.fr` }, { client })).status).toBe(403);
    }
    expect(await check({ email: 'encore@example.fr' }, { client })).toMatchObject({ status: 429, body: { code: 'too_many_coupon_tries' } });
  });

  it('deleting the account and registering again does not give the use back; the use keeps only a keyed hash', async () => {
    const email = 'renee.martin@example.fr';
    const first = await account(email);
    const placed = await order({}, first);
    expect(placed.status).toBe(201);
    const erased = await t.call({ method: 'POST', url: `${SHOP_PATH}/users/me/delete`, payload: { password: PASSWORD }, headers: bearer(first) });
    expect(erased.status).toBe(200);

    const again = await account(email);
    expect(await check({}, { token: again })).toMatchObject(usedUp);
    expect(await order({}, again)).toMatchObject(usedUp);

    // What counted it: no account any more, and no email, only the mailbox's HMAC under the instances' shared key.
    const { rows } = await t.db.query<{ user_id: number | null; customer_key: string | null }>(
      `select r.user_id, r.customer_key from coupon_redemptions r join orders o on o.id = r.order_id where o.number = $1`,
      [placed.body.data.number],
    );
    const { rows: secret } = await t.db.query<{ value: string }>(`select value from server_secrets where name = 'coupon_customer'`);
    const expected = createHmac('sha256', Buffer.from((secret[0] as { value: string }).value, 'base64url')).update(couponMailbox(email)).digest('base64url');
    expect(rows).toEqual([{ user_id: null, customer_key: expected }]);
  });
});
