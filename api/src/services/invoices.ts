import { BOOK_VAT_BASIS_POINTS, type InvoiceDocument, type InvoiceKind } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { isoDate } from '../lib/dates';
import { hyphenatedIsbn } from '../lib/isbn';
import type { OrderLineRow } from './orders';
import { notFound } from '../lib/errors';

/**
 * Invoices and credit notes (avoirs). An order's invoice is issued in the transaction that makes it paid (every path
 * goes through recordOrderStatus: card and PayPal, their webhooks, a bank transfer marked paid by staff); a refund
 * issues a credit note in the transaction that records it (a return refunded, the order cancelled or refunded by
 * staff). Each kind is numbered per shop from a counter row (see migration 021): no gap, no repeat. A document keeps
 * everything it prints (seller, buyer, lines, totals) as it was at issue, so its PDF can be made again identically,
 * and it outlives the anonymisation of the order's customer (accounting records are kept ten years): it still names
 * them, so once the order is erased only staff reach it (no account owns the order, and trackedOrderId finds no
 * erased order).
 */

/** The seller as printed on a document, from the company settings at issue. */
export interface SellerSnapshot {
  name: string;
  trade_name: string;
  legal_form: string;
  share_capital: string;
  street_address: string;
  postal_code: string;
  city: string;
  country: string;
  siret: string;
  siren: string;
  vat_number: string;
  email: string;
  phone: string;
}

/** The buyer as printed on a document: the order's delivery name and address (or the account's name), at issue. */
export interface BuyerSnapshot {
  name: string;
  address_lines: string[];
  email: string;
}

/**
 * One line of a document, in euro cents (negative on a credit note). `key` names what it bills (`article:{id}`,
 * `delivery`, `coupon_books`, `coupon_delivery`) so a later credit note knows what is left to credit.
 */
export interface InvoiceLine {
  key: string;
  label: string;
  quantity: number;
  unit_excl_cents: number;
  vat_basis_points: number;
  excl_cents: number;
  vat_cents: number;
  incl_cents: number;
}

/** A document as stored, what the PDF is made from. */
export interface IssuedDocument {
  id: number;
  kind: InvoiceKind;
  number: string;
  invoice_number: string | null;
  order_number: string;
  issued_at: string;
  currency: 'EUR';
  payment_method: string;
  /** What a gift card paid of the order (a means of payment, named as such on the invoice). */
  gift_card_cents: number;
  seller: SellerSnapshot;
  buyer: BuyerSnapshot;
  lines: InvoiceLine[];
  total_excl_cents: number;
  vat_cents: number;
  total_incl_cents: number;
}

const PREFIX: Record<InvoiceKind, string> = { invoice: 'FA', credit_note: 'AV' };

/** Rounds half away from zero, so a credit note's amounts are exactly the opposite of the invoice's. */
const roundCents = (value: number): number => Math.sign(value) * Math.round(Math.abs(value));

/** The part of an amount including VAT that is not VAT, at `basisPoints` (550: 5.5 %). */
const excludingVat = (inclCents: number, basisPoints: number): number => roundCents((inclCents * 10_000) / (10_000 + basisPoints));

/** A line from its amount including VAT (prices in the shop are VAT included): the VAT is what the rounding leaves. */
function line(key: string, label: string, quantity: number, inclCents: number, unitInclCents: number, vatBasisPoints = BOOK_VAT_BASIS_POINTS): InvoiceLine {
  const excl = excludingVat(inclCents, vatBasisPoints);
  return {
    key,
    label,
    quantity,
    unit_excl_cents: excludingVat(unitInclCents, vatBasisPoints),
    vat_basis_points: vatBasisPoints,
    excl_cents: excl,
    vat_cents: inclCents - excl,
    incl_cents: inclCents,
  };
}

/**
 * The next number of a kind for the shop. The counter row is updated in the caller's transaction: its lock is held
 * until commit, so a concurrent issue waits and takes the following number, and a rollback gives the number back (a
 * sequence would skip it). The insert makes the row of a shop created after migration 021.
 */
async function nextNumber(tx: Db, shopId: number, kind: InvoiceKind): Promise<{ seq: number; number: string }> {
  await tx.query('insert into invoice_counters (shop_id, kind) values ($1, $2) on conflict do nothing', [shopId, kind]);
  const { rows } = await tx.query<{ last_number: number }>(
    'update invoice_counters set last_number = last_number + 1 where shop_id = $1 and kind = $2 returning last_number',
    [shopId, kind],
  );
  const seq = (rows[0] as { last_number: number }).last_number;
  return { seq, number: `${PREFIX[kind]}-${String(seq).padStart(6, '0')}` };
}

