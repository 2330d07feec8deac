/**
 * Attack replayed: `POST /orders` with `Idempotency-Key: seed-demo-delivered` and any body answered the demo
 * customer's order (name, email, address, lines): a key was a global handle on whatever order it had made.
 */
import '../native-modules';
import type { ApiErrorBody, ItemAnswer, Order } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
});
afterAll(() => t.close());

type Answer = ItemAnswer<Order> & ApiErrorBody;
const [customer] = DEMO_USERS;

let bookId = 0;
beforeAll(async () => {
  const { rows } = await t.db.query<{ id: number }>(`update articles set stock = 50 where ean = '9782070409228' returning id`);
  bookId = (rows[0] as { id: number }).id;
});
beforeEach(() => t.db.query('delete from rate_limit_counters'));

const body = (email: string, quantity = 1) => ({
  lines: [{ article_id: bookId, quantity }],
  delivery_method: 'shop_pickup',
  email,
  payment_method: 'bank_transfer',
});
const order = (key: string, payload: object, headers: Record<string, string> = {}) =>
  t.call<Answer>({ method: 'POST', url: `${SHOP_PATH}/orders`, payload, headers: { 'idempotency-key': key, ...headers } });

/** The answer reveals nothing of the order the key made: no number, email, name or address. */
function expectNothingRevealed(answer: { body: Answer }, order: Order) {
  const text = JSON.stringify(answer.body);
  expect(text).not.toContain(order.number);
  expect(text).not.toContain(order.email);
  expect(answer.body.data).toBeUndefined();
}

it('no longer answers the demo order to its seeded key', async () => {
  const { rows } = await t.db.query<{ idempotency_key: string }>('select idempotency_key from orders where user_id is not null');
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.idempotency_key).toMatch(/^seed-[0-9a-f-]{36}$/);
  const answer = await order('seed-demo-delivered', body('attacker@example.net'));
  expect(answer.status).toBe(201);
  expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(customer.email));
});

it('answers 422 idempotency_key_reused to another guest with the same key, and reveals nothing', async () => {
  const first = await order('shared-key-0001', body('alice@example.fr'));
  expect(first.status).toBe(201);
  const other = await order('shared-key-0001', body('mallory@example.net'));
  expect(other.status).toBe(422);
  expect(other.body).toMatchObject({ code: 'idempotency_key_reused' });
  expectNothingRevealed(other, first.body.data);
});

it('answers 422 to the same guest with the same key and another body', async () => {
  const first = await order('changed-body-01', body('bob@example.fr'));
  const changed = await order('changed-body-01', body('bob@example.fr', 2));
  expect(changed.status).toBe(422);
  expectNothingRevealed(changed, first.body.data);
});

it('still answers the same order to its own repeat, whatever the order of the JSON properties', async () => {
  const first = await order('retry-key-0001', body('carol@example.fr'));
  const { lines, delivery_method, email, payment_method } = body('carol@example.fr');
  const again = await order('retry-key-0001', { payment_method, email, delivery_method, lines });
  expect(again.status).toBe(200);
  expect(again.body.data.number).toBe(first.body.data.number);
});

it('binds a customer\'s key to the account: a guest sending the customer\'s email gets 422', async () => {
  const { token } = await t.login(customer.email, customer.password);
  const mine = await order('customer-key-01', { ...body(customer.email), email: undefined }, bearer(token));
  expect(mine.status).toBe(201);
  const guest = await order('customer-key-01', body(customer.email));
  expect(guest.status).toBe(422);
  expectNothingRevealed(guest, mine.body.data);
  const repeat = await order('customer-key-01', { ...body(customer.email), email: undefined }, bearer(token));
  expect(repeat.body.data.number).toBe(mine.body.data.number);
});

it('answers one order to the same key sent twice at once', async () => {
  const [a, b] = await Promise.all([order('parallel-key-01', body('dave@example.fr')), order('parallel-key-01', body('dave@example.fr'))]);
  expect([a.status, b.status].sort()).toEqual([200, 201]);
  expect(a.body.data.number).toBe(b.body.data.number);
});
