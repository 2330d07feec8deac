/** Attack replayed: a book's public reviews carried their order numbers, half of what `/orders/track` asks. */
import '../native-modules';
import type { ListAnswer, OwnReview } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../../src/limits';
import { DEMO_USERS, SHOP_PATH, bearer, setupApp, type TestContext } from '../helpers';
import { fixture } from '../fixture';

let t: TestContext;
beforeAll(async () => {
  t = await setupApp(fixture, { limits: DEFAULT_LIMITS });
});
afterAll(() => t.close());

it('shows reviews to the public without their order numbers, and to their writer with them', async () => {
  const [customer] = DEMO_USERS;
  const { token } = await t.login(customer.email, customer.password);
  const { rows } = await t.db.query<{ number: string; article_id: number }>(
    `select o.number, l.article_id from orders o join order_lines l on l.order_id = o.id
     join users u on u.id = o.user_id where u.email = $1 and o.status = 'delivered' order by l.id limit 1`,
    [customer.email],
  );
  const delivered = rows[0] as { number: string; article_id: number };
  const sent = await t.call({
    method: 'POST',
    url: `${SHOP_PATH}/reviews`,
    payload: { order_number: delivered.number, article_id: delivered.article_id, rating: 5, comment: 'Un grand livre.' },
    headers: bearer(token),
  });
  expect(sent.status).toBe(201);

  const publicAnswer = await t.call<ListAnswer<Record<string, unknown>>>({ url: `${SHOP_PATH}/articles/${delivered.article_id}/reviews` });
  expect(publicAnswer.body.data).toHaveLength(1);
  expect(publicAnswer.body.data[0]).not.toHaveProperty('order_number');
  expect(JSON.stringify(publicAnswer.body)).not.toContain(delivered.number);

  const own = await t.call<ListAnswer<OwnReview>>({ url: `${SHOP_PATH}/users/me/reviews`, headers: bearer(token) });
  expect(own.body.data[0]).toMatchObject({ order_number: delivered.number, rating: 5 });
});
