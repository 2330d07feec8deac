import type { Article, ServerCartEntry } from '@bookshop/contracts';
import { on, resetEventBus } from '@bookshop/event-bus';
import { rootStore } from '@bookshop/store';
import { anArticle, apiError, aUser, resetStore, startFakeApi, type FakeApi } from '@bookshop/testing';
import { addToCart, changeQuantity } from './cart-actions';
import { mergeGuestCartIntoServer } from './cart-server-sync';

const article = (id: number, stock: number): Article => anArticle({ id, designation: `Livre ${id}`, _qte_a_terme_calcule: stock, article_stock: stock });

const entry = (id: number, book: Article, quantity: number): ServerCartEntry => ({ id, article_id: book.id, article: book, quantity, discount: 0, removed: false });

/** A tiny real API: records every call and answers from `answers` ("METHOD /path" -> status and body). */
interface Call {
  method: string;
  path: string;
  body: unknown;
}
const calls: Call[] = [];
let answers: Record<string, (body: unknown) => [number, unknown]> = {};
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi(({ method, path, body }) => {
    calls.push({ method, path, body });
    const answer = answers[`${method} ${path}`];
    if (!answer) return apiError(404, 'not_found', 'Not found');
    const [status, reply] = answer(body);
    return { status, body: reply };
  });
});

afterAll(() => api.close());

const customer = aUser();
let warn: jest.SpyInstance;

