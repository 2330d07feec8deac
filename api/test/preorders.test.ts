/**
 * Pre-orders of forthcoming titles (issue 45, migration 042): a title not out yet and without copies is ordered and paid
 * now, its line waiting for copies; the copies the shop receives go to the waiting orders oldest first, then to new
 * orders; an order ships only once nothing waits; a cancelled order gives back what it took, never what it awaited; a
 * title its publisher cancels takes its waiting orders with it, cancelled or refunded, with a mail.
 */
import './native-modules';
import type { AdminArticle, AdminArticleInput, AdminPreorder, ApiErrorBody, CheckoutQuote, ItemAnswer, ListAnswer, Order } from '@bookshop/contracts';
import { paymentConfigFromEnv } from '../src/payments/config';
import { cancelPreordersOfCancelledTitles, setAsideAllAwaitedCopies } from '../src/services/preorders';
import { DEMO_USERS, SHIPPING as shipping, SHOP_PATH, bearer, mailsTo, setupApp, type TestContext, bookFormInput } from './helpers';

type Answer<T> = ItemAnswer<T> & ApiErrorBody;

let t: TestContext;
let adminToken: string;

beforeAll(async () => {
  t = await setupApp();
  adminToken = (await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password)).token;
});
afterAll(() => t.close());

/** Paris's day `days` from today, as the shop counts its days. */
const dayFromToday = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + days * 86_400_000));
const COMES_OUT = dayFromToday(60);

/** One of the seed's books made forthcoming (as an ONIX record would make it), with `stock` copies. */
async function forthcomingBook(ean: string, stock = 0): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    `update articles set publishing_status = '02', product_availability = '10', published_on = $2, published_on_precision = 'day', stock = $3
     where ean = $1 returning id`,
    [ean, COMES_OUT, stock],
  );
  return (rows[0] as { id: number }).id;
}

const stockOf = async (id: number) => ((await t.db.query<{ stock: number }>('select stock from articles where id = $1', [id])).rows[0] as { stock: number }).stock;

let keys = 0;
/** A bank-transfer order by a guest. */
const order = (lines: Array<{ article_id: number; quantity: number }>, email: string) =>
  t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    headers: { 'idempotency-key': `preorders-${(keys += 1)}` },
    payload: { lines, delivery_method: 'home', email, shipping, payment_method: 'bank_transfer' },
  });

async function placed(lines: Array<{ article_id: number; quantity: number }>, email: string): Promise<Order> {
  const answer = await order(lines, email);
  expect(answer.status).toBe(201);
  return answer.body.data;
}

const move = (number: string, status: string) =>
  t.call<Answer<unknown>>({ method: 'POST', url: `${SHOP_PATH}/admin/orders/${number}/status`, payload: { status }, headers: bearer(adminToken) });
const statusOf = async (number: string) =>
  ((await t.db.query<{ status: string }>('select status from orders where number = $1', [number])).rows[0] as { status: string }).status;
const awaitedOf = async (number: string) =>
  (await t.db.query<{ awaited: number }>('select l.copies_awaited as awaited from order_lines l join orders o on o.id = l.order_id where o.number = $1 order by l.id', [number])).rows.map(
    (row) => row.awaited,
  );
const preordersOf = (id: number) => t.call<ListAnswer<AdminPreorder> & ApiErrorBody>({ url: `${SHOP_PATH}/admin/articles/${id}/preorders`, headers: bearer(adminToken) });

/** Staff save the book's form with another stock, as the back office sends it. */
async function staffSetStock(id: number, stock: number): Promise<void> {
  const book = (await t.call<Answer<AdminArticle>>({ url: `${SHOP_PATH}/admin/articles/${id}`, headers: bearer(adminToken) })).body.data;
  const input: AdminArticleInput = { ...bookFormInput(book), stock };
  const saved = await t.call({ method: 'PUT', url: `${SHOP_PATH}/admin/articles/${id}`, payload: input, headers: bearer(adminToken) });
  expect(saved.status).toBe(200);
}

