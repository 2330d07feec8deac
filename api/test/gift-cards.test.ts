/**
 * Gift cards (issue 46, migration 044): the demo customer's cards, a code checked at checkout, an order paid half by a
 * card and half by bank transfer, an order a card pays whole (paid at once, its invoice naming the card), the money
 * given back when an order is cancelled, two orders racing for one card's balance (never spent twice), staff's list and
 * cancel, and tries of codes throttled per client.
 */
import './native-modules';
import type { AdminGiftCard, ApiErrorBody, GiftCard, GiftCardCheck, ItemAnswer, ListAnswer, Order, PagedAnswer } from '@bookshop/contracts';
import { DEFAULT_LIMITS } from '../src/limits';
import { expireUnpaidOrders } from '../src/services/orders';
import { issueGiftCard } from '../src/services/gift-cards';
import { pdfText } from './pdf-text';
import { DEMO_USERS, FUNCTIONAL_TEST_LIMITS, SHOP_PATH, bearer, mailsTo, setupApp, type TestContext } from './helpers';

let t: TestContext;
let customerToken = '';
let customerId = 0;
let adminToken = '';
beforeAll(async () => {
  // The shop's own limit on tries of codes; each test tries codes from its own client address.
  t = await setupApp(undefined, { limits: { ...FUNCTIONAL_TEST_LIMITS, giftCardChecksPerClient: DEFAULT_LIMITS.giftCardChecksPerClient } });
  ({ token: customerToken, userId: customerId } = await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password));
  adminToken = (await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password)).token;
});
afterAll(() => t.close());

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
let clients = 0;
const newClient = () => `198.51.100.${(clients += 1)}`;
let keys = 0;

const CONTES = '9782253000983'; // 24.00 €
const MISERABLES = '9782070409228'; // 12.90 €

async function bookId(ean: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('update articles set stock = 500 where ean = $1 returning id', [ean]);
  return (rows[0] as { id: number }).id;
}

/** A new card of `euros` for the demo customer, issued as a purchase would. */
async function newCard(euros: number): Promise<string> {
  return t.db.transaction(async (tx) => (await issueGiftCard(tx, 1, { initialCents: euros * 100, userId: customerId })).code);
}

async function cardBalance(code: string): Promise<number> {
  const { rows } = await t.db.query<{ balance_cents: number }>('select balance_cents from gift_cards where code = $1', [code]);
  return rows[0]?.balance_cents ?? -1;
}

/** An order of the demo customer, or of a guest (`token` null) whose email the payload gives. */
function placeOrder(payload: Record<string, unknown>, client = newClient(), token: string | null = customerToken) {
  return t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    payload: { delivery_method: 'shop_pickup', payment_method: 'bank_transfer', ...payload },
    remoteAddress: client,
    headers: { 'idempotency-key': `gift-card-${(keys += 1)}`, ...(token ? bearer(token) : {}) },
  });
}

const check = (code: string, client = newClient()) =>
  t.call<Answer<GiftCardCheck>>({ method: 'POST', url: `${SHOP_PATH}/gift-cards/check`, payload: { gift_card_code: code }, remoteAddress: client });
const myCards = async () => (await t.call<ListAnswer<GiftCard>>({ url: `${SHOP_PATH}/users/me/gift-cards`, headers: bearer(customerToken) })).body.data;

