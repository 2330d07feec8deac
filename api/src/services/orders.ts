import { createHash } from 'node:crypto';
import { bookDiscountCapPercent, discountedPriceCents, forthcomingOf, giftCardCodeEnd, giftCardShare, lawfulDiscountPercent, normalizeGiftCardCode } from '@bookshop/contracts';
import type {
  ArticleForthcoming,
  CheckoutBody,
  CheckoutLine,
  CheckoutQuote,
  Currency,
  DeliveryMethod,
  Language,
  Order,
  OrderCoupon,
  OrderLine,
  OrderPickup,
  OrderStatus,
  PaymentMethod,
  PickupOption,
  PublicationFacts,
  ShippingAddress,
  TrackedOrder,
} from '@bookshop/contracts';
import type { Db } from '../db/db';
import { isoDate, shopToday } from '../lib/dates';
import { randomCode } from '../lib/random-code';
import { ApiError, badRequest, notFound } from '../lib/errors';
import { queueMail } from '../mail/outbox';
import { assertCountry } from './addresses';
import { PUBLICATION_COLUMNS } from './articles';
import { guestReturnOffer } from './after-sales';
import { trackedOrderId } from './order-lookup';
import { returnWindow } from './return-window';
import { orderConfirmationMail, orderExpiredMail, orderStatusMail, preorderReadyMail } from '../mail/texts';
import { DEFAULT_LIMITS, type Limits, type Rate } from '../limits';
import type { Shop } from './shops';
import { hyphenatedIsbn } from '../lib/isbn';
import { issueInvoice } from './invoices';
import { mailRestockAlerts } from './stock-alerts';
import { hit, tooMany, unhit } from './throttle';
import { cancelPurchasedGiftCard, issuePurchasedGiftCard, orderGiftCardPurchase } from './gift-card-purchases';
import { counterCopies, counterHeldCopies, moveCounterCopies, pickupPlace, type StockPlace } from './location-stock';
import { listLocations } from './locations';
import { GIFT_CARD_BUCKET, giveBackGiftCard, isGiftCardRefusal, spendGiftCard, usableGiftCard } from './gift-cards';
import { countedCouponTry, couponCustomer, isCouponRefusal, priceCoupon, redeemCoupon, usableCoupon, COUPON_BUCKET, type CouponCustomer, type CouponPrice } from './coupons';

/** Distinct books per order (also the schema's limit; copies per book are LINE_QUANTITY_MAX, as in the cart). */
export const MAX_ORDER_LINES = 50;

const euros = (cents: number) => cents / 100;

interface DeliveryRow {
  code: string;
  name_fr: string;
  name_en: string;
  description_fr: string;
  description_en: string;
  price_cents: number;
  free_from_cents: number | null;
  free_price_cents: number;
  needs_address: boolean;
}

const toDeliveryMethod = (row: DeliveryRow, lang: Language): DeliveryMethod => ({
  code: row.code,
  name: lang === 'eng' ? row.name_en : row.name_fr,
  description: lang === 'eng' ? row.description_en : row.description_fr,
  price: euros(row.price_cents),
  free_from: row.free_from_cents === null ? null : euros(row.free_from_cents),
  free_price: euros(row.free_price_cents),
  needs_address: row.needs_address,
});

const DELIVERY_COLUMNS = 'code, name_fr, name_en, description_fr, description_en, price_cents, free_from_cents, free_price_cents, needs_address';

export async function listDeliveryMethods(db: Db, shopId: number, lang: Language): Promise<DeliveryMethod[]> {
  const { rows } = await db.query<DeliveryRow>(
    `select ${DELIVERY_COLUMNS} from delivery_methods where shop_id = $1 and active order by position, id`,
    [shopId],
  );
  return rows.map((row) => toDeliveryMethod(row, lang));
}

async function findDeliveryMethod(db: Db, shopId: number, code: string): Promise<DeliveryRow> {
  const { rows } = await db.query<DeliveryRow>(
    `select ${DELIVERY_COLUMNS} from delivery_methods where shop_id = $1 and code = $2 and active`,
    [shopId, code],
  );
  if (!rows[0]) throw badRequest('Unknown delivery method.', 'delivery_method');
  return rows[0];
}

const deliveryCents = (method: DeliveryRow, itemsCents: number) =>
  method.free_from_cents !== null && itemsCents >= method.free_from_cents ? method.free_price_cents : method.price_cents;

/** Refuses a list with the same book twice (the client merges lines) or too many books. */
function assertLines(lines: CheckoutLine[]): void {
  if (lines.length === 0) throw badRequest('The order has no book.', 'lines');
  if (lines.length > MAX_ORDER_LINES) throw badRequest(`An order holds at most ${MAX_ORDER_LINES} different books.`, 'lines');
  const seen = new Set<number>();
  for (const [index, line] of lines.entries()) {
    if (seen.has(line.article_id)) throw badRequest('The same book appears twice.', `lines.${index}.article_id`);
    seen.add(line.article_id);
  }
}

interface PricedArticle {
  id: number;
  title: string;
  author: string;
  ean: string;
  price_ttc_cents: number;
  discount_percent: number;
  final_price_cents: number;
  stock: number;
  /** The most the loi Lang lets all discounts take off this book today, in percent of its public price: 5 or 100. */
  cap_percent: number;
  /** Set while the title is not out yet: it can then be pre-ordered (servedLine). */
  forthcoming: ArticleForthcoming | null;
}


/**
 * The catalogue's published articles among `ids`, with their prices and stock (`lock` takes their rows). Each book's
 * own discount is the one the loi Lang allows today (book-law.ts): a stored discount above the cap (a book restocked
 * since it was set, a row written outside the admin) is priced at the cap, never above.
 */