describe('a forthcoming title without copies', () => {
  let book: number;
  beforeAll(async () => {
    book = await forthcomingBook('9782070409228');
  });

  it('is quoted and ordered as a pre-order, paid now, its line saying what it waits for and when the title comes out', async () => {
    const quote = await t.call<Answer<CheckoutQuote>>({
      method: 'POST',
      url: `${SHOP_PATH}/orders/quote`,
      payload: { lines: [{ article_id: book, quantity: 2 }], delivery_method: 'home' },
    });
    expect(quote.status).toBe(200);
    expect(quote.body.data.problems).toEqual([]);
    expect(quote.body.data.lines[0]?.preorder).toEqual({ awaited: 2, forthcoming: { on: COMES_OUT, precision: 'day' } });

    const first = await placed([{ article_id: book, quantity: 2 }], 'first@example.fr');
    expect(first.lines[0]?.preorder).toEqual({ awaited: 2, forthcoming: { on: COMES_OUT, precision: 'day' } });
    expect(await stockOf(book)).toBe(0);
    const [confirmation] = await mailsTo(t.db, 'first@example.fr');
    expect(confirmation?.body_text).toContain('(Précommande : paraît le');
    expect(confirmation?.body_text).toContain('vous la payez aujourd\'hui');
  });

  it('is not prepared while it waits; copies received go to the oldest paid-for order first, which is mailed', async () => {
    const second = await placed([{ article_id: book, quantity: 1 }], 'second@example.fr');
    const [first] = (await preordersOf(book)).body.data;
    expect((await preordersOf(book)).body.data.map((row) => [row.email, row.awaited])).toEqual([
      ['first@example.fr', 2],
      ['second@example.fr', 1],
    ]);
    for (const number of [first?.order_number as string, second.number]) expect((await move(number, 'paid')).status).toBe(200);
    const early = await move(first?.order_number as string, 'preparing');
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('order_awaits_copies');

    // Two copies arrive: both to the first order, none to the second nor to the shelf.
    await staffSetStock(book, 2);
    expect(await awaitedOf(first?.order_number as string)).toEqual([0]);
    expect(await awaitedOf(second.number)).toEqual([1]);
    expect(await stockOf(book)).toBe(0);
    const mails = await mailsTo(t.db, 'first@example.fr');
    expect(mails.map((mail) => mail.subject)).toEqual(expect.arrayContaining([expect.stringContaining('sont arrivés')]));
    expect((await mailsTo(t.db, 'second@example.fr')).map((mail) => mail.subject).join()).not.toContain('sont arrivés');
    expect((await move(first?.order_number as string, 'preparing')).status).toBe(200);

    // While the second order waits, a new order takes no copy, even one on the shelf before the jobs runner's pass.
    await t.db.query('update articles set stock = 1 where id = $1', [book]);
    const third = await placed([{ article_id: book, quantity: 1 }], 'third@example.fr');
    expect(third.lines[0]?.preorder?.awaited).toBe(1);
    expect(await setAsideAllAwaitedCopies(t.db)).toBe(1);
    expect(await awaitedOf(second.number)).toEqual([0]);
    expect(await awaitedOf(third.number)).toEqual([1]);
    expect((await preordersOf(book)).body.data.map((row) => row.order_number)).toEqual([third.number]);
  });

  it('gives back on cancellation the copies it took, never those it awaited, and those go to the next waiting order', async () => {
    const [waiting] = (await preordersOf(book)).body.data;
    // An order that took nothing: cancelling it puts nothing on the shelf.
    expect((await move(waiting?.order_number as string, 'cancelled')).status).toBe(200);
    expect(await stockOf(book)).toBe(0);
    expect((await preordersOf(book)).body.data).toEqual([]);

    const fourth = await placed([{ article_id: book, quantity: 1 }], 'fourth@example.fr');
    expect((await move(fourth.number, 'paid')).status).toBe(200);
    const prepared = (await t.db.query<{ number: string }>("select o.number from orders o join order_lines l on l.order_id = o.id where l.article_id = $1 and o.status = 'preparing'", [book])).rows[0];
    // The prepared order is cancelled: its two copies go back, one to the waiting order, one to the shelf.
    expect((await move(prepared?.number as string, 'cancelled')).status).toBe(200);
    expect(await awaitedOf(fourth.number)).toEqual([0]);
    expect(await stockOf(book)).toBe(1);
  });
});

