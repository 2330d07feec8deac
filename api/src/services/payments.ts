import { randomUUID } from 'node:crypto';
import type { OrderStatus, PaymentOutcome, PaymentStart, PaymentStartBody } from '@bookshop/contracts';
import type { Db } from '../db/db';
import { badRequest, conflict, notFound } from '../lib/errors';
import { cardLabel, createCardCustomer, createCardIntent, readCardIntent, retrieveCardIntent } from '../payments/card';
import type { PaymentConfig } from '../payments/config';
import type { ProviderVerdict } from '../payments/http';
import { shopPaymentSettings } from '../payments/options';
import { capturePaypalOrder, createPaypalOrder } from '../payments/paypal';
import { recordOrderStatus } from './orders';
import type { Shop } from './shops';

/** Who pays: a customer by their session, a guest by the order's email. */
export interface Payer {
  userId: number | null;
  email?: string;
}

export interface PayableOrder {
  id: number;
  number: string;
  status: OrderStatus;
  payment_method: string;
  user_id: number | null;
  email: string;
  total_cents: number;
  /** What a gift card paid of the total: the provider is asked for the rest. */
  gift_card_cents: number;
  usd_rate: string | null;
}

/**
 * The order, if this payer may pay it: a customer's order only with their session, a guest's only with its email.
 * Anyone else gets 404, as for an order that does not exist. An erased order has no payer left: its email is the
 * public erased constant, which would otherwise open it (and tell its status) to anyone with its number.
 */
async function findPayerOrder(db: Db, shopId: number, number: string, payer: Payer, lock = false): Promise<PayableOrder> {
  const { rows } = await db.query<PayableOrder>(
    `select id, number, status, payment_method, user_id, email, total_cents, gift_card_cents, usd_rate
     from orders where shop_id = $1 and number = $2 and anonymised_at is null ${lock ? 'for update' : ''}`,
    [shopId, number],
  );
  const order = rows[0];
  const owner = order && (order.user_id !== null ? order.user_id === payer.userId : order.email === payer.email?.trim().toLowerCase());
  if (!order || !owner) throw notFound('Order not found.');
  return order;
}

/** What is left to pay of the order (its total less a gift card's part) in US cents, at the dollar rate of its checkout. */
function usdCents(order: PayableOrder): number {
  if (order.usd_rate === null) throw conflict('payment_unavailable', 'This order cannot be paid online: the shop has no dollar rate.', 'provider');
  return Math.round((order.total_cents - order.gift_card_cents) * Number(order.usd_rate));
}

async function savedCard(db: Db, userId: number, referenceId: number): Promise<string> {
  const { rows } = await db.query<{ provider_ref: string }>('select provider_ref from payment_references where id = $1 and user_id = $2', [
    referenceId,
    userId,
  ]);
  if (!rows[0]) throw notFound('Saved card not found.', 'payment_reference_id');
  return rows[0].provider_ref;
}

/** The provider's customer of this user, created the first time a card is saved. */
async function cardCustomer(db: Db, config: PaymentConfig, userId: number): Promise<string> {
  const { rows } = await db.query<{ email: string; card_customer_ref: string | null }>('select email, card_customer_ref from users where id = $1', [userId]);
  const user = rows[0];
  if (!user) throw notFound('Account not found.');
  if (user.card_customer_ref) return user.card_customer_ref;
  const ref = await createCardCustomer(config, { email: user.email, userId, requestId: `customer-${userId}` });
  await db.query('update users set card_customer_ref = $2 where id = $1 and card_customer_ref is null', [userId, ref]);
  return ref;
}

/**
 * Starts paying an order online: the provider's order (PayPal) or intent (card) for the server's total in dollars.
 * Only an order waiting for an online payment can be paid; the provider it is paid with becomes its payment method.
 */