async function pricedArticles(db: Db, shopId: number, ids: number[], lock = false): Promise<Map<number, PricedArticle>> {
  const { rows } = await db.query<
    Omit<PricedArticle, 'cap_percent' | 'forthcoming'> & PublicationFacts & { last_restocked_on: string | null }
  >(
    `select a.id, a.title, coalesce(c.name, '') as author, a.ean, a.price_ttc_cents, a.discount_percent,
       a.final_price_cents, a.stock, ${PUBLICATION_COLUMNS}, a.last_restocked_on::text as last_restocked_on
     from articles a left join collaborators c on c.id = a.author_id
     where a.shop_id = $1 and a.published and a.id = any($2::int[])
     order by a.id
     ${lock ? 'for update of a' : ''}`,
    [shopId, ids],
  );
  const today = shopToday();
  return new Map(
    rows.map(({ published_on, last_restocked_on, publishing_status, product_availability, published_on_precision, ...row }) => {
      const dates = { published_on, last_restocked_on };
      const discount = lawfulDiscountPercent(row.discount_percent, dates, today);
      const final = discount === row.discount_percent ? row.final_price_cents : discountedPriceCents(row.price_ttc_cents, discount);
      const forthcoming = forthcomingOf({ publishing_status, product_availability, published_on, published_on_precision }, today);
      return [row.id, { ...row, discount_percent: discount, final_price_cents: final, cap_percent: bookDiscountCapPercent(dates, today), forthcoming }];
    }),
  );
}

/** The orders that may wait for copies: placed, not yet paid or paid; a cancelled or refunded one waits for nothing. */
export const WAITING_STATUSES = "('pending_payment', 'paid')";

/**
 * Copies of each of `ids` that paid orders still wait for: while any wait, a copy the shop has goes to them first
 * (setAsideAwaitedCopies), so a new order may take none. An unpaid pre-order queues for nothing until it is paid: pre-
 * orders no one pays for (seven days for a bank transfer) neither take the copies that arrive nor keep a title that
 * came out from being sold.
 */
export async function awaitedCopies(db: Db, ids: number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ article_id: number; awaited: number }>(
    `select l.article_id, sum(l.copies_awaited)::int as awaited
     from order_lines l join orders o on o.id = l.order_id
     where l.article_id = any($1::int[]) and l.copies_awaited > 0 and o.status = 'paid'
     group by l.article_id`,
    [ids],
  );
  return new Map(rows.map((row) => [row.article_id, row.awaited]));
}

/**
 * How a line of `quantity` copies is served: copies taken from the stock now, and copies awaited (a pre-order of a
 * forthcoming title, PREORDER_PAYMENT_RULE); null when it cannot be (not enough copies of a title that is out). Copies
 * go to the orders that wait for them first: while any wait, a new order takes none.
 */
export function servedLine(article: Pick<PricedArticle, 'stock' | 'forthcoming'>, quantity: number, awaitedBefore: number): { taken: number; awaited: number } | null {
  const forSale = awaitedBefore > 0 ? 0 : Math.max(0, article.stock);
  if (quantity <= forSale) return { taken: quantity, awaited: 0 };
  if (article.forthcoming === null) return null;
  return { taken: forSale, awaited: quantity - forSale };
}

/** What orders awaiting payment may hold of one title (UNPAID_COPIES_PER_TITLE, UNPAID_STOCK_SHARE). */
export type HoldLimits = Pick<Limits, 'unpaidCopiesPerTitle' | 'unpaidStockShare'>;

/**
 * Copies of each of `ids` that orders awaiting payment hold now of the online stock (books not yet paid for, nor given
 * back; an order collected at a location that does not ship online holds that location's copies). Read from
 * the unpaid orders (few, indexed) to their lines, never over a best seller's whole sales history.
 */
export async function unpaidHeldCopies(db: Db, shopId: number, ids: number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ article_id: number; held: number }>(
    `select l.article_id, sum(l.quantity)::int as held
     from orders o join order_lines l on l.order_id = o.id
     where o.shop_id = $1 and o.status = 'pending_payment' and o.restocked_at is null and l.article_id = any($2::int[])
       and not exists (select 1 from shop_locations pl where pl.id = o.pickup_location_id and not pl.ships_online)
     group by l.article_id`,
    [shopId, ids],
  );
  return new Map(rows.map((row) => [row.article_id, row.held]));
}

/**
 * How many copies of a title one more unpaid order may hold: at most `unpaidCopiesPerTitle`, and all unpaid orders
 * together at most `unpaidStockShare` % of the copies (on sale plus already held), rounded down but never below one
 * copy, since every order awaits payment at first and a book's last copy must stay orderable.
 */
export function holdableCopies(limits: HoldLimits, stock: number, held: number): number {
  const share = Math.max(1, Math.floor(((stock + held) * limits.unpaidStockShare) / 100));
  return Math.max(0, Math.min(limits.unpaidCopiesPerTitle, share - held));
}

/** 409 unpaid_copies_limit on a line asking more copies than an unpaid order may hold, saying how many it may. */
function unpaidCopiesRefusal(title: string, holdable: number, index: number): ApiError {
  const message =
    holdable === 0
      ? `Every copy of "${title}" that orders awaiting payment may hold is held already: try again later.`
      : `An order awaiting payment may hold ${holdable} ${holdable === 1 ? 'copy' : 'copies'} of "${title}" at most now: order ${holdable} or fewer.`;
  return new ApiError(409, 'unpaid_copies_limit', message, `lines.${index}.quantity`);
}

/**
 * The stock an order of `ids` draws on at `place`, read in the caller's transaction: the online stock (the books' own
 * `stock`, with the copies paid pre-orders wait for and those unpaid orders hold), or a location's own copies (with those
 * its unpaid collections hold; a location that does not ship online takes no pre-order). `lock` takes the location's
 * rows, after the books' (the caller locked those first, as every order does).
 */
interface PlaceStock {
  /** A location's copies; null: the online stock, each book's `stock`. */
  copies: Map<number, number> | null;
  awaited: Map<number, number>;
  held: Map<number, number>;
}

async function placeStock(db: Db, shopId: number, place: StockPlace, ids: number[], lock = false): Promise<PlaceStock> {
  if (place.kind === 'counter') {
    return { copies: await counterCopies(db, place.locationId, ids, lock), awaited: new Map(), held: await counterHeldCopies(db, place.locationId, ids) };
  }
  return { copies: null, held: await unpaidHeldCopies(db, shopId, ids), awaited: await awaitedCopies(db, ids) };
}

/** A book's copies at the place, and how a line of it is served there (servedLine: null when it cannot be). */
function servedAt(stock: PlaceStock, article: PricedArticle, quantity: number) {
  const copies = stock.copies ? (stock.copies.get(article.id) ?? 0) : article.stock;
  const awaited = stock.awaited.get(article.id) ?? 0;
  const serving = servedLine({ stock: copies, forthcoming: stock.copies ? null : article.forthcoming }, quantity, awaited);
  return { copies, serving, left: awaited > 0 ? 0 : Math.max(0, copies), held: stock.held.get(article.id) ?? 0 };
}