describe('the customer\'s cards', () => {
  it('lists the demo cards: one untouched, one that paid part of an order, one expired; never to anyone else', async () => {
    const cards = await myCards();
    expect(cards.map((card) => [card.initial, card.balance, card.state])).toEqual([
      [25, 25, 'active'],
      [40, 25, 'active'],
      [15, 15, 'expired'],
    ]);
    const partly = cards[1] as GiftCard;
    expect(partly.uses).toEqual([{ order_number: expect.any(String), amount: 15, at: expect.any(String) }]);
    expect(partly.code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){4}$/);
    expect((await t.call({ url: `${SHOP_PATH}/users/me/gift-cards` })).status).toBe(401);
    const admin = await t.call<ListAnswer<GiftCard>>({ url: `${SHOP_PATH}/users/me/gift-cards`, headers: bearer(adminToken) });
    expect(admin.body.data).toEqual([]);
  });

  it('checks a code as typed (small letters, spaces): its balance and last day; refuses an expired or unknown one', async () => {
    const [fresh, , expired] = await myCards();
    const typed = ` ${fresh?.code.toLowerCase().replaceAll('-', ' ')} `;
    expect((await check(typed)).body.data).toEqual({ code: fresh?.code, balance: 25, expires_on: fresh?.expires_on });
    expect(await check(expired?.code ?? '')).toMatchObject({ status: 422, body: { code: 'gift_card_expired', field: 'gift_card_code' } });
    expect(await check('AAAA-BBBB-CCCC-DDDD-EEEE')).toMatchObject({ status: 422, body: { code: 'gift_card_unknown' } });
    expect(await check('not a code')).toMatchObject({ status: 422, body: { code: 'gift_card_unknown' } });
  });
});

describe('paying with a card', () => {
  it('pays half with a card and half by bank transfer: the order says what is left to pay, the mail and the invoice name the card', async () => {
    const code = await newCard(12);
    const placed = await placeOrder({ lines: [{ article_id: await bookId(CONTES), quantity: 1 }], gift_card_code: code });
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    expect(order).toMatchObject({ status: 'pending_payment', payment_method: 'bank_transfer', total: 24, amount_due: 12, gift_card: { code_end: `…-${code.slice(-4)}`, amount: 12 } });
    expect(await cardBalance(code)).toBe(0);
    const mail = (await mailsTo(t.db, DEMO_USERS[0].email)).find((sent) => sent.subject.includes(order.number));
    expect(mail?.body_text).toContain(`Payé par carte cadeau …-${code.slice(-4)} : 12,00`);
    expect(mail?.body_text).toMatch(/merci de verser 12,00\s€/);
    // A spent card pays nothing more.
    expect(await check(code)).toMatchObject({ status: 422, body: { code: 'gift_card_spent' } });

    // Staff record the transfer: the invoice says how the order was paid.
    expect((await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/orders/${order.number}/status`, payload: { status: 'paid' }, headers: bearer(adminToken) })).status).toBe(200);
    const documents = await t.call<ListAnswer<{ number: string }>>({ url: `${SHOP_PATH}/orders/${order.number}/invoices`, headers: bearer(customerToken) });
    const pdf = await t.app.inject({ url: `${SHOP_PATH}/orders/${order.number}/invoices/${documents.body.data[0]?.number}`, headers: bearer(customerToken) });
    expect(pdfText(pdf.rawPayload)).toMatch(/payée par carte cadeau pour 12,00\s€ et virement bancaire pour 12,00\s€/);
  });

  it('a card that covers the total pays the order whole: paid at once, nothing left to pay, the balance kept for next time', async () => {
    const code = await newCard(100);
    const placed = await placeOrder({ lines: [{ article_id: await bookId(CONTES), quantity: 2 }], gift_card_code: code });
    expect(placed.body.data).toMatchObject({ status: 'paid', payment_method: 'gift_card', total: 48, amount_due: 0, gift_card: { amount: 48 } });
    expect(await cardBalance(code)).toBe(5200);
    const { rows } = await t.db.query<{ n: number }>("select count(*)::int as n from invoices d join orders o on o.id = d.order_id where o.number = $1 and d.kind = 'invoice'", [placed.body.data.number]);
    expect(rows[0]?.n).toBe(1);

    // Cancelled by staff: the card gets its 48 € back, and the uses say so.
    expect((await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/orders/${placed.body.data.number}/status`, payload: { status: 'cancelled' }, headers: bearer(adminToken) })).status).toBe(200);
    expect(await cardBalance(code)).toBe(10000);
    const card = (await myCards()).find((mine) => mine.code === code);
    expect(card?.uses.map((use) => use.amount)).toEqual([-48, 48]);
  });

  it('an unpaid order that expires gives its card back what it took', async () => {
    const code = await newCard(10);
    const placed = await placeOrder({ lines: [{ article_id: await bookId(CONTES), quantity: 1 }], gift_card_code: code });
    expect(await cardBalance(code)).toBe(0);
    await t.db.query("update orders set expires_at = now() - interval '1 minute' where number = $1", [placed.body.data.number]);
    expect(await expireUnpaidOrders(t.db)).toBeGreaterThanOrEqual(1);
    expect(await cardBalance(code)).toBe(1000);
    const mail = (await mailsTo(t.db, DEMO_USERS[0].email)).find((sent) => sent.subject.includes(placed.body.data.number) && sent.subject.includes('annulée'));
    expect(mail?.body_text).toContain(`Les 10,00\u00a0€ payés par votre carte cadeau …-${code.slice(-4)} y sont de nouveau disponibles.`);
  });

  it('two orders at once with one card: its balance is spent once, the other order is refused and nothing is half-written', async () => {
    const code = await newCard(20);
    // Two shoppers and two books, so that nothing but the card holds one order back while the other is written (one
    // email's orders, and one book's, are placed one at a time anyway).
    const answers = await Promise.all([
      placeOrder({ lines: [{ article_id: await bookId(CONTES), quantity: 1 }], gift_card_code: code }),
      placeOrder({ lines: [{ article_id: await bookId(MISERABLES), quantity: 2 }], gift_card_code: code, email: 'ami.du.titulaire@example.org' }, newClient(), null),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body).toMatchObject({ code: 'gift_card_spent', field: 'gift_card_code' });
    expect(await cardBalance(code)).toBe(0);
    const { rows } = await t.db.query<{ spent: number; orders: number }>(
      `select coalesce(sum(u.amount_cents), 0)::int as spent, (select count(*)::int from orders o join gift_cards g on g.id = o.gift_card_id where g.code = $1) as orders
       from gift_card_uses u join gift_cards g on g.id = u.gift_card_id where g.code = $1`,
      [code],
    );
    expect(rows[0]).toEqual({ spent: 2000, orders: 1 });
  });
});

