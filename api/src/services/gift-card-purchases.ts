/**
 * Buying a gift card (issue 46, migration 046): an order of no book, for the card's amount, paid by the shop's usual
 * means (a bank transfer, PayPal, a card) and held and expired as any unpaid order. When it is paid (recordOrderStatus)
 * the card is issued, in the buyer's account when they are signed in; its code is mailed to the buyer at once, or to the
 * recipient on the day chosen, with the buyer's message (the jobs runner, createGiftCardMailer). Cancelled or refunded
 * before the card pays anything, the card is cancelled with it; once it has paid, the order cannot be refunded whole.
 */
import { createHash } from 'node:crypto';
import { giftCardCodeEnd, giftCardPurchaseProblems, type GiftCardPurchaseBody, type Language, type Order, type OrderGiftCardPurchase, type PaymentMethod } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { isoDate, shopToday } from '../lib/dates';
import { badRequest, conflict } from '../lib/errors';
import type { Limits } from '../limits';
import { queueMail } from '../mail/outbox';
import { giftCardBoughtMail, giftCardForYouMail, orderConfirmationMail } from '../mail/texts';
import { periodicJob, type PeriodicJob } from '../plugins/metrics';
import { issueGiftCard } from './gift-cards';
import { assertUnpaidRoom, findOrderByKey, holdInterval, loadOrder, newOrderNumber, replayOrder } from './orders';
import type { Shop } from './shops';
import { hit, tooMany, unhit } from './throttle';

export interface GiftCardPurchaseRequest extends GiftCardPurchaseBody {
  idempotencyKey: string;
  customer: { id: number; email: string } | null;
  allowedPaymentMethods: readonly PaymentMethod[];
  client: string;
}

const PROBLEM_MESSAGES = {
  amount: 'The amount must be one of the amounts offered, or a whole number of euros from 10 to 300.',
  'recipient.name': "The recipient's name is required (80 characters at most).",
  'recipient.email': "The recipient's email address is not valid.",
  'recipient.message': 'The message is too long (500 characters at most).',
  'recipient.send_on': 'The day to send the card must be from today to a year ahead (YYYY-MM-DD).',
} as const;