interface OrderFacts {
  id: number;
  shop_id: number;
  shop_name: string;
  email: string;
  ship_first_name: string;
  ship_last_name: string;
  ship_address: string;
  ship_address_extra: string;
  ship_postal_code: string;
  ship_city: string;
  ship_country: string;
  country_name: string | null;
  account_first_name: string | null;
  account_last_name: string | null;
  delivery_cents: number;
  delivery_name: string;
  coupon_code: string | null;
  coupon_books_cents: number;
  coupon_delivery_cents: number;
}

async function sellerSnapshot(tx: Db, shopId: number, shopName: string): Promise<SellerSnapshot> {
  const { rows } = await tx.query<Omit<SellerSnapshot, 'name' | 'trade_name' | 'country' | 'siren'> & { legal_name: string }>(
    `select legal_name, legal_form, share_capital, street_address, postal_code, city, siret, vat_number, email, phone
     from company_settings where shop_id = $1`,
    [shopId],
  );
  const settings = rows[0];
  if (!settings) throw notFound('This shop has no company settings yet.');
  const { legal_name, ...rest } = settings;
  return { name: legal_name || shopName, trade_name: shopName, country: 'France', siren: settings.siret.slice(0, 9), ...rest };
}

function buyerSnapshot(order: OrderFacts): BuyerSnapshot {
  const shipName = `${order.ship_first_name} ${order.ship_last_name}`.trim();
  const accountName = `${order.account_first_name ?? ''} ${order.account_last_name ?? ''}`.trim();
  const town = `${order.ship_postal_code} ${order.ship_city}`.trim();
  return {
    // A collection at the shop has no delivery name: the account's, else the email alone names the buyer.
    name: shipName || accountName || order.email,
    address_lines: [order.ship_address, order.ship_address_extra, town, order.ship_address ? (order.country_name ?? order.ship_country) : ''].filter(
      (part) => part !== '',
    ),
    email: order.email,
  };
}

async function orderFacts(tx: Db, orderId: number): Promise<OrderFacts> {
  const { rows } = await tx.query<OrderFacts>(
    `select o.id, o.shop_id, s.name as shop_name, o.email, o.ship_first_name, o.ship_last_name, o.ship_address, o.ship_address_extra,
       o.ship_postal_code, o.ship_city, o.ship_country, c.name_fr as country_name, u.first_name as account_first_name,
       u.last_name as account_last_name, o.delivery_cents, coalesce(d.name_fr, o.delivery_method) as delivery_name, o.coupon_code,
       o.coupon_books_cents, o.coupon_delivery_cents
     from orders o join shops s on s.id = o.shop_id
     left join users u on u.id = o.user_id
     left join countries c on c.shop_id = o.shop_id and c.code = o.ship_country
     left join delivery_methods d on d.shop_id = o.shop_id and d.code = o.delivery_method
     where o.id = $1`,
    [orderId],
  );
  const order = rows[0];
  if (!order) throw notFound('Order not found.');
  return order;
}

/** A book as an invoice line names it: title, author, and its ISBN hyphenated as the store shows it. */
function bookLabel(book: { title: string; author: string; ean: string }): string {
  return `${book.title}${book.author ? ` — ${book.author}` : ''} · ISBN ${hyphenatedIsbn(book.ean)}`;
}

/** The invoice's lines: each book, the delivery, and the coupon's parts (books, delivery) as lines of their own. */
async function invoiceLines(tx: Db, order: OrderFacts): Promise<InvoiceLine[]> {
  const { rows } = await tx.query<OrderLineRow>(
    `select article_id, title, author, ean, unit_price_ttc_cents, discount_percent, unit_final_cents, quantity, line_total_cents
     from order_lines where order_id = $1 order by id`,
    [order.id],
  );
  // An order of no book buys a gift card, a multi-purpose voucher: its sale is outside the scope of VAT, which is due
  // on what it pays for (CGI art. 256 ter and 270, from the EU directive 2016/1065).
  if (rows.length === 0) {
    const { rows: cards } = await tx.query<{ amount_cents: number }>('select amount_cents from gift_card_purchases where order_id = $1', [order.id]);
    const card = cards[0];
    if (card) return [line('gift_card', 'Carte cadeau (bon à usages multiples, hors champ de la TVA)', 1, card.amount_cents, card.amount_cents, 0)];
  }
  const lines = rows.map((row) => {
    const discount = row.discount_percent > 0 ? ` (remise ${row.discount_percent} % sur le prix public)` : '';
    const label = `${bookLabel(row)}${discount}`;
    return line(`article:${row.article_id}`, label, row.quantity, row.line_total_cents, row.unit_final_cents);
  });
  // Delivery of books in France is taxed at the books' rate (5.5 %): an accessory service follows the main supply
  // (CGI art. 257 ter and BOI-TVA-LIQ-30-20-20), so the delivery line carries the same rate as the books.
  if (order.delivery_cents > 0) lines.push(line('delivery', `Livraison — ${order.delivery_name}`, 1, order.delivery_cents, order.delivery_cents));
  if (order.coupon_books_cents > 0) {
    lines.push(line('coupon_books', `Code promo ${order.coupon_code ?? ''} — livres`, 1, -order.coupon_books_cents, -order.coupon_books_cents));
  }
  if (order.coupon_delivery_cents > 0) {
    lines.push(line('coupon_delivery', `Code promo ${order.coupon_code ?? ''} — livraison`, 1, -order.coupon_delivery_cents, -order.coupon_delivery_cents));
  }
  return lines;
}

