/**
 * Buying a gift card (issue 46, migration 046): an order of no book for the card's amount, the card issued when it is
 * paid (in the buyer's account, its code mailed), a card for someone mailed on its day with the message, the amount
 * and the recipient checked, the invoice outside the scope of VAT, and a refund that cancels an unused card only.
 */
import './native-modules';
import type { ApiErrorBody, GiftCard, ItemAnswer, ListAnswer, Order } from '@bookshop/contracts';
import { sendDueGiftCards } from '../src/services/gift-card-purchases';
import { shopToday } from '../src/lib/dates';
import { pdfText } from './pdf-text';
import { DEMO_USERS, FUNCTIONAL_TEST_LIMITS, SHOP_PATH, bearer, mailsTo, setupApp, type TestContext } from './helpers';

type Answer<T> = ItemAnswer<T> & ApiErrorBody;

let t: TestContext;
let customerToken = '';
let adminToken = '';
beforeAll(async () => {
  t = await setupApp();
  customerToken = (await t.login(DEMO_USERS[0].email, DEMO_USERS[0].password)).token;
  adminToken = (await t.login(DEMO_USERS[1].email, DEMO_USERS[1].password)).token;
});
afterAll(() => t.close());

let keys = 0;
function buy(payload: Record<string, unknown>, token: string | null = customerToken, key = `gift-card-${(keys += 1)}`) {
  return t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/gift-cards/purchase`,
    payload: { recipient: null, payment_method: 'bank_transfer', ...payload },
    headers: { 'idempotency-key': key, ...(token ? bearer(token) : {}) },
  });
}

const move = (number: string, status: string) =>
  t.call<ApiErrorBody>({ method: 'POST', url: `${SHOP_PATH}/admin/orders/${number}/status`, payload: { status }, headers: bearer(adminToken) });
const myCards = async () => (await t.call<ListAnswer<GiftCard>>({ url: `${SHOP_PATH}/users/me/gift-cards`, headers: bearer(customerToken) })).body.data;
const inDays = (days: number) => {
  const date = new Date(`${shopToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('a card for oneself', () => {
  it('is an order of no book for its amount; paid, the card is in the account and its code mailed, the invoice outside VAT', async () => {
    const cardsBefore = (await myCards()).length;
    const placed = await buy({ amount: 40 });
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    expect(order).toMatchObject({ lines: [], items_total: 40, delivery_price: 0, total: 40, amount_due: 40, status: 'pending_payment' });
    expect(order.gift_card_purchase).toEqual({ amount: 40, recipient: null, code_end: null, sent_at: null });
    const confirmation = (await mailsTo(t.db, DEMO_USERS[0].email)).at(-1)?.body_text;
    expect(confirmation).toMatch(/Carte cadeau de 40,00\s€, valable un an : pour vous/);
    expect(confirmation).toContain('Nous émettons la carte dès réception du virement.');
    expect(confirmation).not.toContain('Livraison');
    // The same key and body answer the same order.
    const again = await buy({ amount: 40 }, customerToken, `gift-card-${keys}`);
    expect([again.status, again.body.data.number]).toEqual([200, order.number]);

    expect((await move(order.number, 'paid')).status).toBe(200);
    const cards = await myCards();
    expect(cards).toHaveLength(cardsBefore + 1);
    const card = cards.find((entry) => entry.initial === 40 && entry.uses.length === 0 && !entry.created_at.startsWith('2025')) as GiftCard;
    expect(card).toMatchObject({ balance: 40, state: 'active' });
    const mail = (await mailsTo(t.db, DEMO_USERS[0].email)).at(-1);
    expect(mail?.subject).toMatch(/votre carte cadeau de 40,00\s€/);
    expect(mail?.body_text).toContain(`Code : ${card.code}`);
    const paid = await t.call<Answer<Order>>({ url: `${SHOP_PATH}/orders/${order.number}`, headers: bearer(customerToken) });
    expect(paid.body.data.gift_card_purchase).toMatchObject({ code_end: `…-${card.code.slice(-4)}`, sent_at: expect.any(String) });

    const documents = await t.call<ListAnswer<{ number: string }>>({ url: `${SHOP_PATH}/orders/${order.number}/invoices`, headers: bearer(customerToken) });
    const pdf = await t.app.inject({ url: `${SHOP_PATH}/orders/${order.number}/invoices/${documents.body.data[0]?.number}`, headers: bearer(customerToken) });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Carte cadeau : bon à usages multiples, hors champ de la TVA (CGI art. 256 ter)');
    expect(text).toMatch(/TVA 0 %\s+0,00\s€/);
    expect(text).not.toContain('5,5 % sur les livres');
  });

  it('refunded before the card paid anything, the card is cancelled; once it has paid, the order is not refunded whole', async () => {
    const unused = (await buy({ amount: 25 })).body.data;
    expect((await move(unused.number, 'paid')).status).toBe(200);
    expect((await move(unused.number, 'refunded')).status).toBe(200);
    const { rows } = await t.db.query<{ cancelled: boolean }>(
      'select g.cancelled_at is not null as cancelled from gift_card_purchases p join gift_cards g on g.id = p.gift_card_id join orders o on o.id = p.order_id where o.number = $1',
      [unused.number],
    );
    expect(rows).toEqual([{ cancelled: true }]);

    const used = (await buy({ amount: 15 })).body.data;
    expect((await move(used.number, 'paid')).status).toBe(200);
    await t.db.query(
      `insert into gift_card_uses (gift_card_id, order_id, amount_cents)
       select p.gift_card_id, null, 500 from gift_card_purchases p join orders o on o.id = p.order_id where o.number = $1`,
      [used.number],
    );
    expect((await move(used.number, 'refunded')).body).toMatchObject({ statusCode: 409, code: 'gift_card_used' });
  });
});

describe('a card for someone', () => {
  it('is mailed to them on its day with the message, by a guest too', async () => {
    const recipient = { name: 'Inès', email: 'ines@example.org', message: 'Joyeux anniversaire, bonne lecture !', send_on: inDays(3) };
    const placed = await buy({ amount: 60, recipient, email: 'parrain@example.org' }, null);
    expect(placed.status).toBe(201);
    expect(placed.body.data.gift_card_purchase?.recipient).toEqual({ name: 'Inès', email: 'ines@example.org', send_on: recipient.send_on });
    expect((await move(placed.body.data.number, 'paid')).status).toBe(200);
    // Not before its day.
    expect(await sendDueGiftCards(t.db)).toBe(0);
    expect(await mailsTo(t.db, 'ines@example.org')).toEqual([]);
    await t.db.query('update gift_card_purchases set send_on = $2 where order_id = (select id from orders where number = $1)', [placed.body.data.number, shopToday()]);
    expect(await sendDueGiftCards(t.db)).toBe(1);
    const [mail] = await mailsTo(t.db, 'ines@example.org');
    expect(mail?.subject).toBe('parrain@example.org vous offre une carte cadeau Librairie Lumière');
    expect(mail?.body_text).toContain('« Joyeux anniversaire, bonne lecture ! »');
    expect(mail?.body_text).toMatch(/Code : [A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){4}/);
    expect(await sendDueGiftCards(t.db)).toBe(0);
  });

  it('refuses an amount not offered, and a recipient without name, with a bad email, a long message or a day out of range', async () => {
    const recipient = { name: 'Inès', email: 'ines@example.org', message: '', send_on: inDays(0) };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: 7 }, 'amount'],
      [{ amount: 12.5 }, 'amount'],
      [{ amount: 301 }, 'amount'],
      [{ amount: 20, recipient: { ...recipient, name: '  ' } }, 'recipient.name'],
      [{ amount: 20, recipient: { ...recipient, email: 'ines@' } }, 'recipient.email'],
      [{ amount: 20, recipient: { ...recipient, message: 'x'.repeat(501) } }, 'recipient.message'],
      [{ amount: 20, recipient: { ...recipient, send_on: inDays(-1) } }, 'recipient.send_on'],
      [{ amount: 20, recipient: { ...recipient, send_on: inDays(366) } }, 'recipient.send_on'],
    ];
    for (const [payload, field] of cases) expect((await buy(payload)).body).toMatchObject({ statusCode: 400, field });
    expect((await buy({ amount: 300, recipient: { ...recipient, send_on: inDays(365) } })).status).toBe(201);
  });
});

describe('limits (the shop\'s own, not the functional tests\' lifted ones)', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await setupApp(undefined, { limits: { ...FUNCTIONAL_TEST_LIMITS, unpaidOrdersPerEmail: 2, ordersPerClient: { max: 4, minutes: 60 } } });
  });
  afterAll(() => limited.close());

  const guestBuy = (email: string, client: string, key: string) =>
    limited.call<Answer<Order>>({
      method: 'POST',
      url: `${SHOP_PATH}/gift-cards/purchase`,
      payload: { amount: 25, recipient: null, email, payment_method: 'bank_transfer' },
      remoteAddress: client,
      headers: { 'idempotency-key': key },
    });

  it('an email holds at most UNPAID_ORDERS_PER_EMAIL unpaid orders, cards included, even sent in parallel', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map((n) => guestBuy('flood@example.org', `203.0.113.${n}`, `limit-email-${n}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 429, 429]);
    expect(answers.find((answer) => answer.status === 429)?.body.code).toBe('too_many_unpaid_orders');
  });

  it('a client places at most ORDER_LIMIT orders, cards included, whatever the email', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 5; n += 1) statuses.push((await guestBuy(`buyer-${n}@example.org`, '198.51.100.77', `limit-client-${n}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });
});