/** The shop's locations a cart may be collected at, each with the books it lacks copies of now. */
async function pickupOptions(db: Db, shopId: number, lines: CheckoutLine[], articles: Map<number, PricedArticle>): Promise<PickupOption[]> {
  const ids = lines.map((line) => line.article_id);
  const options: PickupOption[] = [];
  for (const location of await listLocations(db, shopId)) {
    const place: StockPlace = location.ships_online ? { kind: 'online', locationId: location.id } : { kind: 'counter', locationId: location.id };
    const stock = await placeStock(db, shopId, place, ids);
    const short = lines.flatMap((line) => {
      const article = articles.get(line.article_id);
      if (!article) return [];
      const { serving, left } = servedAt(stock, article, line.quantity);
      return serving ? [] : [{ article_id: article.id, available: left }];
    });
    options.push({ location, short });
  }
  return options;
}

/** A row of order_lines as the order and its invoice read it: the book as sold, its prices in cents. */
export interface OrderLineRow {
  article_id: number;
  title: string;
  author: string;
  ean: string;
  unit_price_ttc_cents: number;
  discount_percent: number;
  unit_final_cents: number;
  quantity: number;
  line_total_cents: number;
}

const toOrderLine = (article: PricedArticle, quantity: number, awaited: number): OrderLine => ({
  article_id: article.id,
  title: article.title,
  author: article.author,
  ean: article.ean,
  isbn_hyphenated: hyphenatedIsbn(article.ean),
  unit_price_ttc: euros(article.price_ttc_cents),
  discount: article.discount_percent,
  unit_price: euros(article.final_price_cents),
  quantity,
  line_total: euros(article.final_price_cents * quantity),
  ...(awaited > 0 ? { preorder: { awaited, forthcoming: article.forthcoming } } : {}),
});

/** The coupon's lines: the cart's books that were found, with their public and discounted prices. */
const couponLines = (lines: CheckoutLine[], articles: Map<number, PricedArticle>) =>
  lines.flatMap((line) => {
    const article = articles.get(line.article_id);
    return article
      ? [{ article_id: article.id, price_ttc_cents: article.price_ttc_cents, final_price_cents: article.final_price_cents, cap_percent: article.cap_percent, quantity: line.quantity }]
      : [];
  });

const toOrderCoupon = (code: string, price: CouponPrice): OrderCoupon => ({
  code,
  books_discount: euros(price.booksCents),
  delivery_discount: euros(price.deliveryCents),
});

/**
 * The server's prices for a cart: each line from the catalogue (never from the client), the delivery price, the
 * total, and the lines that cannot be ordered as asked (including more copies than an unpaid order may hold now, so
 * the checkout says so before the order is sent). With `coupon`, the code is checked for this cart and customer
 * (422 coupon_* otherwise) and its discount taken off the total.
 */
export async function quote(
  db: Db,
  shopId: number,
  lines: CheckoutLine[],
  deliveryCode: string,
  holds: HoldLimits,
  coupon?: { code: string; customer: CouponCustomer | null },
  pickupLocationId?: number,
): Promise<CheckoutQuote> {
  assertLines(lines);
  const method = await findDeliveryMethod(db, shopId, deliveryCode);
  const ids = lines.map((line) => line.article_id);
  const articles = await pricedArticles(db, shopId, ids);
  // A collection draws on the chosen location's copies; a delivery on the online stock.
  const place: StockPlace = method.needs_address ? { kind: 'online', locationId: null } : (await pickupPlace(db, shopId, pickupLocationId)).place;
  const stock = await placeStock(db, shopId, place, ids);
  const priced: OrderLine[] = [];
  const problems: CheckoutQuote['problems'] = [];
  let itemsCents = 0;
  for (const line of lines) {
    const article = articles.get(line.article_id);
    if (!article) {
      problems.push({ article_id: line.article_id, code: 'not_found', available: 0 });
      continue;
    }
    const { copies, serving: served, left, held } = servedAt(stock, article, line.quantity);
    const holdable = holdableCopies(holds, copies, held);
    if (served && served.taken > holdable && holdable < copies) problems.push({ article_id: article.id, code: 'unpaid_copies_limit', available: holdable });
    else if (!served) problems.push({ article_id: article.id, code: 'out_of_stock', available: left });
    priced.push(toOrderLine(article, line.quantity, served?.awaited ?? 0));
    itemsCents += article.final_price_cents * line.quantity;
  }
  const delivery = deliveryCents(method, itemsCents);
  let applied: OrderCoupon | null = null;
  let offCents = 0;
  if (coupon) {
    const row = await usableCoupon(db, shopId, coupon.code, { itemsCents, customer: coupon.customer });
    const price = priceCoupon(row, couponLines(lines, articles), delivery);
    applied = toOrderCoupon(row.code, price);
    offCents = price.booksCents + price.deliveryCents;
  }
  return {
    lines: priced,
    items_total: euros(itemsCents),
    delivery_price: euros(delivery),
    total: euros(itemsCents + delivery - offCents),
    coupon: applied,
    problems,
    pickup_locations: method.needs_address ? null : await pickupOptions(db, shopId, lines, articles),
  };
}

/**
 * POST /coupons/check: the quote with a coupon, one try of a code counted for the client (COUPON_CHECK_LIMIT, see
 * countedCouponTry). The per-customer limit is checked for the signed-in customer only (null: a guest), never for an
 * email the caller names, so the answer is the same whatever email a guest would order with.
 */
export async function checkCoupon(
  db: Db,
  shopId: number,
  limits: Limits,
  client: string,
  body: { lines: CheckoutLine[]; delivery_method: string; coupon_code: string; pickup_location_id?: number },
  account: { id: number; email: string; email_verified: boolean } | null,
): Promise<CheckoutQuote> {
  const customer = account ? await couponCustomer(db, account) : null;
  return countedCouponTry(db, shopId, client, limits.couponChecksPerClient, () =>
    quote(db, shopId, body.lines, body.delivery_method, limits, { code: body.coupon_code, customer }, body.pickup_location_id),
  );
}