/** What an idempotency key is bound to: the purchase's content. */
function fingerprint(request: GiftCardPurchaseRequest, email: string): string {
  const content = { gift_card: request.amount, recipient: request.recipient, email, payment_method: request.payment_method, currency: request.currency ?? null, language: request.language ?? null };
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

/**
 * Places the order of a card in one transaction: the purchase checked (400 naming its field), the buyer's unpaid
 * orders counted as for books (UNPAID_ORDERS_PER_EMAIL), the client's orders counted (ORDERS_PER_CLIENT), the order,
 * its purchase row, its first event and the confirmation mail written together. The same key from the same buyer with
 * the same body answers the order it made (`created` false).
 */
export async function placeGiftCardOrder(db: Db, shop: Shop, limits: Limits, request: GiftCardPurchaseRequest): Promise<{ order: Order; created: boolean }> {
  const email = request.customer?.email ?? request.email?.trim().toLowerCase();
  if (!email) throw badRequest('An email address is needed to follow the order.', 'email');
  const scope = request.customer ? `user:${request.customer.id}` : `guest:${email}`;
  const print = fingerprint(request, email);
  const existing = await findOrderByKey(db, shop.id, request.idempotencyKey);
  if (existing !== null) return { order: await replayOrder(db, existing, scope, print), created: false };
  const [problem] = giftCardPurchaseProblems(request, shopToday());
  if (problem) throw badRequest(PROBLEM_MESSAGES[problem.field], problem.field);
  if (!request.allowedPaymentMethods.includes(request.payment_method)) throw badRequest('This payment method is not available.', 'payment_method');
  const clientKey = `${shop.id}:${request.client}`;
  const counted = await hit(db, 'ordersPerClient', clientKey, limits.ordersPerClient);
  if (!counted.allowed) throw tooMany('too_many_orders', (minutes) => `Too many orders from your connection. Please try again in ${minutes} minutes.`, counted);
  const amountCents = Math.round(request.amount * 100);
  const recipient = request.recipient;
  try {
    const orderId = await db.transaction(async (tx) => {
      await assertUnpaidRoom(tx, shop.id, email, limits.unpaidOrdersPerEmail);
      const { rows: settings } = await tx.query<{ usd_rate: string | null; bank_transfer_details: string }>(
        'select usd_rate, bank_transfer_details from company_settings where shop_id = $1',
        [shop.id],
      );
      const currency = request.currency === 'usd' && settings[0]?.usd_rate ? 'usd' : 'eur';
      const { rows } = await tx.query<{ id: number }>(
        `insert into orders (shop_id, number, user_id, email, language, currency, usd_rate, payment_method, delivery_method,
           items_cents, delivery_cents, total_cents, idempotency_key, idempotency_scope, idempotency_fingerprint, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'gift_card', $9, 0, $9, $10, $11, $12, now() + $13::interval)
         returning id`,
        [shop.id, newOrderNumber(), request.customer?.id ?? null, email, request.language ?? 'fr', currency, settings[0]?.usd_rate ?? null,
          request.payment_method, amountCents, request.idempotencyKey, scope, print, holdInterval(limits, request.payment_method)],
      );
      const id = (rows[0] as { id: number }).id;
      await tx.query(
        `insert into gift_card_purchases (order_id, amount_cents, recipient_name, recipient_email, message, send_on) values ($1, $2, $3, $4, $5, $6)`,
        [id, amountCents, recipient?.name.trim() ?? null, recipient?.email.trim().toLowerCase() ?? null, recipient?.message.trim() ?? '', recipient?.send_on ?? null],
      );
      await tx.query(`insert into order_events (order_id, status) values ($1, 'pending_payment')`, [id]);
      const order = await loadOrder(tx, id);
      await queueMail(tx, shop.id, orderConfirmationMail(order, shop.name, request.language ?? 'fr', settings[0]?.bank_transfer_details ?? ''));
      return id;
    });
    return { order: await loadOrder(db, orderId), created: true };
  } catch (error) {
    // No order was placed: it does not count against the client.
    await unhit(db, 'ordersPerClient', clientKey);
    const again = await findOrderByKey(db, shop.id, request.idempotencyKey);
    if (again !== null) return { order: await replayOrder(db, again, scope, print), created: false };
    throw error;
  }
}

interface PurchaseRow {
  amount_cents: number;
  recipient_name: string | null;
  recipient_email: string | null;
  send_on: string | null;
  sent_at: Date | string | null;
  code: string | null;
}

/** The card an order buys, as the order shows it; null for an order of books. */
export async function orderGiftCardPurchase(db: Db, orderId: number): Promise<OrderGiftCardPurchase | null> {
  const { rows } = await db.query<PurchaseRow>(
    `select p.amount_cents, p.recipient_name, p.recipient_email, p.send_on::text as send_on, p.sent_at, g.code
     from gift_card_purchases p left join gift_cards g on g.id = p.gift_card_id where p.order_id = $1`,
    [orderId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    amount: row.amount_cents / 100,
    recipient: row.recipient_email === null ? null : { name: row.recipient_name ?? '', email: row.recipient_email, send_on: row.send_on ?? '' },
    code_end: row.code === null ? null : giftCardCodeEnd(row.code),
    sent_at: row.sent_at === null ? null : isoDate(row.sent_at),
  };
}

/**
 * The card of an order just paid, in its transaction (recordOrderStatus): issued once, in the buyer's account, and its
 * code mailed to the buyer now when it is theirs (a recipient's goes on its day, sendDueGiftCards).
 */
export async function issuePurchasedGiftCard(tx: Db, shopId: number, orderId: number): Promise<void> {
  const { rows } = await tx.query<{ amount_cents: number; recipient_email: string | null; user_id: number | null; email: string; language: Language; shop_name: string }>(
    `select p.amount_cents, p.recipient_email, o.user_id, o.email, o.language, s.name as shop_name
     from gift_card_purchases p join orders o on o.id = p.order_id join shops s on s.id = o.shop_id
     where p.order_id = $1 and p.gift_card_id is null for update of p`,
    [orderId],
  );
  const purchase = rows[0];
  if (!purchase) return;
  const card = await issueGiftCard(tx, shopId, { initialCents: purchase.amount_cents, userId: purchase.user_id });
  await tx.query('update gift_card_purchases set gift_card_id = $2 where order_id = $1', [orderId, card.id]);
  if (purchase.recipient_email !== null) return;
  const { rows: cards } = await tx.query<{ expires_on: string }>('select expires_on::text as expires_on from gift_cards where id = $1', [card.id]);
  await queueMail(tx, shopId, giftCardBoughtMail({ to: purchase.email, language: purchase.language, shopName: purchase.shop_name, code: card.code, amount: purchase.amount_cents / 100, expiresOn: cards[0]?.expires_on ?? '' }));
  await tx.query('update gift_card_purchases set sent_at = now() where order_id = $1', [orderId]);
}

/**
 * Refuses to cancel or refund an order whose card has paid something already (409 gift_card_used): the money is spent.
 * The caller cancels the card with the order otherwise (cancelPurchasedGiftCard).
 */
export async function assertGiftCardPurchaseUnused(db: Db, orderId: number): Promise<void> {
  const { rows } = await db.query(
    `select 1 from gift_card_purchases p join gift_card_uses u on u.gift_card_id = p.gift_card_id where p.order_id = $1 limit 1`,
    [orderId],
  );
  if (rows.length > 0) throw conflict('gift_card_used', 'The gift card this order bought has paid for books already: the order cannot be cancelled or refunded whole.', 'status');
}

/** The card of an order cancelled or refunded, in that change's transaction: cancelled, so it pays nothing more. */
export async function cancelPurchasedGiftCard(tx: Db, orderId: number): Promise<void> {
  await tx.query(
    `update gift_cards set cancelled_at = now(), cancel_reason = 'Commande de la carte annulée ou remboursée.'
     where id = (select gift_card_id from gift_card_purchases where order_id = $1) and cancelled_at is null`,
    [orderId],
  );
}

/**
 * The recipients' mails due today or before (Paris), each in its own transaction, taken with `skip locked` so several
 * workers share them: the card's code, its amount, the buyer's name and message. A card cancelled meanwhile is not sent.
 */
export async function sendDueGiftCards(db: Db): Promise<number> {
  let sent = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        order_id: number;
        shop_id: number;
        recipient_name: string;
        recipient_email: string;
        message: string;
        language: Language;
        buyer: string;
        shop_name: string;
        code: string;
        amount_cents: number;
        expires_on: string;
      }>(
        `select p.order_id, o.shop_id, p.recipient_name, p.recipient_email, p.message, o.language, s.name as shop_name,
           coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), o.email) as buyer,
           g.code, p.amount_cents, g.expires_on::text as expires_on
         from gift_card_purchases p join orders o on o.id = p.order_id join shops s on s.id = o.shop_id
           join gift_cards g on g.id = p.gift_card_id left join users u on u.id = o.user_id
         where p.sent_at is null and p.recipient_email is not null and p.send_on <= (now() at time zone 'Europe/Paris')::date
           and g.cancelled_at is null
         order by p.send_on, p.order_id limit 1 for update of p skip locked`,
      );
      const due = rows[0];
      if (!due) return false;
      await queueMail(
        tx,
        due.shop_id,
        giftCardForYouMail({
          to: due.recipient_email,
          language: due.language,
          shopName: due.shop_name,
          recipientName: due.recipient_name,
          buyer: due.buyer,
          message: due.message,
          code: due.code,
          amount: due.amount_cents / 100,
          expiresOn: due.expires_on,
        }),
      );
      await tx.query('update gift_card_purchases set sent_at = now() where order_id = $1', [due.order_id]);
      return true;
    });
    if (!done) return sent;
    sent += 1;
  }
}

/** The jobs runner's part: every minute, the cards whose day has come are mailed to their recipients. */
export function createGiftCardMailer({ db, intervalMs = 60_000, log }: { db: Db; intervalMs?: number; log?: { error(message: string): void } }): PeriodicJob<{ sent: number }> {
  return periodicJob('gift-card-mails', async () => ({ sent: await sendDueGiftCards(db) }), { intervalMs, log });
}