export async function startPayment(db: Db, shop: Shop, config: PaymentConfig, number: string, payer: Payer, body: PaymentStartBody): Promise<PaymentStart> {
  const settings = await shopPaymentSettings(db, shop.id, config);
  if (!settings.online || !settings.paypal) throw badRequest('Online payment is not available.', 'provider');
  const order = await findPayerOrder(db, shop.id, number, payer);
  if (order.status !== 'pending_payment') throw conflict('not_payable', `This order is ${order.status}: there is nothing to pay.`, 'provider');
  if (order.payment_method === 'bank_transfer') throw conflict('not_payable', 'This order is paid by bank transfer.', 'provider');
  const wantsCardOnFile = body.save_card === true || body.payment_reference_id !== undefined;
  if (wantsCardOnFile && body.provider !== 'card') throw badRequest('Saved cards are for card payment.', 'provider');
  if (wantsCardOnFile && payer.userId === null) throw badRequest('Sign in to save or use a card.', 'save_card');
  const amountCents = usdCents(order);
  const requestId = randomUUID();

  let providerRef: string;
  let clientSecret: string | null = null;
  if (body.provider === 'paypal') {
    const credentials = { clientId: settings.paypal.client_id, clientSecret: config.paypal.clientSecret as string };
    providerRef = await createPaypalOrder(config, credentials, { reference: order.number, amountCents, requestId });
  } else {
    const paymentMethod = body.payment_reference_id !== undefined ? await savedCard(db, payer.userId as number, body.payment_reference_id) : undefined;
    const customer = wantsCardOnFile ? await cardCustomer(db, config, payer.userId as number) : undefined;
    const intent = await createCardIntent(config, { reference: order.number, amountCents, requestId, customer, saveCard: body.save_card, paymentMethod });
    providerRef = intent.id;
    // A saved card is confirmed by the server already: the browser has nothing to confirm.
    clientSecret = paymentMethod ? null : (intent.client_secret ?? null);
  }
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into payments (order_id, provider, provider_ref, currency, amount_cents, request_id, save_card)
       values ($1, $2, $3, 'USD', $4, $5, $6)`,
      [order.id, body.provider, providerRef, amountCents, requestId, body.save_card === true],
    );
    await tx.query(`update orders set payment_method = $2, updated_at = now() where id = $1 and status = 'pending_payment'`, [order.id, body.provider]);
  });
  return { provider: body.provider, provider_ref: providerRef, client_secret: clientSecret, amount: amountCents / 100, currency: 'USD' };
}

interface PaymentRow {
  id: number;
  provider: 'paypal' | 'card';
  provider_ref: string;
  amount_cents: number;
  request_id: string;
  save_card: boolean;
  status: 'created' | 'pending' | 'completed' | 'failed';
}

/**
 * Asks the provider how a started payment ended and believes nothing else: PayPal is captured here (with
 * PayPal-Request-Id, so a repeat after a lost answer captures once), a card intent is read back. Only a payment of
 * exactly the order's amount, currency and number makes the order paid. Repeating the call is harmless.
 */
export async function completePayment(db: Db, shop: Shop, config: PaymentConfig, number: string, payer: Payer, providerRef: string): Promise<PaymentOutcome> {
  const order = await findPayerOrder(db, shop.id, number, payer);
  return settlePayment(db, shop, config, order, providerRef);
}

/**
 * What completePayment does once the caller may act on the order: the shopper's browser after paying, or a
 * provider's webhook when the shopper closed the tab first (payment-webhooks.ts). Both ask the provider, so a
 * webhook is only ever a reason to look, never a statement believed as it is.
 */
export async function settlePayment(db: Db, shop: Shop, config: PaymentConfig, order: PayableOrder, providerRef: string): Promise<PaymentOutcome> {
  const settings = await shopPaymentSettings(db, shop.id, config);
  const { rows } = await db.query<PaymentRow>(
    'select id, provider, provider_ref, amount_cents, request_id, save_card, status from payments where order_id = $1 and provider_ref = $2',
    [order.id, providerRef],
  );
  const payment = rows[0];
  if (!payment) throw notFound('Payment not found.', 'provider_ref');
  if (payment.status === 'completed') return { status: 'paid', order_status: order.status };
  if (!settings.online || !settings.paypal) throw badRequest('Online payment is not available.', 'provider');

  const expected = { reference: order.number, amountCents: payment.amount_cents };
  let outcome: ProviderVerdict;
  if (payment.provider === 'paypal') {
    const credentials = { clientId: settings.paypal.client_id, clientSecret: config.paypal.clientSecret as string };
    outcome = await capturePaypalOrder(config, credentials, { paypalOrderId: payment.provider_ref, ...expected, requestId: `${payment.request_id}-capture` });
  } else {
    const intent = await retrieveCardIntent(config, payment.provider_ref);
    outcome = readCardIntent(intent, expected);
    const label = payment.save_card ? cardLabel(intent) : null;
    // Only a card that paid is worth keeping.
    if (outcome.outcome === 'completed' && label && typeof intent.payment_method === 'object' && intent.payment_method && order.user_id !== null) {
      await keepCard(db, order.user_id, intent.payment_method.id, label);
    }
  }

  return db.transaction(async (tx) => {
    const { rows: locked } = await tx.query<{ status: OrderStatus }>('select status from orders where id = $1 for update', [order.id]);
    const current = locked[0] as { status: OrderStatus };
    const { rows: again } = await tx.query<{ status: PaymentRow['status'] }>('select status from payments where id = $1 for update', [payment.id]);
    // The browser and a webhook may settle the same payment at once: the second finds it done.
    if (again[0]?.status === 'completed') return { status: 'paid', order_status: current.status };
    const setPayment = (status: PaymentRow['status'], note: string) =>
      tx.query('update payments set status = $2, failure = $3, updated_at = now() where id = $1', [payment.id, status, note]);
    if (outcome.outcome !== 'completed') {
      await setPayment(outcome.outcome, outcome.reason);
      return { status: outcome.outcome, order_status: current.status };
    }
    const { rows: others } = await tx.query("select 1 from payments where order_id = $1 and status = 'completed' and id <> $2", [order.id, payment.id]);
    // Paid twice (PayPal in one tab, card in another), or paid after the shop cancelled it: kept for staff to refund.
    if (others.length > 0) {
      await setPayment('failed', 'order already paid: refund this payment');
      return { status: 'paid', order_status: current.status };
    }
    if (current.status !== 'pending_payment') {
      await setPayment('completed', `order was ${current.status}: refund this payment`);
      return { status: 'failed', order_status: current.status };
    }
    await setPayment('completed', '');
    await tx.query('update orders set payment_method = $2 where id = $1', [order.id, payment.provider]);
    await recordOrderStatus(tx, shop, order.id, 'paid');
    return { status: 'paid', order_status: 'paid' };
  });
}

/** Saves a card the customer asked to keep; the first one becomes their default. */
async function keepCard(db: Db, userId: number, providerRef: string, label: string): Promise<void> {
  await db.query(
    `insert into payment_references (user_id, provider, provider_ref, label, is_default)
     values ($1, 'card', $2, $3, not exists (select 1 from payment_references where user_id = $1 and is_default))
     on conflict (user_id, provider, provider_ref) do nothing`,
    [userId, providerRef, label],
  );
}