/** 12 characters in three groups: 60 bits, never guessed. */
export const newOrderNumber = (): string => randomCode(3);

export interface OrderRequest extends CheckoutBody {
  idempotencyKey: string;
  /** The signed-in customer placing it, if any: their account's email is used (and, confirmed, for coupon limits). */
  customer: { id: number; email: string; email_verified: boolean } | null;
  /** The methods the shop offers now (see shopPaymentSettings). */
  allowedPaymentMethods: readonly PaymentMethod[];
  /** The client's address (through trusted proxies), for the per-client order limit. */
  client: string;
}

/** What an idempotency key is bound to: the request's content, whatever the order of its JSON properties. */
function requestFingerprint(request: OrderRequest, email: string): string {
  const content = {
    lines: request.lines.map((line) => [line.article_id, line.quantity]),
    delivery_method: request.delivery_method,
    email,
    shipping: request.shipping ? Object.entries(request.shipping).sort(([a], [b]) => a.localeCompare(b)) : null,
    payment_method: request.payment_method,
    currency: request.currency ?? null,
    language: request.language ?? null,
    // Only when sent, so the keys of orders placed before coupons existed still match their bodies.
    ...(request.coupon_code ? { coupon_code: request.coupon_code.trim().toUpperCase() } : {}),
    ...(request.pickup_location_id !== undefined ? { pickup_location_id: request.pickup_location_id } : {}),
    ...(request.gift_card_code ? { gift_card_code: normalizeGiftCardCode(request.gift_card_code) ?? request.gift_card_code } : {}),
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

interface KeyedOrder {
  id: number;
  idempotency_scope: string;
  idempotency_fingerprint: string | null;
}

export async function findOrderByKey(db: Db, shopId: number, key: string): Promise<KeyedOrder | null> {
  const { rows } = await db.query<KeyedOrder>(
    'select id, idempotency_scope, idempotency_fingerprint from orders where shop_id = $1 and idempotency_key = $2',
    [shopId, key],
  );
  return rows[0] ?? null;
}

/**
 * The order a repeated key made, for the requester who made it with the same body only: anyone else, or the same
 * key with another body, gets 422 idempotency_key_reused and learns nothing of the order.
 */
export async function replayOrder(db: Db, keyed: KeyedOrder, scope: string, fingerprint: string): Promise<Order> {
  if (keyed.idempotency_scope !== scope || keyed.idempotency_fingerprint !== fingerprint) {
    throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used for another request: send a new key.', 'idempotency-key');
  }
  return loadOrder(db, keyed.id);
}

/**
 * Takes an order's copies off its books, which the caller has locked and checked: all lines in one statement, the
 * last of the order's transaction. The update moves the catalogue version (migration 032): a stripe of it for each
 * book that stays in stock, taken by the statement in stripe order, or the shop's row for a book sold out. One
 * statement takes its stripes in one order, where one statement per line would take them in line order and two
 * orders could each hold a stripe the other waits for. Last, so they are held for the commit only, and an order that
 * holds them waits for no other lock (a coupon's, say) that a transaction waiting for them could hold.
 */
async function takeCopies(tx: Db, lines: CheckoutLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.query(
    `update articles a set stock = a.stock - l.quantity, updated_at = now()
     from unnest($1::int[], $2::int[]) as l(id, quantity) where a.id = l.id`,
    [lines.map((line) => line.article_id), lines.map((line) => line.quantity)],
  );
}

/**
 * 429 too_many_unpaid_orders when the email has `limit` orders awaiting payment already, in the order's transaction.
 * One email's orders are placed one at a time (a lock held to the commit), so parallel checkouts cannot all pass.
 */
export async function assertUnpaidRoom(tx: Db, shopId: number, email: string, limit: number): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('unpaid_orders:' || $1::text || ':' || $2::text))`, [shopId, email]);
  const { rows } = await tx.query<{ count: number }>(
    `select count(*)::int as count from orders where shop_id = $1 and email = $2 and status = 'pending_payment'`,
    [shopId, email],
  );
  if ((rows[0]?.count ?? 0) >= limit) {
    throw new ApiError(429, 'too_many_unpaid_orders', `This email already has ${limit} orders awaiting payment: pay one of them, or wait until they expire.`);
  }
}

/** How long an unpaid order holds its books, by how it is to be paid. */
export const holdInterval = (limits: Limits, method: PaymentMethod) =>
  method === 'bank_transfer' ? `${limits.unpaidBankTransferDays} days` : `${limits.unpaidOnlineOrderMinutes} minutes`;

/**
 * Places an order in one transaction: prices from the catalogue, totals recomputed, each book's stock checked under
 * its row's lock and taken at the end (two checkouts for the last copy: one wins, the other gets 409 out_of_stock),
 * the status history started, the customer's server cart emptied of the ordered books, the confirmation mail queued.
 * The order holds its books until it is paid or expires (see expireUnpaidOrders). Against stock hoarding and mail flooding,
 * one email may have at most `limits.unpaidOrdersPerEmail` orders awaiting payment and one client address may place
 * `limits.ordersPerClient` orders (429 too_many_unpaid_orders, too_many_orders); a line may not ask more copies than
 * an unpaid order may hold (holdableCopies: 409 unpaid_copies_limit on `lines.N.quantity`). The same idempotency key
 * from the same requester with the same body answers the order it already made (`created` false).
 */
export async function placeOrder(db: Db, shop: Shop, limits: Limits, request: OrderRequest): Promise<{ order: Order; created: boolean }> {
  const email = request.customer?.email ?? request.email?.trim().toLowerCase();
  if (!email) throw badRequest('An email address is needed to follow the order.', 'email');
  const scope = request.customer ? `user:${request.customer.id}` : `guest:${email}`;
  const fingerprint = requestFingerprint(request, email);
  const existing = await findOrderByKey(db, shop.id, request.idempotencyKey);
  if (existing !== null) return { order: await replayOrder(db, existing, scope, fingerprint), created: false };
  assertLines(request.lines);
  const method = await findDeliveryMethod(db, shop.id, request.delivery_method);
  const shipping = method.needs_address ? request.shipping : undefined;
  if (method.needs_address && !shipping) throw badRequest('A delivery address is needed for this delivery method.', 'shipping');
  if (shipping) await assertCountry(db, shop.id, shipping.country, 'shipping.country');
  // A collection draws on the chosen location's copies; a delivery on the online stock.
  const pickup = method.needs_address ? null : await pickupPlace(db, shop.id, request.pickup_location_id);
  const place: StockPlace = pickup?.place ?? { kind: 'online', locationId: null };
  if (!request.allowedPaymentMethods.includes(request.payment_method)) {
    throw badRequest('This payment method is not available.', 'payment_method');
  }
  // Before the transaction: making the shared key on first use is a write of its own.
  const customer: CouponCustomer | null = request.customer ? await couponCustomer(db, request.customer) : null;
  const clientKey = `${shop.id}:${request.client}`;
  // A code sent with an order is a try of that code like a check (COUPON_CHECK_LIMIT), or orders would be a way round
  // the limit: counted first, given back below when the order goes through or is refused for another reason.
  const couponCode = request.coupon_code;
  if (couponCode !== undefined) {
    const tried = await hit(db, COUPON_BUCKET, clientKey, limits.couponChecksPerClient);
    if (!tried.allowed) {
      throw tooMany('too_many_coupon_tries', (minutes) => `Too many coupon codes tried. Please try again in ${minutes} minutes.`, tried, 'coupon_code');
    }
  }
  // A gift card's code is a try like a check (GIFT_CARD_CHECK_LIMIT), counted and given back the same way.
  const giftCardCode = request.gift_card_code;
  if (giftCardCode !== undefined) {
    const tried = await hit(db, GIFT_CARD_BUCKET, clientKey, limits.giftCardChecksPerClient);
    if (!tried.allowed) {
      if (couponCode !== undefined) await unhit(db, COUPON_BUCKET, clientKey);
      throw tooMany('too_many_gift_card_tries', (minutes) => `Too many gift card codes tried. Please try again in ${minutes} minutes.`, tried, 'gift_card_code');
    }
  }
  const counted = await hit(db, 'ordersPerClient', clientKey, limits.ordersPerClient);
  if (!counted.allowed) {
    throw tooMany('too_many_orders', (minutes) => `Too many orders from your connection. Please try again in ${minutes} minutes.`, counted);
  }

  try {
    const orderId = await db.transaction(async (tx) => {
      await assertUnpaidRoom(tx, shop.id, email, limits.unpaidOrdersPerEmail);
      // Rows locked in id order, so two checkouts of the same books never wait on each other in a circle.
      const ids = request.lines.map((line) => line.article_id);
      const articles = await pricedArticles(tx, shop.id, ids, true);
      // Counted under the books' locks: a parallel order of the same book waits for this one's commit and then
      // counts its lines too, so together they never hold more than the share. Under the same locks a waiting line's
      // copies are set aside (preorders.ts); a location's own copies are locked here, after the books.
      const stock = await placeStock(tx, shop.id, place, ids, true);
      const served = new Map<number, { taken: number; awaited: number }>();
      let itemsCents = 0;
      for (const [index, line] of request.lines.entries()) {
        const article = articles.get(line.article_id);
        if (!article) throw notFound('This book is not sold any more.', `lines.${index}.article_id`);
        // The stock read under the row's lock: no other order can take these copies before this one commits.
        const { copies, serving, left, held } = servedAt(stock, article, line.quantity);
        if (!serving) {
          const where = pickup && place.kind === 'counter' ? ` at ${pickup.location.name}` : '';
          throw new ApiError(409, 'out_of_stock', `Only ${left} copies of "${article.title}" are left${where}.`, `lines.${index}.quantity`);
        }
        const holdable = holdableCopies(limits, copies, held);
        // When the stock is the tighter bound, out_of_stock above said how many copies are left.
        if (serving.taken > holdable && holdable < copies) throw unpaidCopiesRefusal(article.title, holdable, index);
        served.set(article.id, serving);
        itemsCents += article.final_price_cents * line.quantity;
      }
      const delivery = deliveryCents(method, itemsCents);
      // The coupon's row stays locked until the order is written: parallel orders count its uses one after another.
      // Locked after the books, like every order, so two checkouts never wait on each other in a circle.
      const coupon = couponCode === undefined ? null : await usableCoupon(tx, shop.id, couponCode, { itemsCents, customer }, true);
      const couponPrice = coupon ? priceCoupon(coupon, couponLines(request.lines, articles), delivery) : null;
      const totalCents = itemsCents + delivery - (couponPrice ? couponPrice.booksCents + couponPrice.deliveryCents : 0);
      // The card's row is locked until the order is written, after the books and the coupon like every order: two
      // orders paying with one card take its balance one after the other, never twice.
      const card = giftCardCode === undefined ? null : await usableGiftCard(tx, shop.id, giftCardCode, true);
      const giftCardCents = card ? giftCardShare(card.balance_cents, totalCents) : 0;
      // Paid whole by the card: nothing is left to pay by another means.
      const paymentMethod: PaymentMethod = card && giftCardCents === totalCents ? 'gift_card' : request.payment_method;
      const { rows: rates } = await tx.query<{ usd_rate: string | null; bank_transfer_details: string }>(
        'select usd_rate, bank_transfer_details from company_settings where shop_id = $1',
        [shop.id],
      );
      const currency: Currency = request.currency === 'usd' && rates[0]?.usd_rate ? 'usd' : 'eur';
      const { rows } = await tx.query<{ id: number }>(
        `insert into orders (shop_id, number, user_id, email, language, currency, usd_rate, payment_method, delivery_method,
           items_cents, delivery_cents, total_cents, ship_first_name, ship_last_name, ship_phone, ship_address,
           ship_address_extra, ship_city, ship_postal_code, ship_country, idempotency_key, idempotency_scope,
           idempotency_fingerprint, expires_at, coupon_code, coupon_books_cents, coupon_delivery_cents, gift_card_id, gift_card_cents,
           pickup_location_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
           now() + $24::interval, $25, $26, $27, $28, $29, $30)
         returning id`,
        [
          shop.id,
          newOrderNumber(),
          request.customer?.id ?? null,
          email,
          request.language ?? 'fr',
          currency,
          rates[0]?.usd_rate ?? null,
          paymentMethod,
          method.code,
          itemsCents,
          delivery,
          totalCents,
          shipping?.first_name.trim() ?? '',
          shipping?.last_name.trim() ?? '',
          shipping?.phone.trim() ?? '',
          shipping?.address.trim() ?? '',
          shipping?.address_extra.trim() ?? '',
          shipping?.city.trim() ?? '',
          shipping?.postal_code.trim().toUpperCase() ?? '',
          shipping?.country ?? '',
          request.idempotencyKey,
          scope,
          fingerprint,
          holdInterval(limits, request.payment_method),
          coupon?.code ?? null,
          couponPrice?.booksCents ?? 0,
          couponPrice?.deliveryCents ?? 0,
          card?.id ?? null,
          giftCardCents,
          pickup?.location.id ?? null,
        ],
      );
      const id = (rows[0] as { id: number }).id;
      for (const line of request.lines) {
        const article = articles.get(line.article_id) as PricedArticle;
        await tx.query(
          `insert into order_lines (order_id, article_id, title, author, ean, unit_price_ttc_cents, discount_percent,
             unit_final_cents, quantity, line_total_cents, coupon_cents, copies_awaited)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [id, article.id, article.title, article.author, article.ean, article.price_ttc_cents, article.discount_percent,
            article.final_price_cents, line.quantity, article.final_price_cents * line.quantity, couponPrice?.perLine.get(article.id) ?? 0,
            served.get(article.id)?.awaited ?? 0],
        );
      }
      await tx.query(`insert into order_events (order_id, status) values ($1, 'pending_payment')`, [id]);
      if (coupon) await redeemCoupon(tx, coupon.id, id, customer);
      if (card) await spendGiftCard(tx, card.id, id, giftCardCents);
      // Paid whole by the card: paid now (its invoice issued); the confirmation below says so.
      if (paymentMethod === 'gift_card') await recordOrderStatus(tx, shop, id, 'paid', { mail: false });
      if (request.customer) {
        await tx.query('delete from cart_lines where user_id = $1 and article_id = any($2::int[])', [request.customer.id, ids]);
      }
      const order = await loadOrder(tx, id);
      await queueMail(tx, shop.id, orderConfirmationMail(order, shop.name, request.language ?? 'fr', rates[0]?.bank_transfer_details ?? ''));
      const taken = request.lines
        .map((line) => ({ article_id: line.article_id, quantity: served.get(line.article_id)?.taken ?? 0 }))
        .filter((line) => line.quantity > 0);
      if (place.kind === 'counter') await moveCounterCopies(tx, place.locationId, taken, -1);
      else await takeCopies(tx, taken);
      return id;
    });
    if (couponCode !== undefined) await unhit(db, COUPON_BUCKET, clientKey);
    if (giftCardCode !== undefined) await unhit(db, GIFT_CARD_BUCKET, clientKey);
    return { order: await loadOrder(db, orderId), created: true };
  } catch (error) {
    // No order was placed: it does not count against the client.
    await unhit(db, 'ordersPerClient', clientKey);
    if (couponCode !== undefined && !isCouponRefusal(error)) await unhit(db, COUPON_BUCKET, clientKey);
    if (giftCardCode !== undefined && !isGiftCardRefusal(error)) await unhit(db, GIFT_CARD_BUCKET, clientKey);
    // Two submits with one key at the same moment: the loser of the unique key answers the winner's order.
    const again = await findOrderByKey(db, shop.id, request.idempotencyKey);
    if (again !== null) return { order: await replayOrder(db, again, scope, fingerprint), created: false };
    throw error;
  }
}