describe("a title's pre-orders", () => {
  it('are listed for staff only, and only for a book of their shop', async () => {
    const { rows } = await t.db.query<{ id: number }>("select id from articles where published order by id limit 1");
    const id = (rows[0] as { id: number }).id;
    expect((await t.call({ url: `${SHOP_PATH}/admin/articles/${id}/preorders` })).status).toBe(401);
    const customer = await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password);
    expect((await t.call({ url: `${SHOP_PATH}/admin/articles/${id}/preorders`, headers: bearer(customer.token) })).status).toBe(403);
    expect((await preordersOf(id)).status).toBe(200);
    const other = await t.db.query<{ id: number }>(
      `with shop as (insert into shops (slug, name) values ('ailleurs', 'Ailleurs') returning id)
       insert into articles (shop_id, ean, title, title_sort, language, price_ht_cents, price_ttc_cents, stock, published, search)
       select id, '9791234567896', 'Un livre d’ailleurs', 'un livre d’ailleurs', 'fr', 948, 1000, 0, true, ''::tsvector from shop returning id`,
    );
    expect((await preordersOf((other.rows[0] as { id: number }).id)).status).toBe(404);
  });
});

describe('pre-orders nobody pays for', () => {
  it('take none of the copies that arrive, which go to a paid order after them, and never keep a title that came out from being sold', async () => {
    const { rows } = await t.db.query<{ ean: string }>("select ean from articles where published and publishing_status is null order by id limit 1 offset 4");
    const book = await forthcomingBook((rows[0] as { ean: string }).ean);
    // Three strangers queue five copies each with bank transfers they never make (held seven days), then a customer pays.
    const hoarders = [];
    for (const n of [1, 2, 3]) hoarders.push(await placed([{ article_id: book, quantity: 5 }], `hoarder${n}@example.fr`));
    const buyer = await placed([{ article_id: book, quantity: 1 }], 'payer@example.fr');
    expect((await move(buyer.number, 'paid')).status).toBe(200);

    // Two copies arrive: the paying customer gets one, the shelf keeps the other.
    await staffSetStock(book, 2);
    expect(await awaitedOf(buyer.number)).toEqual([0]);
    for (const hoarder of hoarders) expect(await awaitedOf(hoarder.number)).toEqual([5]);
    expect(await stockOf(book)).toBe(1);
    expect(await setAsideAllAwaitedCopies(t.db)).toBe(0);

    // The title comes out: the unpaid queue does not keep a new shopper from buying the copy on the shelf.
    await t.db.query("update articles set publishing_status = '04', product_availability = '20', published_on = $2 where id = $1", [book, dayFromToday(-1)]);
    const shopper = await placed([{ article_id: book, quantity: 1 }], 'shopper@example.fr');
    expect(shopper.lines[0]?.preorder).toBeUndefined();
    expect(await stockOf(book)).toBe(0);

    // A hoarder who pays after all joins the queue, and gets the next copies.
    expect((await move(hoarders[0]?.number as string, 'paid')).status).toBe(200);
    await t.db.query('update articles set stock = 5 where id = $1', [book]);
    expect(await setAsideAllAwaitedCopies(t.db)).toBe(5);
    expect(await awaitedOf(hoarders[0]?.number as string)).toEqual([0]);
    expect(await awaitedOf(hoarders[1]?.number as string)).toEqual([5]);
  });
});

