import type { ApiErrorBody, CompanySettings, InvoiceDocument, ItemAnswer, ListAnswer, Order, PaymentStart, ReturnRequest } from '@bookshop/contracts';
import { DEMO_USERS, SHOP_PATH, SHIPPING, bearer, setupApp, type TestContext } from './helpers';
import { startFakeCard, type FakeCard } from './fakes/card';
import { startFakePaypal, type FakePaypal } from './fakes/paypal';
import { fakePaymentConfig } from './fakes/config';
import { pdfText } from './pdf-text';
import { issueInvoice } from '../src/services/invoices';

/**
 * Invoices and credit notes: issued once when an order becomes paid (card, PayPal, bank transfer marked paid by
 * staff), numbered per shop without a gap, printed as issued, and downloaded only by the order's customer, a visitor
 * with the order's number and email, and staff.
 */

type Answer<T> = ItemAnswer<T> & ApiErrorBody;
const [customer, admin] = DEMO_USERS;
const MISERABLES = '9782070409228';
const NOTRE_DAME = '9782253006893';

let t: TestContext;
let paypal: FakePaypal;
let card: FakeCard;
let adminToken: string;
let customerToken: string;
let otherToken: string;

beforeAll(async () => {
  paypal = await startFakePaypal();
  card = await startFakeCard();
  t = await setupApp(undefined, { payments: fakePaymentConfig(paypal, card, 400) });
  adminToken = (await t.login(admin.email, admin.password)).token;
  customerToken = (await t.login(customer.email, customer.password)).token;
  const registered = await t.call<Answer<{ token: string }>>({
    method: 'POST',
    url: `${SHOP_PATH}/auth/register`,
    payload: { email: 'autre.lecteur@example.fr', password: 'Une-Autre-Lecture-2026', first_name: 'Autre', last_name: 'Lecteur' },
  });
  expect(registered.status).toBe(201);
  otherToken = registered.body.data.token;
  const settings = await t.call({
    method: 'PUT',
    url: `${SHOP_PATH}/admin/company-settings`,
    payload: { paypal_client_id: paypal.clientId, card_public_key: card.publishableKey },
    headers: bearer(adminToken),
  });
  expect(settings.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await card.close();
});

async function bookId(ean: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>('update articles set stock = 500 where ean = $1 returning id', [ean]);
  return (rows[0] as { id: number }).id;
}

let keys = 0;
/** An order of the demo customer (or a guest, with `email`), delivered to SHIPPING, not paid yet. */
async function placeOrder(options: { pay?: 'bank_transfer' | 'card'; email?: string; lines?: Array<[string, number]>; delivery?: string } = {}): Promise<Order> {
  const lines = await Promise.all((options.lines ?? [[MISERABLES, 2]]).map(async ([ean, quantity]) => ({ article_id: await bookId(ean), quantity })));
  const placed = await t.call<Answer<Order>>({
    method: 'POST',
    url: `${SHOP_PATH}/orders`,
    headers: { 'idempotency-key': `invoices-${(keys += 1)}`, ...(options.email ? {} : bearer(customerToken)) },
    payload: {
      lines,
      delivery_method: options.delivery ?? 'home',
      shipping: SHIPPING,
      payment_method: options.pay ?? 'bank_transfer',
      ...(options.email ? { email: options.email } : {}),
    },
  });
  expect(placed.status).toBe(201);
  return placed.body.data;
}

const moveOrder = (number: string, status: string) =>
  t.call<Answer<unknown>>({ method: 'POST', url: `${SHOP_PATH}/admin/orders/${number}/status`, payload: { status }, headers: bearer(adminToken) });

/** Staff record the bank transfer: the order becomes paid. */
async function paidOrder(options: Parameters<typeof placeOrder>[0] = {}): Promise<Order> {
  const order = await placeOrder(options);
  expect((await moveOrder(order.number, 'paid')).status).toBe(200);
  return order;
}

const customerDocuments = (number: string, token = customerToken) =>
  t.call<ListAnswer<InvoiceDocument> & ApiErrorBody>({ url: `${SHOP_PATH}/orders/${number}/invoices`, headers: bearer(token) });
const download = (path: string, token?: string) => t.app.inject({ url: `${SHOP_PATH}${path}`, headers: token ? bearer(token) : {} });
const invoicesOf = async (number: string) =>
  (
    await t.db.query<{ kind: string; seq: number; number: string; total_incl_cents: number }>(
      'select d.kind, d.seq, d.number, d.total_incl_cents from invoices d join orders o on o.id = d.order_id where o.number = $1 order by d.id',
      [number],
    )
  ).rows;
const lastSeq = async (kind: string) =>
  ((await t.db.query<{ n: number }>('select coalesce(max(seq), 0)::int as n from invoices where kind = $1', [kind])).rows[0] as { n: number }).n;

describe('issuing', () => {
  it('issues no invoice for an unpaid order, one when staff mark the transfer paid, and numbers them 1, 2, 3 without a gap', async () => {
    const unpaid = await placeOrder();
    expect(await invoicesOf(unpaid.number)).toEqual([]);
    expect((await customerDocuments(unpaid.number)).body.data).toEqual([]);

    // The numbers go on from the seed's paid demo orders' invoices.
    const seeded = await lastSeq('invoice');
    const numbered = (seq: number) => ({ seq, number: `FA-${String(seq).padStart(6, '0')}` });
    const first = await paidOrder();
    const second = await paidOrder();
    expect(await invoicesOf(first.number)).toEqual([{ kind: 'invoice', ...numbered(seeded + 1), total_incl_cents: Math.round(first.total * 100) }]);
    expect(await invoicesOf(second.number)).toMatchObject([numbered(seeded + 2)]);

    // Moving on (preparing, shipped) issues nothing more: one invoice per order.
    expect((await moveOrder(first.number, 'preparing')).status).toBe(200);
    const firstId = await idOf(first.number);
    expect(await t.db.transaction((tx) => issueInvoice(tx, firstId))).toBeNull();
    expect(await invoicesOf(first.number)).toHaveLength(1);
    const third = await paidOrder();
    expect(await invoicesOf(third.number)).toMatchObject([numbered(seeded + 3)]);
  });

  it("gives the seed's paid demo orders their invoice, dated the day they were paid, and none to an unpaid one", async () => {
    const { rows } = await t.db.query<{ paid_on: string | null; issued_on: string | null; invoices: number }>(
      `select (select e.created_at::date::text from order_events e where e.order_id = o.id and e.status = 'paid') as paid_on,
         (select min(d.issued_at)::date::text from invoices d where d.order_id = o.id) as issued_on,
         (select count(*)::int from invoices d where d.order_id = o.id) as invoices
       from orders o where o.idempotency_key like 'seed-%'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.invoices).toBe(row.paid_on ? 1 : 0);
      expect(row.issued_on).toBe(row.paid_on);
    }
  });

  it('gives the number of an issue that rolled back to the next invoice: no gap', async () => {
    const before = await lastSeq('invoice');
    const order = await placeOrder();
    const orderId = await idOf(order.number);
    await expect(
      t.db.transaction(async (tx) => {
        expect(await issueInvoice(tx, orderId)).toBe(`FA-${String(before + 1).padStart(6, '0')}`);
        throw new Error('the payment failed after the invoice was numbered');
      }),
    ).rejects.toThrow('payment failed');
    expect(await invoicesOf(order.number)).toEqual([]);
    expect((await moveOrder(order.number, 'paid')).status).toBe(200);
    expect(await invoicesOf(order.number)).toMatchObject([{ seq: before + 1 }]);
  });

  it('numbers invoices of payments made at the same time one after the other, none twice and none skipped', async () => {
    const before = await lastSeq('invoice');
    const orders = await Promise.all(Array.from({ length: 6 }, () => placeOrder()));
    const answers = await Promise.all(orders.map((order) => moveOrder(order.number, 'paid')));
    expect(answers.map((answer) => answer.status)).toEqual(orders.map(() => 200));
    const seqs = (await Promise.all(orders.map(async (order) => (await invoicesOf(order.number))[0]?.seq))).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(seqs).toEqual(orders.map((_, index) => before + index + 1));
  });

  it('an invoice waits for the counter\'s row while another issue holds it, then takes the next number', async () => {
    const before = await lastSeq('invoice');
    const order = await placeOrder();
    let settled = false;
    let waiting: ReturnType<typeof moveOrder> | undefined;
    await t.db.transaction(async (tx) => {
      // Another payment in the middle of its invoice: the counter's row locked, its number not committed yet.
      await tx.query("update invoice_counters set last_number = last_number + 1 where kind = 'invoice'");
      waiting = moveOrder(order.number, 'paid');
      void waiting.then(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(settled).toBe(false);
      // The other issue gives its number back (rolls back its step): the waiting one must not skip it.
      await tx.query("update invoice_counters set last_number = last_number - 1 where kind = 'invoice'");
    });
    expect((await waiting)?.status).toBe(200);
    expect(await invoicesOf(order.number)).toMatchObject([{ seq: before + 1 }]);
  });

  it('issues the invoice when a card payment completes', async () => {
    const order = await placeOrder({ pay: 'card' });
    const started = await t.call<Answer<PaymentStart>>({
      method: 'POST',
      url: `${SHOP_PATH}/orders/${order.number}/payments`,
      payload: { provider: 'card' },
      headers: bearer(customerToken),
    });
    expect(started.status).toBe(201);
    await fetch(`${card.url}/v1/payment_intents/${started.body.data.provider_ref}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${card.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: started.body.data.client_secret ?? '', 'payment_method_data[card][number]': '4242424242424242' }).toString(),
    });
    const completed = await t.call<Answer<{ status: string }>>({
      method: 'POST',
      url: `${SHOP_PATH}/orders/${order.number}/payments/${started.body.data.provider_ref}/complete`,
      payload: {},
      headers: bearer(customerToken),
    });
    expect(completed.body.data.status).toBe('paid');
    expect(await invoicesOf(order.number)).toMatchObject([{ kind: 'invoice', seq: await lastSeq('invoice') }]);
  });
});