interface OrderRow {
  id: number;
  number: string;
  status: OrderStatus;
  email: string;
  created_at: Date | string;
  currency: Currency;
  usd_rate: string | null;
  payment_method: Order['payment_method'];
  delivery_method: string;
  items_cents: number;
  delivery_cents: number;
  total_cents: number;
  ship_first_name: string;
  ship_last_name: string;
  ship_phone: string;
  ship_address: string;
  ship_address_extra: string;
  ship_city: string;
  ship_postal_code: string;
  ship_country: string;
  expires_at: Date | string | null;
  coupon_code: string | null;
  coupon_books_cents: number;
  coupon_delivery_cents: number;
  gift_card_cents: number;
  gift_card_code: string | null;
  pickup_location_id: number | null;
  pickup_code: string | null;
  pickup_ready_at: Date | string | null;
  pickup_hold_until: Date | string | null;
  pickup_name: string | null;
  pickup_address: string | null;
  pickup_hours_fr: string | null;
  pickup_hours_en: string | null;
}

/**
 * One order as its customer and the shop see it. `returnWindowDays` is the shop's RETURN_WINDOW_DAYS (app.limits); the
 * default serves answers that do not show it (mails, staff views).
 */
export async function loadOrder(db: Db, orderId: number, returnWindowDays: number = DEFAULT_LIMITS.returnWindowDays): Promise<Order> {
  const { rows } = await db.query<OrderRow & { bank_transfer_details: string }>(
    `select o.*, s.bank_transfer_details, g.code as gift_card_code, pl.name as pickup_name, pl.address as pickup_address,
       pl.opening_hours_fr as pickup_hours_fr, pl.opening_hours_en as pickup_hours_en
     from orders o join company_settings s on s.shop_id = o.shop_id left join gift_cards g on g.id = o.gift_card_id
       left join shop_locations pl on pl.id = o.pickup_location_id
     where o.id = $1`,
    [orderId],
  );
  const row = rows[0];
  if (!row) throw notFound('Order not found.');
  const { rows: lines } = await db.query<OrderLineRow & { copies_awaited: number } & PublicationFacts>(
    `select l.*, ${PUBLICATION_COLUMNS} from order_lines l join articles a on a.id = l.article_id where l.order_id = $1 order by l.id`,
    [orderId],
  );
  const today = shopToday();
  const { rows: events } = await db.query<{ status: OrderStatus; created_at: Date | string }>(
    'select status, created_at from order_events where order_id = $1 order by id',
    [orderId],
  );
  const shipping: ShippingAddress = {
    first_name: row.ship_first_name,
    last_name: row.ship_last_name,
    phone: row.ship_phone,
    address: row.ship_address,
    address_extra: row.ship_address_extra,
    city: row.ship_city,
    postal_code: row.ship_postal_code,
    country: row.ship_country,
  };
  return {
    number: row.number,
    status: row.status,
    email: row.email,
    created_at: isoDate(row.created_at),
    currency: row.currency,
    usd_rate: row.usd_rate === null ? null : Number(row.usd_rate),
    payment_method: row.payment_method,
    delivery_method: row.delivery_method,
    items_total: euros(row.items_cents),
    delivery_price: euros(row.delivery_cents),
    total: euros(row.total_cents),
    lines: lines.map((line) => ({
      article_id: line.article_id,
      title: line.title,
      author: line.author,
      ean: line.ean,
      isbn_hyphenated: hyphenatedIsbn(line.ean),
      unit_price_ttc: euros(line.unit_price_ttc_cents),
      discount: line.discount_percent,
      unit_price: euros(line.unit_final_cents),
      quantity: line.quantity,
      line_total: euros(line.line_total_cents),
      ...(line.copies_awaited > 0 && (row.status === 'pending_payment' || row.status === 'paid')
        ? { preorder: { awaited: line.copies_awaited, forthcoming: forthcomingOf(line, today) } }
        : {}),
    })),
    shipping,
    events: events.map((event) => ({ status: event.status, at: isoDate(event.created_at) })),
    bank_transfer_details:
      row.payment_method === 'bank_transfer' && row.status === 'pending_payment' && row.bank_transfer_details ? row.bank_transfer_details : null,
    expires_at: row.status === 'pending_payment' && row.expires_at !== null ? isoDate(row.expires_at) : null,
    coupon:
      row.coupon_code === null
        ? null
        : { code: row.coupon_code, books_discount: euros(row.coupon_books_cents), delivery_discount: euros(row.coupon_delivery_cents) },
    gift_card: row.gift_card_code === null ? null : { code_end: giftCardCodeEnd(row.gift_card_code), amount: euros(row.gift_card_cents) },
    amount_due: euros(row.total_cents - row.gift_card_cents),
    return_window: row.status === 'delivered' ? returnWindow(lastDelivered(events), returnWindowDays) : null,
    pickup: orderPickup(row),
    gift_card_purchase: await orderGiftCardPurchase(db, orderId),
  };
}