const totals = (lines: InvoiceLine[]) => ({
  excl: lines.reduce((sum, entry) => sum + entry.excl_cents, 0),
  vat: lines.reduce((sum, entry) => sum + entry.vat_cents, 0),
  incl: lines.reduce((sum, entry) => sum + entry.incl_cents, 0),
});

async function insertDocument(
  tx: Db,
  order: OrderFacts,
  kind: InvoiceKind,
  lines: InvoiceLine[],
  links: { invoiceId: number | null; returnId: number | null; buyer: BuyerSnapshot },
): Promise<string> {
  const sum = totals(lines);
  const { seq, number } = await nextNumber(tx, order.shop_id, kind);
  const seller = await sellerSnapshot(tx, order.shop_id, order.shop_name);
  await tx.query(
    `insert into invoices (shop_id, order_id, kind, seq, number, invoice_id, return_id, seller, buyer, lines, total_excl_cents, vat_cents, total_incl_cents)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      order.shop_id,
      order.id,
      kind,
      seq,
      number,
      links.invoiceId,
      links.returnId,
      JSON.stringify(seller),
      JSON.stringify(links.buyer),
      JSON.stringify(lines),
      sum.excl,
      sum.vat,
      sum.incl,
    ],
  );
  return number;
}

/**
 * Issues the order's invoice, once, in the transaction that makes it paid (the caller holds the order's row lock):
 * answers its number, or null when the order had one already.
 */
export async function issueInvoice(tx: Db, orderId: number): Promise<string | null> {
  const { rows: existing } = await tx.query("select 1 from invoices where order_id = $1 and kind = 'invoice'", [orderId]);
  if (existing.length > 0) return null;
  const order = await orderFacts(tx, orderId);
  return insertDocument(tx, order, 'invoice', await invoiceLines(tx, order), { invoiceId: null, returnId: null, buyer: buyerSnapshot(order) });
}

/** The order's invoice as issued (its id and buyer), or null: an order paid before invoices existed has none. */
async function orderInvoice(tx: Db, orderId: number): Promise<{ id: number; buyer: BuyerSnapshot; lines: InvoiceLine[] } | null> {
  const { rows } = await tx.query<{ id: number; buyer: BuyerSnapshot; lines: InvoiceLine[] }>(
    "select id, buyer, lines from invoices where order_id = $1 and kind = 'invoice'",
    [orderId],
  );
  return rows[0] ?? null;
}

/**
 * The credit note of a refunded return, in the refund's transaction: each returned book's price paid back (negative),
 * less its share of the coupon (as the refund is computed, see admin-returns.ts). Null when the order has no invoice.
 */
export async function issueReturnCreditNote(tx: Db, orderId: number, returnId: number): Promise<string | null> {
  const invoice = await orderInvoice(tx, orderId);
  if (!invoice) return null;
  const order = await orderFacts(tx, orderId);
  const { rows } = await tx.query<{ article_id: number; quantity: number; unit_final_cents: number; coupon_share_cents: number; title: string; author: string; ean: string }>(
    `select i.article_id, i.quantity, l.unit_final_cents, round(l.coupon_cents::numeric * i.quantity / l.quantity)::int as coupon_share_cents,
       l.title, l.author, l.ean
     from return_items i join order_lines l on l.order_id = $1 and l.article_id = i.article_id
     where i.return_id = $2 order by l.id`,
    [orderId, returnId],
  );
  const lines: InvoiceLine[] = [];
  for (const row of rows) {
    lines.push(line(`article:${row.article_id}`, `Retour : ${bookLabel(row)}`, row.quantity, -row.unit_final_cents * row.quantity, -row.unit_final_cents));
    if (row.coupon_share_cents > 0) {
      lines.push(line('coupon_books', `Code promo ${order.coupon_code ?? ''} — part des livres retournés`, 1, row.coupon_share_cents, row.coupon_share_cents));
    }
  }
  if (totals(lines).incl >= 0) return null;
  return insertDocument(tx, order, 'credit_note', lines, { invoiceId: invoice.id, returnId, buyer: invoice.buyer });
}

/**
 * The credit note of an order cancelled or refunded as a whole after it was paid, in that change's transaction: what
 * the invoice billed less what earlier credit notes (returns) gave back already, line by line. Null when nothing is
 * left to credit or the order has no invoice.
 */
export async function issueRemainingCreditNote(tx: Db, orderId: number): Promise<string | null> {
  const invoice = await orderInvoice(tx, orderId);
  if (!invoice) return null;
  const { rows: credited } = await tx.query<{ lines: InvoiceLine[] }>("select lines from invoices where order_id = $1 and kind = 'credit_note'", [orderId]);
  const lines: InvoiceLine[] = [];
  for (const billed of invoice.lines) {
    const before = credited.flatMap((note) => note.lines).filter((entry) => entry.key === billed.key);
    const inclLeft = billed.incl_cents + before.reduce((sum, entry) => sum + entry.incl_cents, 0);
    if (inclLeft === 0) continue;
    // Books keep their count (copies not returned yet); the delivery and coupon lines are one each.
    const quantity = billed.key.startsWith('article:') ? billed.quantity - before.reduce((sum, entry) => sum + entry.quantity, 0) : 1;
    const unitIncl = quantity > 0 ? roundCents(inclLeft / quantity) : inclLeft;
    lines.push(line(billed.key, `Annulation : ${billed.label}`, Math.max(quantity, 1), -inclLeft, -unitIncl));
  }
  if (totals(lines).incl >= 0) return null;
  const order = await orderFacts(tx, orderId);
  return insertDocument(tx, order, 'credit_note', lines, { invoiceId: invoice.id, returnId: null, buyer: invoice.buyer });
}

/** The order's documents in the order they were issued (the invoice first). */
export async function listOrderDocuments(db: Db, orderId: number): Promise<InvoiceDocument[]> {
  const { rows } = await db.query<{ kind: InvoiceKind; number: string; issued_at: Date | string; total_incl_cents: number; invoice_number: string | null }>(
    `select d.kind, d.number, d.issued_at, d.total_incl_cents, i.number as invoice_number
     from invoices d left join invoices i on i.id = d.invoice_id where d.order_id = $1 order by d.id`,
    [orderId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    number: row.number,
    issued_at: isoDate(row.issued_at),
    total: row.total_incl_cents / 100,
    invoice_number: row.invoice_number,
  }));
}

/** One of the order's documents as issued, by its number: 404 when the order has no document of that number. */
export async function loadOrderDocument(db: Db, orderId: number, number: string): Promise<IssuedDocument> {
  const { rows } = await db.query<Omit<IssuedDocument, 'issued_at'> & { issued_at: Date | string }>(
    `select d.id, d.kind, d.number, i.number as invoice_number, o.number as order_number, d.issued_at, d.currency, o.payment_method,
       o.gift_card_cents, d.seller, d.buyer, d.lines, d.total_excl_cents, d.vat_cents, d.total_incl_cents
     from invoices d join orders o on o.id = d.order_id left join invoices i on i.id = d.invoice_id
     where d.order_id = $1 and d.number = $2`,
    [orderId, number],
  );
  const row = rows[0];
  if (!row) throw notFound('No invoice or credit note of this number for this order.', 'invoice');
  return { ...row, issued_at: isoDate(row.issued_at) };
}

/** The id of one of the customer's orders: 404 for anyone else's, exactly as for an unknown number. */
export async function customerOrderId(db: Db, shopId: number, userId: number, number: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('select id from orders where shop_id = $1 and user_id = $2 and number = $3', [shopId, userId, number]);
  if (!rows[0]) throw notFound('Order not found.');
  return rows[0].id;
}

/** The id of one of the shop's orders, for staff. */
export async function shopOrderId(db: Db, shopId: number, number: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('select id from orders where shop_id = $1 and number = $2', [shopId, number]);
  if (!rows[0]) throw notFound('Order not found.');
  return rows[0].id;
}