beforeEach(() => {
  resetStore();
  resetEventBus();
  calls.length = 0;
  answers = {};
  // Refused changes are logged; the tests check what the store ends with.
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const cart = () => rootStore.getState().cart;

describe('as a guest', () => {
  test('adding keeps the line in the store only and announces cart:item-added', async () => {
    const added = jest.fn();
    on('cart:item-added', added);

    await expect(addToCart(article(1, 5), 2)).resolves.toBe('added');

    expect(cart()).toEqual([expect.objectContaining({ _id: 1, title: 'Livre 1', author: 'Victor Hugo', quantity: 2, cart_id: null })]);
    expect(added).toHaveBeenCalledWith({ articleId: 1, quantity: 2 });
    expect(calls).toEqual([]);
  });

  test('adding the same book again adds to its line', async () => {
    await addToCart(article(1, 5));
    await addToCart(article(1, 5));
    expect(cart()).toHaveLength(1);
    expect(cart()[0]?.quantity).toBe(2);
  });

  test('a second add at the stock cap changes nothing and announces nothing', async () => {
    const added = jest.fn();
    on('cart:item-added', added);
    await addToCart(article(1, 1));

    await expect(addToCart(article(1, 1))).resolves.toBe('at-cap');

    expect(cart()[0]?.quantity).toBe(1);
    expect(added).toHaveBeenCalledTimes(1);
  });

  test('more than the stock is clamped to the stock', async () => {
    await addToCart(article(1, 3), 10);
    expect(cart()[0]?.quantity).toBe(3);
  });

  test('an out-of-stock book is not added', async () => {
    await expect(addToCart(article(1, 0))).resolves.toBe('out-of-stock');
    expect(cart()).toEqual([]);
  });
});

// Each test uses its own book ids, so no test depends on what an earlier one did to a line.
describe('as a logged-in customer', () => {
  beforeEach(() => rootStore.setState({ user: customer, token: 'tok-7' }));

  test('adding POSTs {user_id, article_id, quantity} and keeps the server cart id', async () => {
    answers['POST /cart'] = () => [201, { data: { id: 501, quantity: 2 } }];
    const added = jest.fn();
    on('cart:item-added', added);

    await expect(addToCart(article(3, 5), 2)).resolves.toBe('added');

    expect(calls).toEqual([{ method: 'POST', path: '/cart', body: { user_id: 7, article_id: 3, quantity: 2 } }]);
    expect(cart()).toEqual([expect.objectContaining({ _id: 3, cart_id: 501, quantity: 2 })]);
    expect(added).toHaveBeenCalledWith({ articleId: 3, quantity: 2 });
  });

  test('a refused add ends with the server cart and announces nothing', async () => {
    answers['POST /cart'] = () => [500, { statusCode: 500, code: 'internal_error', message: 'Boom' }];
    answers['GET /users/7/cart'] = () => [200, { data: [] }];
    const added = jest.fn();
    on('cart:item-added', added);

    await expect(addToCart(article(3, 5))).resolves.toBe('failed');

    expect(cart()).toEqual([]);
    expect(added).not.toHaveBeenCalled();
  });

  test('a quantity change the server saves is sent as PUT /cart/{cart_id}', async () => {
    const book = article(3, 5);
    answers['POST /cart'] = () => [201, { data: { id: 501, quantity: 1 } }];
    answers['PUT /cart/501'] = (body) => [200, { data: { id: 501, quantity: (body as { quantity: number }).quantity } }];
    await addToCart(book);

    await changeQuantity(cart()[0]!, 3);

    expect(calls.at(-1)).toEqual({ method: 'PUT', path: '/cart/501', body: { quantity: 3 } });
    expect(cart()[0]?.quantity).toBe(3);
  });

  test('when the server refuses a quantity change (500), the store ends with the server cart, not the optimistic value', async () => {
    const book = article(4, 5);
    answers['POST /cart'] = () => [201, { data: { id: 502, quantity: 2 } }];
    answers['PUT /cart/502'] = () => [500, { statusCode: 500, code: 'internal_error', message: 'Boom' }];
    answers['GET /users/7/cart'] = () => [200, { data: [entry(502, book, 2)] }];
    await addToCart(book, 2);

    const pending = changeQuantity(cart()[0]!, 4);
    expect(cart()[0]?.quantity).toBe(4);
    await pending;

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /cart', 'PUT /cart/502', 'GET /users/7/cart']);
    expect(cart()).toEqual([expect.objectContaining({ _id: 4, cart_id: 502, quantity: 2 })]);
  });

  test('at login, each guest line is POSTed to the server, then the cart is reloaded from it', async () => {
    const [first, second] = [article(1, 5), article(2, 5)];
    rootStore.setState({ user: null, token: null });
    await addToCart(first, 2);
    await addToCart(second, 1);
    rootStore.setState({ user: customer, token: 'tok-7' });
    answers['POST /cart'] = (body) => [201, { data: { id: 600 + (body as { article_id: number }).article_id, quantity: 1 } }];
    answers['GET /users/7/cart'] = () => [200, { data: [entry(601, first, 3), entry(602, second, 1)] }];

    await mergeGuestCartIntoServer();

    expect(calls).toEqual([
      { method: 'POST', path: '/cart', body: { user_id: 7, article_id: 1, quantity: 2 } },
      { method: 'POST', path: '/cart', body: { user_id: 7, article_id: 2, quantity: 1 } },
      { method: 'GET', path: '/users/7/cart', body: undefined },
    ]);
    expect(cart().map((line) => [line._id, line.cart_id, line.quantity])).toEqual([
      [1, 601, 3],
      [2, 602, 1],
    ]);
  });

  test('a guest line the server refuses does not stop the others from merging', async () => {
    const [first, second] = [article(1, 5), article(2, 5)];
    rootStore.setState({ user: null, token: null });
    await addToCart(first);
    await addToCart(second);
    rootStore.setState({ user: customer, token: 'tok-7' });
    answers['POST /cart'] = (body) =>
      (body as { article_id: number }).article_id === 1 ? [409, { statusCode: 409, code: 'out_of_stock', message: 'Out of stock' }] : [201, { data: { id: 602, quantity: 1 } }];
    answers['GET /users/7/cart'] = () => [200, { data: [entry(602, second, 1)] }];

    await mergeGuestCartIntoServer();

    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
    expect(cart().map((line) => line._id)).toEqual([2]);
  });

  test('a merge interrupted by leaving the page finishes at the next start without adding a line twice', async () => {
    const [first, second] = [article(1, 5), article(2, 5)];
    rootStore.setState({ user: null, token: null });
    await addToCart(first);
    await addToCart(second);
    rootStore.setState({ user: customer, token: 'tok-7' });
    // The page was left after the first line reached the server (and took its id), before the second.
    rootStore.getState().setCartId(1, 601);
    answers['POST /cart'] = (body) => [201, { data: { id: 600 + (body as { article_id: number }).article_id, quantity: 1 } }];
    answers['GET /users/7/cart'] = () => [200, { data: [entry(601, first, 1), entry(602, second, 1)] }];
    await mergeGuestCartIntoServer();
    expect(calls.map((call) => `${call.method} ${call.path} ${JSON.stringify(call.body ?? null)}`)).toEqual([
      'POST /cart {"user_id":7,"article_id":2,"quantity":1}',
      'GET /users/7/cart null',
    ]);
    expect(cart().map((line) => [line._id, line.cart_id, line.quantity])).toEqual([
      [1, 601, 1],
      [2, 602, 1],
    ]);
  });

  test('each merged line takes its server id at once, even when the reload after the merge fails', async () => {
    rootStore.setState({ user: null, token: null });
    await addToCart(article(1, 5));
    rootStore.setState({ user: customer, token: 'tok-7' });
    answers['POST /cart'] = () => [201, { data: { id: 601, quantity: 1 } }];
    answers['GET /users/7/cart'] = () => [500, { statusCode: 500, code: 'internal_error', message: 'Boom' }];
    await mergeGuestCartIntoServer();
    expect(cart().map((line) => [line._id, line.cart_id])).toEqual([[1, 601]]);
  });

  test('a book unpublished since comes back as its id only: its line is removed and holds nothing else of it', async () => {
    rootStore.setState({ user: customer, token: 'tok-7' });
    const kept = article(1, 5);
    answers['GET /users/7/cart'] = () => [200, { data: [entry(601, kept, 1), { id: 602, article_id: 2, quantity: 3, removed: true }] }];
    await mergeGuestCartIntoServer();
    const [onSale, gone] = cart();
    expect(onSale).toMatchObject({ _id: 1, cart_id: 601, title: 'Livre 1', removed: false });
    expect(gone).toMatchObject({ _id: 2, cart_id: 602, quantity: 3, removed: true, title: '', author: '', image: '', price_ttc: 0, _code_barre: '' });
  });
});