/** Where and how an order is collected, from its row; null for a delivery. */
function orderPickup(row: OrderRow): OrderPickup | null {
  if (row.pickup_location_id === null) return null;
  return {
    location: {
      id: row.pickup_location_id,
      name: row.pickup_name ?? '',
      address: row.pickup_address ?? '',
      opening_hours_fr: row.pickup_hours_fr ?? '',
      opening_hours_en: row.pickup_hours_en ?? '',
    },
    code: row.pickup_code,
    ready_at: row.pickup_ready_at === null ? null : isoDate(row.pickup_ready_at),
    hold_until: row.pickup_hold_until === null ? null : isoDate(row.pickup_hold_until),
  };
}

/** When the order was (last) marked delivered: the start of its return period. */
function lastDelivered(events: Array<{ status: OrderStatus; created_at: Date | string }>): Date | string | null {
  return events.filter((event) => event.status === 'delivered').at(-1)?.created_at ?? null;
}

/** One of the customer's orders by number; anyone else's (or an unknown number) is a 404. */
export async function getCustomerOrder(db: Db, shopId: number, userId: number, number: string, returnWindowDays: number): Promise<Order> {
  const { rows } = await db.query<{ id: number }>('select id from orders where shop_id = $1 and user_id = $2 and number = $3', [
    shopId,
    userId,
    number,
  ]);
  if (!rows[0]) throw notFound('Order not found.');
  return loadOrder(db, rows[0].id, returnWindowDays);
}