describe('returns of an order a card paid in part', () => {
  const post = (url: string, payload: object, token = adminToken) =>
    t.call<Answer<unknown>>({ method: 'POST', url: `${SHOP_PATH}${url}`, payload, headers: bearer(token) });

  it('a refunded return goes back to the card first, the rest by transfer; the whole order refunded gives the card nothing twice', async () => {
    const code = await newCard(30);
    const book = await bookId(CONTES);
    const placed = await placeOrder({ lines: [{ article_id: book, quantity: 2 }], gift_card_code: code });
    expect(placed.body.data).toMatchObject({ total: 48, amount_due: 18, gift_card: { amount: 30 } });
    const number = placed.body.data.number;
    for (const status of ['paid', 'preparing', 'shipped', 'delivered']) expect((await post(`/admin/orders/${number}/status`, { status })).status).toBe(200);

    const refundOne = async () => {
      const asked = await t.call<Answer<{ id: number }>>({
        method: 'POST',
        url: `${SHOP_PATH}/returns`,
        payload: { order_number: number, items: [{ article_id: book, quantity: 1 }], reason: 'Le livre est arrivé abîmé.' },
        headers: bearer(customerToken),
      });
      expect(asked.status).toBe(201);
      const id = asked.body.data.id;
      for (const step of ['approve', 'receive', 'refund']) expect((await post(`/admin/returns/${id}/${step}`, {})).status).toBe(200);
      const { rows } = await t.db.query<{ note: string }>("select note from return_events where return_id = $1 and status = 'refunded'", [id]);
      return rows[0]?.note;
    };

    // The first copy (24 €): all of it back on the card.
    expect(await refundOne()).toBe('gift card 24.00 EUR');
    expect(await cardBalance(code)).toBe(2400);
    const mails = await mailsTo(t.db, DEMO_USERS[0].email);
    expect(mails.at(-1)?.body_text).toContain('24,00\u00a0€ en reviennent aussitôt sur la carte cadeau qui a payé la commande.');

    // The second (24 €): the 6 € the card has not had back, the rest by bank transfer; the order is then refunded whole.
    expect(await refundOne()).toBe('gift card 6.00 EUR, bank transfer');
    expect(await cardBalance(code)).toBe(3000);
    const { rows } = await t.db.query<{ status: string }>('select status from orders where number = $1', [number]);
    expect(rows[0]?.status).toBe('refunded');
    const card = (await myCards()).find((mine) => mine.code === code);
    expect(card?.uses.map((use) => use.amount)).toEqual([-6, -24, 30]);
  });
});