describe('orders placed at the same moment', () => {
  it('share a forthcoming title\'s last copy: one takes it, the others wait, and no copy is taken twice', async () => {
    const { rows } = await t.db.query<{ ean: string }>("select ean from articles where published and publishing_status is null order by id limit 1 offset 3");
    const book = await forthcomingBook((rows[0] as { ean: string }).ean, 1);
    const answers = await Promise.all([1, 2, 3, 4].map((n) => order([{ article_id: book, quantity: 1 }], `race${n}@example.fr`)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const awaited = answers.map((answer) => answer.body.data.lines[0]?.preorder?.awaited ?? 0).sort();
    expect(awaited).toEqual([0, 1, 1, 1]);
    expect(await stockOf(book)).toBe(0);
  });
});

describe("a signed-in customer's cart", () => {
  it('holds a forthcoming title without copies (up to a line\'s cap), and refuses a book that is out and sold out', async () => {
    const customer = await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password);
    const { rows } = await t.db.query<{ id: number }>("select id from users where email = $1", [DEMO_USERS[0].email]);
    const userId = (rows[0] as { id: number }).id;
    const add = (articleId: number, quantity: number) =>
      t.call<Answer<{ id: number; quantity: number }>>({
        method: 'POST',
        url: `${SHOP_PATH}/cart`,
        payload: { user_id: userId, article_id: articleId, quantity },
        headers: bearer(customer.token),
      });
    const { rows: books } = await t.db.query<{ id: number; ean: string }>(
      "select a.id, a.ean from articles a join shops s on s.id = a.shop_id where s.slug = 'lumiere' and a.published and a.publishing_status is null order by a.id desc limit 2",
    );
    const [coming, soldOut] = books as [{ id: number; ean: string }, { id: number; ean: string }];
    await forthcomingBook(coming.ean);
    expect((await add(coming.id, 60)).status).toBe(200);
    const added = await add(coming.id, 60);
    expect(added.status).toBe(200);
    expect(added.body.data.quantity).toBe(99);
    await t.db.query('update articles set stock = 0 where id = $1', [soldOut.id]);
    const refused = await add(soldOut.id, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('out_of_stock');
  });
});

describe('a title that is out, or has copies', () => {
  it('is sold from its copies as before, and refused past them', async () => {
    const out = ((await t.db.query<{ id: number }>("update articles set stock = 1 where ean = '9782253006893' returning id")).rows[0] as { id: number }).id;
    const refused = await order([{ article_id: out, quantity: 2 }], 'out@example.fr');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('out_of_stock');
    const forthcomingWithCopies = await forthcomingBook('9782253006893', 3);
    const sold = await placed([{ article_id: forthcomingWithCopies, quantity: 2 }], 'copies@example.fr');
    expect(sold.lines[0]?.preorder).toBeUndefined();
    expect(await stockOf(forthcomingWithCopies)).toBe(1);
    // More than its copies: the copies taken now, the rest awaited.
    const more = await placed([{ article_id: forthcomingWithCopies, quantity: 3 }], 'more@example.fr');
    expect(more.lines[0]?.preorder?.awaited).toBe(2);
    expect(await stockOf(forthcomingWithCopies)).toBe(0);
  });
});

describe('a title its publisher cancels', () => {
  it('cancels its waiting orders, refunding the paid ones with a credit note, and mails each customer why', async () => {
    // Two books that are out (the other tests made some forthcoming): one becomes forthcoming, the other has copies.
    const rows = await t.db.query<{ id: number; ean: string }>("select id, ean from articles where published and publishing_status is null order by id limit 2");
    const [doomedRow, otherRow] = rows.rows as [{ id: number; ean: string }, { id: number; ean: string }];
    await t.db.query('update articles set stock = 5 where id = $1', [otherRow.id]);
    const doomed = await forthcomingBook(doomedRow.ean);
    const paidOrder = await placed(
      [
        { article_id: doomed, quantity: 1 },
        { article_id: otherRow.id, quantity: 1 },
      ],
      'paid@example.fr',
    );
    const otherStock = await stockOf(otherRow.id);
    const unpaidOrder = await placed([{ article_id: doomed, quantity: 1 }], 'unpaid@example.fr');
    expect((await move(paidOrder.number, 'paid')).status).toBe(200);

    // Nothing to do while the title is only forthcoming.
    const config = paymentConfigFromEnv({});
    expect(await cancelPreordersOfCancelledTitles(t.db, config)).toBe(0);
    // The feed says the publisher cancelled it.
    await t.db.query("update articles set publishing_status = '01' where id = $1", [doomed]);
    expect(await cancelPreordersOfCancelledTitles(t.db, config)).toBe(2);
    expect(await statusOf(paidOrder.number)).toBe('refunded');
    expect(await statusOf(unpaidOrder.number)).toBe('cancelled');
    // The other book of the paid order is back on sale; the awaited copy never was taken.
    expect(await stockOf(otherRow.id)).toBe(otherStock + 1);
    expect(await stockOf(doomed)).toBe(0);
    const { rows: notes } = await t.db.query("select 1 from invoices i join orders o on o.id = i.order_id where o.number = $1 and i.kind = 'credit_note'", [paidOrder.number]);
    expect(notes).toHaveLength(1);
    const paidMails = await mailsTo(t.db, 'paid@example.fr');
    expect(paidMails.at(-1)?.subject).toContain('ne paraîtra pas');
    expect(paidMails.at(-1)?.body_text).toContain('remboursé(e) en totalité');
    expect((await mailsTo(t.db, 'unpaid@example.fr')).at(-1)?.body_text).toContain('vous ne devez rien');
    // Done: the next pass finds nothing.
    expect(await cancelPreordersOfCancelledTitles(t.db, config)).toBe(0);
  });
});