/** The customer's orders, newest first. */
export async function listCustomerOrders(db: Db, shopId: number, userId: number, returnWindowDays: number): Promise<Order[]> {
  const { rows } = await db.query<{ id: number }>(
    'select id from orders where shop_id = $1 and user_id = $2 order by created_at desc, id desc limit 100',
    [shopId, userId],
  );
  const orders: Order[] = [];
  for (const row of rows) orders.push(await loadOrder(db, row.id, returnWindowDays));
  return orders;
}



/**
 * A visitor's lookup by order number and email, counted and matched as trackedOrderId says (404 for a wrong pair or
 * an erased order, 429 past ORDER_LOOKUP_LIMIT).
 */
export async function trackOrder(
  db: Db,
  shopId: number,
  perClient: Rate,
  client: string,
  number: string,
  email: string,
  returnWindowDays: number,
): Promise<TrackedOrder> {
  const orderId = await trackedOrderId(db, shopId, perClient, client, number, email);
  const order = await loadOrder(db, orderId, returnWindowDays);
  return {
    number: order.number,
    status: order.status,
    created_at: order.created_at,
    delivery_method: order.delivery_method,
    collection: order.pickup !== null,
    item_count: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    events: order.events,
    return_window: order.return_window,
    // The lookup proved the number and email: a delivered order offers its books and a return token (guest returns).
    guest_return: await guestReturnOffer(db, shopId, orderId, order, order.return_window),
  };
}


/**
 * Sets a title's copies aside for the paid orders waiting for it, oldest order first, in the caller's transaction
 * (an unpaid one joins the queue once paid: awaitedCopies says why): the book's row is locked (as an order locks it),
 * each waiting line takes what it still needs or what is left, and the stock keeps the rest. An order that waits for
 * nothing more is mailed that its books are in. Answers the copies set aside.
 */
export async function setAsideAwaitedCopies(tx: Db, articleId: number): Promise<number> {
  const { rows: books } = await tx.query<{ stock: number; shop_id: number }>('select stock, shop_id from articles where id = $1 for update', [articleId]);
  const book = books[0];
  if (!book || book.stock <= 0) return 0;
  const { rows: waiting } = await tx.query<{ id: number; order_id: number; copies_awaited: number }>(
    `select l.id, l.order_id, l.copies_awaited from order_lines l join orders o on o.id = l.order_id
     where l.article_id = $1 and l.copies_awaited > 0 and o.status = 'paid'
     order by o.created_at, o.id
     for update of l`,
    [articleId],
  );
  let left = book.stock;
  const served = new Set<number>();
  for (const line of waiting) {
    if (left === 0) break;
    const given = Math.min(left, line.copies_awaited);
    await tx.query('update order_lines set copies_awaited = copies_awaited - $2 where id = $1', [line.id, given]);
    left -= given;
    served.add(line.order_id);
  }
  if (left === book.stock) return 0;
  await tx.query('update articles set stock = $2, updated_at = now() where id = $1', [articleId, left]);
  // The orders this made whole, paid: their customers hear that the books are in.
  const { rows: ready } = await tx.query<{ id: number; language: Language; name: string }>(
    `select o.id, o.language, s.name from orders o join shops s on s.id = o.shop_id
     where o.id = any($1::int[]) and o.status = 'paid'
       and not exists (select 1 from order_lines l where l.order_id = o.id and l.copies_awaited > 0)`,
    [[...served]],
  );
  for (const order of ready) await queueMail(tx, book.shop_id, preorderReadyMail(await loadOrder(tx, order.id), order.name, order.language));
  return book.stock - left;
}