describe('staff', () => {
  it('list the cards with their owner and uses, and cancel one with a reason (audited); it pays nothing more', async () => {
    const code = await newCard(30);
    const listed = await t.call<PagedAnswer<AdminGiftCard>>({ url: `${SHOP_PATH}/admin/gift-cards?q=${code.slice(-9)}`, headers: bearer(adminToken) });
    expect(listed.body.data).toEqual([expect.objectContaining({ code, balance: 30, state: 'active', owner_email: DEMO_USERS[0].email })]);
    const id = (listed.body.data[0] as AdminGiftCard).id;
    const cancel = (token: string) =>
      t.call<Answer<unknown>>({ method: 'POST', url: `${SHOP_PATH}/admin/gift-cards/${id}/cancel`, payload: { reason: 'Carte signalée perdue par sa titulaire.' }, headers: bearer(token) });
    expect((await cancel(customerToken)).status).toBe(403);
    expect((await cancel(adminToken)).status).toBe(200);
    expect(await cancel(adminToken)).toMatchObject({ status: 409, body: { code: 'gift_card_cancelled' } });
    expect(await check(code)).toMatchObject({ status: 422, body: { code: 'gift_card_cancelled' } });
    const again = await t.call<PagedAnswer<AdminGiftCard>>({ url: `${SHOP_PATH}/admin/gift-cards?q=${encodeURIComponent(DEMO_USERS[0].email)}`, headers: bearer(adminToken) });
    expect(again.body.data.find((card) => card.id === id)).toMatchObject({ state: 'cancelled', cancel_reason: 'Carte signalée perdue par sa titulaire.' });
    const { rows } = await t.db.query<{ action: string }>("select action from audit_log where entity = 'gift_card' and entity_id = $1", [String(id)]);
    expect(rows).toEqual([{ action: 'cancel' }]);
  });
});

describe('guessing codes', () => {
  it('counts the tries of codes that find no card per client: the eleventh is refused (429) even with a good code; another client is not', async () => {
    const client = newClient();
    const fresh = (await myCards()).find((card) => card.state === 'active');
    for (let attempt = 0; attempt < DEFAULT_LIMITS.giftCardChecksPerClient.max; attempt += 1) {
      expect((await check(`ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZ${String(attempt).padStart(2, '2')}`, client)).status).toBe(422);
    }
    expect(await check(fresh?.code ?? '', client)).toMatchObject({ status: 429, body: { code: 'too_many_gift_card_tries' } });
    // An order with a code is a try too.
    const placed = await placeOrder({ lines: [{ article_id: await bookId(CONTES), quantity: 1 }], gift_card_code: fresh?.code }, client);
    expect(placed).toMatchObject({ status: 429, body: { code: 'too_many_gift_card_tries' } });
    expect((await check(fresh?.code ?? '')).status).toBe(200);
  });
});