async function idOf(number: string): Promise<number> {
  return ((await t.db.query<{ id: number }>('select id from orders where number = $1', [number])).rows[0] as { id: number }).id;
}

describe('the PDF', () => {
  it('holds the French mentions: seller identity, buyer, number, date, lines at 5.5 %, delivery, coupon-free totals, currency', async () => {
    const order = await paidOrder({ lines: [[MISERABLES, 2], [NOTRE_DAME, 1]] });
    const [invoice] = (await customerDocuments(order.number)).body.data;
    expect(invoice).toMatchObject({ kind: 'invoice', total: order.total, invoice_number: null });
    const answer = await download(`/orders/${order.number}/invoices/${invoice?.number}`, customerToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${invoice?.number}.pdf"`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(answer.rawPayload);
    for (const mention of [
      'FACTURE',
      `N° ${invoice?.number}`,
      "Date d'émission : ",
      'Librairie Lumière',
      'SAS au capital de 20 000 €',
      '8 passage des Lumières',
      '75011 Paris',
      'SIREN 912 345 675',
      'SIRET 912 345 675 00017',
      'N° de TVA intracommunautaire : FR65912345675',
      `${SHIPPING.first_name} ${SHIPPING.last_name}`,
      SHIPPING.address,
      `${SHIPPING.postal_code} ${SHIPPING.city}`,
      'Désignation',
      'PU HT',
      'Les Misérables',
      'Livraison — ',
      '5,5 %',
      'Total HT',
      'TVA 5,5 %',
      'Total TTC',
      'devise : EUR',
      `Commande ${order.number}`,
    ]) {
      expect(text).toContain(mention);
    }
    const cents = Math.round(order.total * 100);
    expect(text).toContain(`${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')} €`);
  });

  it('shows a coupon as lines of its own, and the totals still make the amount paid', async () => {
    const created = await t.call({
      method: 'POST',
      url: `${SHOP_PATH}/admin/coupons`,
      payload: { code: 'FACTURE5', kind: 'percent', value: 5 },
      headers: bearer(adminToken),
    });
    expect(created.status).toBe(201);
    const placed = await t.call<Answer<Order>>({
      method: 'POST',
      url: `${SHOP_PATH}/orders`,
      headers: { 'idempotency-key': `invoices-${(keys += 1)}`, ...bearer(customerToken) },
      payload: { lines: [{ article_id: await bookId(NOTRE_DAME), quantity: 1 }], delivery_method: 'home', shipping: SHIPPING, payment_method: 'bank_transfer', coupon_code: 'FACTURE5' },
    });
    expect(placed.status).toBe(201);
    expect((await moveOrder(placed.body.data.number, 'paid')).status).toBe(200);
    const [invoice] = (await customerDocuments(placed.body.data.number)).body.data;
    expect(invoice?.total).toBe(placed.body.data.total);
    const text = pdfText((await download(`/orders/${placed.body.data.number}/invoices/${invoice?.number}`, customerToken)).rawPayload);
    expect(text).toContain('Code promo FACTURE5');
    expect(text).toMatch(/ISBN\W+978-2-253-00689-3/);
    const { rows } = await t.db.query<{ total_excl_cents: number; vat_cents: number; total_incl_cents: number }>(
      'select total_excl_cents, vat_cents, total_incl_cents from invoices where number = $1',
      [invoice?.number],
    );
    const sums = rows[0] as { total_excl_cents: number; vat_cents: number; total_incl_cents: number };
    expect(sums.total_incl_cents).toBe(Math.round(placed.body.data.total * 100));
    expect(sums.total_excl_cents + sums.vat_cents).toBe(sums.total_incl_cents);
    // 5.5 % of the amount excluding VAT, to the cent (per-line rounding may move it by a cent per line).
    expect(Math.abs(sums.vat_cents - sums.total_excl_cents * 0.055)).toBeLessThanOrEqual(3);
  });

  it('is printed as issued: the same file after the settings change and the buyer is anonymised', async () => {
    const order = await paidOrder();
    const [invoice] = (await customerDocuments(order.number)).body.data;
    const path = `/admin/orders/${order.number}/invoices/${invoice?.number}`;
    const before = (await download(path, adminToken)).rawPayload;
    await t.call({ method: 'PUT', url: `${SHOP_PATH}/admin/company-settings`, payload: { legal_name: 'Autre Librairie', street_address: '1 rue Neuve' }, headers: bearer(adminToken) });
    // What a GDPR erasure does to the order (another feature): the invoice keeps the buyer as it was at issue.
    await t.db.query("update orders set ship_first_name = 'Anonyme', ship_last_name = '', ship_address = '', email = 'anonyme@invalid.example' where number = $1", [order.number]);
    const after = (await download(path, adminToken)).rawPayload;
    expect(Buffer.compare(before, after)).toBe(0);
    expect(pdfText(after)).toContain(`${SHIPPING.first_name} ${SHIPPING.last_name}`);
    await t.call({ method: 'PUT', url: `${SHOP_PATH}/admin/company-settings`, payload: { legal_name: 'Librairie Lumière', street_address: '8 passage des Lumières' }, headers: bearer(adminToken) });
  });
});

describe('who may download', () => {
  it('the customer, a visitor with the order\'s number and email, and staff; anyone else gets 404 (never 403)', async () => {
    const order = await paidOrder();
    const [invoice] = (await customerDocuments(order.number)).body.data;
    const file = `/orders/${order.number}/invoices/${invoice?.number}`;
    expect((await download(file, customerToken)).statusCode).toBe(200);
    expect((await download(`/admin/orders/${order.number}/invoices/${invoice?.number}`, adminToken)).statusCode).toBe(200);
    expect((await t.call({ url: `${SHOP_PATH}/admin/orders/${order.number}/invoices`, headers: bearer(adminToken) })).body).toMatchObject({ data: [invoice] });

    // Another customer: 404 for the list and the file, as for an order that does not exist.
    expect((await customerDocuments(order.number, otherToken)).status).toBe(404);
    expect((await download(file, otherToken)).statusCode).toBe(404);
    expect((await download(`/orders/ZZZZ-ZZZZ-ZZZZ/invoices/${invoice?.number}`, otherToken)).statusCode).toBe(404);
    // A customer asking another order's invoice number through their own order: 404.
    const own = await placeOrder();
    expect((await download(`/orders/${own.number}/invoices/${invoice?.number}`, customerToken)).statusCode).toBe(404);
    // Signed out: 401; a customer on the staff call: 403 (the admin area, not the order, is refused).
    expect((await download(file)).statusCode).toBe(401);
    expect((await download(`/admin/orders/${order.number}/invoices/${invoice?.number}`, otherToken)).statusCode).toBe(403);
  });

  it('a guest lists and downloads with the order\'s number and email, and a wrong email finds nothing', async () => {
    const order = await paidOrder({ email: 'Invite.Facture@example.org' });
    const listed = await t.call<ListAnswer<InvoiceDocument>>({
      method: 'POST',
      url: `${SHOP_PATH}/orders/track/invoices`,
      payload: { number: order.number.toLowerCase(), email: 'invite.facture@example.org' },
    });
    expect(listed.status).toBe(200);
    const [invoice] = listed.body.data;
    expect(invoice?.kind).toBe('invoice');
    const pdf = await t.app.inject({
      method: 'POST',
      url: `${SHOP_PATH}/orders/track/invoices/${invoice?.number}`,
      payload: { number: order.number, email: 'invite.facture@example.org' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice?.number}.pdf"`);
    expect(pdfText(pdf.rawPayload)).toContain('invite.facture@example.org');
    const wrong = await t.call<ApiErrorBody>({
      method: 'POST',
      url: `${SHOP_PATH}/orders/track/invoices/${invoice?.number}`,
      payload: { number: order.number, email: 'quelquun@example.org' },
    });
    expect(wrong.status).toBe(404);
  });
});

describe('credit notes', () => {
  it('a paid order cancelled by staff gets a credit note of its whole amount, referencing its invoice, with its own numbering', async () => {
    const before = await lastSeq('credit_note');
    const order = await paidOrder();
    expect((await moveOrder(order.number, 'cancelled')).status).toBe(200);
    const documents = (await customerDocuments(order.number)).body.data;
    expect(documents).toHaveLength(2);
    const [invoice, credit] = documents as [InvoiceDocument, InvoiceDocument];
    expect(credit).toMatchObject({ kind: 'credit_note', number: `AV-${String(before + 1).padStart(6, '0')}`, total: -order.total, invoice_number: invoice.number });
    const text = pdfText((await download(`/orders/${order.number}/invoices/${credit.number}`, customerToken)).rawPayload);
    expect(text).toContain('AVOIR');
    expect(text).toContain(`Avoir sur la facture ${invoice.number}`);
    const cents = Math.round(order.total * 100);
    expect(text).toContain(`-${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')} €`);
    // An unpaid order cancelled has no invoice, so no credit note.
    const unpaid = await placeOrder();
    expect((await moveOrder(unpaid.number, 'cancelled')).status).toBe(200);
    expect(await invoicesOf(unpaid.number)).toEqual([]);
  });

  it('a refunded return gets a credit note of the returned books, and refunding the rest of the order credits only what is left', async () => {
    const order = await paidOrder({ lines: [[MISERABLES, 2], [NOTRE_DAME, 1]] });
    for (const status of ['preparing', 'shipped', 'delivered']) expect((await moveOrder(order.number, status)).status).toBe(200);
    const miserables = order.lines.find((entry) => entry.ean === MISERABLES) as Order['lines'][number];
    const created = await t.call<Answer<ReturnRequest>>({
      method: 'POST',
      url: `${SHOP_PATH}/returns`,
      payload: { order_number: order.number, items: [{ article_id: miserables.article_id, quantity: 1 }], reason: 'Un exemplaire est arrivé abîmé.' },
      headers: bearer(customerToken),
    });
    expect(created.status).toBe(201);
    for (const step of ['approve', 'receive', 'refund']) {
      expect((await t.call({ method: 'POST', url: `${SHOP_PATH}/admin/returns/${created.body.data.id}/${step}`, payload: {}, headers: bearer(adminToken) })).status).toBe(200);
    }
    const afterReturn = (await customerDocuments(order.number)).body.data;
    expect(afterReturn).toHaveLength(2);
    expect(afterReturn[1]).toMatchObject({ kind: 'credit_note', total: -miserables.unit_price, invoice_number: afterReturn[0]?.number });

    expect((await moveOrder(order.number, 'refunded')).status).toBe(200);
    const all = (await customerDocuments(order.number)).body.data;
    expect(all).toHaveLength(3);
    // Together the credit notes give back exactly what the invoice billed.
    expect(Math.round(((all[1]?.total ?? 0) + (all[2]?.total ?? 0)) * 100)).toBe(-Math.round(order.total * 100));
  });
});

describe('seller identity in company settings', () => {
  const put = (payload: Record<string, unknown>) =>
    t.call<Answer<CompanySettings>>({ method: 'PUT', url: `${SHOP_PATH}/admin/company-settings`, payload, headers: bearer(adminToken) });

  it('refuses a SIRET with a wrong key and a VAT number that does not match it, naming the field', async () => {
    expect((await put({ siret: '91234567500018' })).body).toMatchObject({ statusCode: 400, field: 'siret' });
    expect((await put({ siret: '1234' })).body).toMatchObject({ statusCode: 400, field: 'siret' });
    expect((await put({ vat_number: 'FR66912345675' })).body).toMatchObject({ statusCode: 400, field: 'vat_number' });
    // A valid VAT number of another SIREN than the SIRET's.
    expect((await put({ vat_number: 'FR11999999998' })).body).toMatchObject({ statusCode: 400, field: 'vat_number' });
    expect((await put({ postal_code: '750' })).body).toMatchObject({ statusCode: 400 });
    expect((await put({ legal_name: 'Ligne\nforgée' })).body).toMatchObject({ statusCode: 400 });
  });

  it('keeps the SIRET and VAT number without spaces, in upper case, and answers them publicly with the address', async () => {
    const saved = await put({ siret: '999 999 998 00001', vat_number: 'fr 11 999999998', legal_form: 'SARL', share_capital: '5 000 €' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ siret: '99999999800001', vat_number: 'FR11999999998', legal_form: 'SARL', share_capital: '5 000 €' });
    const publicSettings = await t.call<Answer<CompanySettings>>({ url: `${SHOP_PATH}/company-settings` });
    expect(publicSettings.body.data).toMatchObject({ siret: '99999999800001', street_address: '8 passage des Lumières', postal_code: '75011', city: 'Paris' });
    expect((await put({ siret: '91234567500017', vat_number: 'FR65912345675', legal_form: 'SAS', share_capital: '20 000 €' })).status).toBe(200);
  });
});