/**
 * Writes a new status of an order the caller has locked and checked: the status, its event, the books put back in
 * stock once when it is cancelled or refunded, and the customer's mail through the outbox (in the same transaction).
 * Books of returns already refunded went back to stock with their return: only the rest of each line goes back here.
 * `mail: false` when the caller sends the customer its own mail about the change (a refunded return, for one).
 * Becoming paid issues the order's invoice here, whichever path paid it (card, PayPal, their webhooks, a bank
 * transfer marked paid by staff): its number is taken in this transaction, so a rollback leaves no gap.
 */
export async function recordOrderStatus(tx: Db, shop: Shop, orderId: number, to: OrderStatus, options: { mail?: boolean } = {}): Promise<void> {
  await tx.query('update orders set status = $2, updated_at = now() where id = $1', [orderId, to]);
  await tx.query('insert into order_events (order_id, status) values ($1, $2)', [orderId, to]);
  if (to === 'paid') await issueInvoice(tx, orderId);
  // An order of a gift card: the card is issued once paid, and cancelled with the order.
  if (to === 'paid') await issuePurchasedGiftCard(tx, shop.id, orderId);
  if (to === 'cancelled' || to === 'refunded') await cancelPurchasedGiftCard(tx, orderId);
  // What a gift card paid goes back to it (what a refunded return gave back already excepted).
  if (to === 'cancelled' || to === 'refunded') await giveBackGiftCard(tx, orderId);
  if (to === 'cancelled' || to === 'refunded') {
    const { rows } = await tx.query('update orders set restocked_at = now() where id = $1 and restocked_at is null returning id', [orderId]);
    if (rows.length > 0) {
      // The books in id order first, as placeOrder locks them: the update would take them in the order of its join,
      // and a checkout of two of them could hold one while waiting for the other.
      await tx.query('select id from articles where id in (select article_id from order_lines where order_id = $1) order by id for update', [orderId]);
      const kept = `select l.article_id, l.quantity - l.copies_awaited - coalesce((
             select sum(i.quantity) from return_items i join return_requests r on r.id = i.return_id
             where r.order_id = l.order_id and i.article_id = l.article_id and r.status = 'refunded'
           ), 0) as quantity
           from order_lines l where l.order_id = $1`;
      // A collection at a location that does not ship online gives its copies back there, not to the online stock.
      const { rows: counter } = await tx.query<{ id: number }>(
        'select l.id from orders o join shop_locations l on l.id = o.pickup_location_id where o.id = $1 and not l.ships_online',
        [orderId],
      );
      if (counter[0]) {
        const { rows: lines } = await tx.query<CheckoutLine>(`select * from (${kept}) kept where kept.quantity > 0 order by article_id`, [orderId]);
        await moveCounterCopies(tx, counter[0].id, lines, 1);
        return recordedStatusMail(tx, shop, orderId, options);
      }
      // One statement: it moves the catalogue version's stripes in stripe order (see takeCopies).
      const { rows: restocked } = await tx.query<{ id: number }>(
        `update articles a set stock = a.stock + kept.quantity, updated_at = now()
         from (${kept}) kept
         where kept.article_id = a.id and kept.quantity > 0
         returning a.id`,
        [orderId],
      );
      // The copies back on sale go to the orders waiting for them first, then to the shoppers waiting for the book.
      for (const book of restocked) await setAsideAwaitedCopies(tx, book.id);
      await mailRestockAlerts(tx, shop.id, restocked.map((book) => book.id));
    }
  }
  await recordedStatusMail(tx, shop, orderId, options);
}

/** The customer's mail about an order's new status, unless the caller sends its own (`mail: false`). */
async function recordedStatusMail(tx: Db, shop: Shop, orderId: number, options: { mail?: boolean }): Promise<void> {
  if (options.mail === false) return;
  const { rows: languages } = await tx.query<{ language: Language }>('select language from orders where id = $1', [orderId]);
  const mail = orderStatusMail(await loadOrder(tx, orderId), shop.name, languages[0]?.language ?? 'fr');
  if (mail) await queueMail(tx, shop.id, mail);
}

/**
 * Cancels the unpaid orders whose time ran out (see `expires_at`): each one's books go back on sale once (through
 * recordOrderStatus), the order is marked expired for staff, and the customer is mailed why. Orders are taken with
 * `skip locked`, so several workers share the work and a payment completing at that moment (which locks the order)
 * is never overtaken. One order per transaction: each puts its books back in one statement, which takes the catalogue
 * version's stripes in stripe order (migration 032), while a transaction of several orders would take them order after
 * order, and two such transactions (two workers) could each hold a stripe the other waits for. Answers how many
 * orders it cancelled.
 */
export async function expireUnpaidOrders(db: Db): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; language: Language; shop_id: number; slug: string; name: string }>(
        `select o.id, o.language, s.id as shop_id, s.slug, s.name from orders o join shops s on s.id = o.shop_id
         where o.status = 'pending_payment' and o.expires_at <= now()
         order by o.expires_at limit 1 for update of o skip locked`,
      );
      const row = rows[0];
      if (!row) return false;
      const shop: Shop = { id: row.shop_id, slug: row.slug, name: row.name };
      await tx.query('update orders set expired_at = now() where id = $1', [row.id]);
      await recordOrderStatus(tx, shop, row.id, 'cancelled', { mail: false });
      await queueMail(tx, shop.id, orderExpiredMail(await loadOrder(tx, row.id), shop.name, row.language));
      return true;
    });
    if (!done) return expired;
    expired += 1;
  }
}
