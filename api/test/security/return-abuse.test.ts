/**
 * Attack replayed: a return asked for on the last day of the withdrawal period stayed `requested`, and its owner
 * widened it afterwards with PUT /returns/{id} (more books, more copies) or gave it a photo, weeks after the period
 * ended or once the order was refunded: only the creation checked the order. Every change of a return now does.
 */
import '../native-modules';
import type { ApiErrorBody, ItemAnswer, Order, ReturnRequest, TrackedOrder } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { DEMO_USERS, SHIPPING, SHOP_PATH, bearer, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
const [customer, admin] = DEMO_USERS;
const reason = 'Le livre est arrivé avec la couverture pliée.';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let t: TestContext;
let adminToken: string;
let customerToken: string;
beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
  adminToken = (await t.login(admin.email, admin.password)).token;
  customerToken = (await t.login(customer.email, customer.password)).token;
});
afterAll(() => t.close());

let keys = 0;
/** Two copies of one book and one of another, ordered (by the customer, or a guest with `email`) and delivered today. */
async function deliveredOrder(email?: string): Promise<Order> {
  const { rows } = await t.db.query<{ id: number }>('update articles set stock = 50 where id in (select id from articles order by id limit 2) returning id');
  const placed = await t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    headers: { 'idempotency-key': `return-abuse-${(keys += 1)}`, ...(email ? {} : bearer(customerToken)) },
    payload: {
      lines: [
        { article_id: rows[0]?.id, quantity: 2 },
        { article_id: rows[1]?.id, quantity: 1 },
      ],
      delivery_method: 'home',
      shipping: SHIPPING,
      payment_method: 'bank_transfer',
      ...(email ? { email } : {}),
    },
  });
  expect(placed.status).toBe(201);
  for (const status of ['paid', 'preparing', 'shipped', 'delivered']) await moveOrder(placed.body.data.number, status);
  return placed.body.data;
}

async function moveOrder(number: string, status: string): Promise<void> {
  const moved = await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/orders/${number}/status`, payload: { status }, headers: bearer(adminToken) });
  expect(moved.status).toBe(200);
}

/** Moves the order's delivery `days` days back: 15 puts it one day past the last day of the 14-day period. */
async function deliveredDaysAgo(number: string, days: number): Promise<void> {
  await t.db.query(
    `update order_events set created_at = now() - make_interval(days => $2) where status = 'delivered' and order_id = (select id from orders where number = $1)`,
    [number, days],
  );
}

const items = (order: Order, ...quantities: number[]) =>
  quantities.map((quantity, index) => ({ article_id: order.lines[index]?.article_id as number, quantity }));

const askReturn = (order: Order, payload: object) =>
  t.call<Answer<ReturnRequest>>({ method: 'POST', url: `${SHOP_PATH}/returns`, payload: { order_number: order.number, ...payload }, headers: bearer(customerToken) });
const changeReturn = (id: number, payload: object) =>
  t.call<Answer<ReturnRequest>>({ method: 'PUT', url: `${SHOP_PATH}/returns/${id}`, payload, headers: bearer(customerToken) });
const attachPhoto = (id: number) =>
  t.call<Answer<ReturnRequest>>({ method: 'PUT', url: `${SHOP_PATH}/returns/${id}/photo`, payload: PNG, headers: { 'content-type': 'image/png', ...bearer(customerToken) } });
const seenReturn = async (id: number) =>
  (await t.call<Answer<ReturnRequest>>({ url: `${SHOP_PATH}/returns/${id}`, headers: bearer(customerToken) })).body.data;

it('a return asked in time cannot be widened, changed or given a photo after the last day (409 return_window_closed)', async () => {
  const order = await deliveredOrder();
  await deliveredDaysAgo(order.number, 14);
  const asked = await askReturn(order, { items: items(order, 1), reason });
  expect(asked.status).toBe(201);

  await deliveredDaysAgo(order.number, 15);
  const widened = await changeReturn(asked.body.data.id, { items: items(order, 2, 1), reason });
  expect(widened.status).toBe(409);
  expect(widened.body).toMatchObject({ code: 'return_window_closed', field: 'items' });
  // Every change, not only a wider one: the return stays as it was sent within the period.
  const reworded = await changeReturn(asked.body.data.id, { items: items(order, 1), reason: 'Finalement, une tout autre raison.' });
  expect(reworded.status).toBe(409);
  expect(reworded.body).toMatchObject({ code: 'return_window_closed', field: 'items' });
  const photo = await attachPhoto(asked.body.data.id);
  expect(photo.status).toBe(409);
  expect(photo.body).toMatchObject({ code: 'return_window_closed', field: 'photo' });

  expect(await seenReturn(asked.body.data.id)).toMatchObject({ status: 'requested', reason, photo: false, items: [{ article_id: order.lines[0]?.article_id, quantity: 1 }] });
});

it('a return cannot be changed once its order is no longer delivered (refunded by staff: 409 order_not_delivered)', async () => {
  const order = await deliveredOrder();
  const asked = await askReturn(order, { items: items(order, 1), reason });
  expect(asked.status).toBe(201);
  await moveOrder(order.number, 'refunded');

  const widened = await changeReturn(asked.body.data.id, { items: items(order, 2, 1), reason });
  expect(widened.status).toBe(409);
  expect(widened.body).toMatchObject({ code: 'order_not_delivered', field: 'items' });
  expect((await attachPhoto(asked.body.data.id)).body).toMatchObject({ code: 'order_not_delivered', field: 'photo' });
  expect((await seenReturn(asked.body.data.id)).items).toEqual([expect.objectContaining({ article_id: order.lines[0]?.article_id, quantity: 1 })]);
});

it('within the period a requested return still changes (the rule closes the hole, not the feature)', async () => {
  const order = await deliveredOrder();
  await deliveredDaysAgo(order.number, 14);
  const asked = await askReturn(order, { items: items(order, 1), reason });
  const widened = await changeReturn(asked.body.data.id, { items: items(order, 2, 1), reason });
  expect(widened.status).toBe(200);
  expect(widened.body.data.items.map((item) => item.quantity)).toEqual([2, 1]);
  expect((await attachPhoto(asked.body.data.id)).status).toBe(200);
});

it('a guest\'s lookup token, still valid, gives their return no photo after the last day', async () => {
  const email = 'retour.tardif@example.fr';
  const order = await deliveredOrder(email);
  const tracked = await t.call<Answer<TrackedOrder>>({ method: 'POST', url: `${SHOP_PATH}/orders/track`, payload: { number: order.number, email } });
  const token = tracked.body.data.guest_return?.token ?? '';
  const asked = await t.call<Answer<ReturnRequest>>({
    method: 'POST',
    url: `${SHOP_PATH}/guest-returns`,
    payload: { items: items(order, 1), reason },
    headers: { 'x-return-token': token },
  });
  expect(asked.status).toBe(201);

  await deliveredDaysAgo(order.number, 15);
  const photo = await t.call<Answer<ReturnRequest>>({
    method: 'PUT',
    url: `${SHOP_PATH}/guest-returns/${asked.body.data.id}/photo`,
    payload: PNG,
    headers: { 'content-type': 'image/png', 'x-return-token': token },
  });
  expect(photo.status).toBe(409);
  expect(photo.body).toMatchObject({ code: 'return_window_closed', field: 'photo' });
  const { rows } = await t.db.query('select 1 from return_photos where return_id = $1', [asked.body.data.id]);
  expect(rows).toEqual([]);
});
