/**
 * Attack replayed: the erasure of an account (GDPR) rewrote its orders' email to the public constant
 * `anonyme@erased.invalid`, and the visitor calls that prove an order by its number and email still matched it. With a
 * number alone (a screenshot, a parcel label, a review of old) anyone followed the order, got a return token, and
 * downloaded its invoice: a PDF that names the person and their home, as issued. An erased order is now found by no
 * visitor call (the same 404 as an unknown order); staff keep its documents, which the law keeps as issued.
 */
import '../native-modules';
import type { ApiErrorBody, InvoiceDocument, ItemAnswer, ListAnswer, Order, TrackedOrder } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { ERASED_EMAIL } from '../../src/services/personal-data';
import { DEMO_USERS, SHIPPING, SHOP_PATH, bearer, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';
import { pdfText } from '../pdf-text';

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
const [, admin] = DEMO_USERS;
const EMAIL = 'bientot.partie@example.fr';
const PASSWORD = 'Plume-et-encrier-42';
const UNKNOWN = 'ZZZZ-ZZZZ-ZZZZ';

let t: TestContext;
let adminToken: string;
let order: Order;
let invoice: InvoiceDocument;
let tokenBefore: string;

const track = (number: string, email: string) =>
  t.call<Answer<TrackedOrder>>({ method: 'POST', url: `${SHOP_PATH}/orders/track`, payload: { number, email } });

beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
  adminToken = (await t.login(admin.email, admin.password)).token;
  const registered = await t.call<Answer<{ token: string }>>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/register`,
    payload: { email: EMAIL, password: PASSWORD, first_name: 'Bientôt', last_name: 'Partie' },
  });
  expect(registered.status).toBe(201);
  const { token } = registered.body.data;
  const { rows } = await t.db.query<{ id: number }>('update articles set stock = 50 where id = (select id from articles order by id limit 1) returning id');
  const placed = await t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    headers: { 'idempotency-key': 'erased-orders-1', ...bearer(token) },
    payload: { lines: [{ article_id: rows[0]?.id, quantity: 1 }], delivery_method: 'home', shipping: SHIPPING, payment_method: 'bank_transfer' },
  });
  expect(placed.status).toBe(201);
  order = placed.body.data;
  // Paid (its invoice is issued then, naming the buyer) and delivered: a return could be asked for.
  for (const status of ['paid', 'preparing', 'shipped', 'delivered']) {
    const moved = await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/orders/${order.number}/status`, payload: { status }, headers: bearer(adminToken) });
    expect(moved.status).toBe(200);
  }
  const documents = await t.call<ListAnswer<InvoiceDocument>>({ url: `${SHOP_PATH}/orders/${order.number}/invoices`, headers: bearer(token) });
  invoice = documents.body.data[0] as InvoiceDocument;
  // The owner follows the order from /track-order before leaving: a return token (30 minutes) is handed out.
  const before = await track(order.number, EMAIL);
  expect(before.status).toBe(200);
  tokenBefore = before.body.data.guest_return?.token ?? '';
  expect(tokenBefore).not.toBe('');

  const erased = await t.call({ method: 'POST', url: `${SHOP_PATH}/users/me/delete`, payload: { password: PASSWORD }, headers: bearer(token) });
  expect(erased.status).toBe(200);
});
afterAll(() => t.close());

it('an erased order is not followed with the erased email (nor the old one): the same 404 as an unknown order', async () => {
  const unknown = await track(UNKNOWN, ERASED_EMAIL);
  expect(unknown.status).toBe(404);
  for (const email of [ERASED_EMAIL, EMAIL]) {
    const answer = await track(order.number, email);
    expect({ email, status: answer.status, body: answer.body }).toEqual({ email, status: 404, body: unknown.body });
  }
});

it('its invoices are neither listed nor downloaded by a visitor', async () => {
  const list = (number: string) => t.call<ListAnswer<InvoiceDocument> & ApiErrorBody>({ method: 'POST', url: `${SHOP_PATH}/orders/track/invoices`, payload: { number, email: ERASED_EMAIL } });
  const file = (number: string) =>
    t.app.inject({ method: 'POST', url: `${SHOP_PATH}/orders/track/invoices/${invoice.number}`, payload: { number, email: ERASED_EMAIL } });
  const listed = await list(order.number);
  expect(listed.status).toBe(404);
  expect(listed.body).toEqual((await list(UNKNOWN)).body);
  const pdf = await file(order.number);
  expect(pdf.statusCode).toBe(404);
  expect(pdf.headers['content-type']).not.toMatch(/pdf/);
  expect(pdf.json()).toEqual((await file(UNKNOWN)).json());
});

it('a return token handed out before the erasure asks for no return any more (403 invalid_return_token)', async () => {
  const asked = await t.call<ApiErrorBody>({
    method: 'POST',
    url: `${SHOP_PATH}/guest-returns`,
    payload: { items: [{ article_id: order.lines[0]?.article_id, quantity: 1 }], reason: 'Le livre est arrivé abîmé.' },
    headers: { 'x-return-token': tokenBefore },
  });
  expect(asked.status).toBe(403);
  expect(asked.body).toMatchObject({ code: 'invalid_return_token', field: 'token' });
  const { rows } = await t.db.query('select 1 from return_requests r join orders o on o.id = r.order_id where o.number = $1', [order.number]);
  expect(rows).toEqual([]);
});

it('the payment calls answer a guest with the erased email as for an unknown order', async () => {
  const complete = (number: string) =>
    t.call<ApiErrorBody>({ method: 'POST', url: `${SHOP_PATH}/orders/${number}/payments/pay_0000/complete`, payload: { email: ERASED_EMAIL } });
  const answer = await complete(order.number);
  expect(answer.status).toBe(404);
  expect(answer.body).toEqual((await complete(UNKNOWN)).body);
});

it('staff still list and download its documents, as issued (accounting records the law keeps)', async () => {
  const listed = await t.call<ListAnswer<InvoiceDocument>>({ url: `${SHOP_PATH}/admin/orders/${order.number}/invoices`, headers: bearer(adminToken) });
  expect(listed.body.data).toEqual([invoice]);
  const pdf = await t.app.inject({ url: `${SHOP_PATH}/admin/orders/${order.number}/invoices/${invoice.number}`, headers: bearer(adminToken) });
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['cache-control']).toBe('private, no-store');
  expect(pdfText(pdf.rawPayload)).toContain(`${SHIPPING.first_name} ${SHIPPING.last_name}`);
});
