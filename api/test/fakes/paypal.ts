import { createHmac, randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { randomId, serveFake, sleep, type FakeReply, type FakeRequest, type RunningFake } from './http';
import { eventId, webhookSender, type WebhookSender } from './webhooks';

/**
 * A local PayPal that speaks the parts of its REST API the shop uses (OAuth 2 client credentials, Orders v2 create,
 * read and capture, Payments v2 capture refunds, PayPal-Request-Id idempotency) and serves a stand-in for the JavaScript SDK at /sdk/js whose
 * buttons create the order through the page's createOrder, "approve" it here (what the buyer does on paypal.com),
 * then call onApprove or onCancel. What the next approval, capture or refund does is set through `control` (or POST
 * /fake/control from a browser test).
 *
 * Webhooks: with a webhook URL, it notifies CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED and
 * PAYMENT.CAPTURE.REFUNDED (also for a refund made "in the dashboard": POST /fake/dashboard/refund), signed with
 * PayPal's headers, and answers POST /v1/notifications/verify-webhook-signature for them. PayPal signs with a
 * certificate; the fake with its own key, which only it checks, so the shop relies on the verification call alone.
 */
export interface PaypalBehaviour {
  /** What the buyer does in the PayPal window. */
  approval: 'approve' | 'cancel';
  /** What the next capture answers: completed, a decline (422 INSTRUMENT_DECLINED), pending, or another amount. */
  capture: 'completed' | 'declined' | 'pending' | 'other_amount';
  /** Delay before each API answer (to provoke the shop's time-out). */
  delayMs: number;
  /**
   * What the next refund does: completed, refused (422, kept for its PayPal-Request-Id like any answer), or an
   * outage (503, nothing done, nothing kept).
   */
  refund: 'completed' | 'refused' | 'outage';
  /** Delay after a refund is made and before it is answered: the refund happens, the shop may stop waiting. */
  refundDelayMs: number;
}

interface FakeCapture {
  id: string;
  status: 'COMPLETED' | 'PENDING';
  amount: { currency_code: string; value: string };
  custom_id?: string;
}

/** A refund the fake actually made (repeats answered from the PayPal-Request-Id cache are not new ones). */
export interface FakePaypalRefund {
  id: string;
  captureId: string;
  amount: { currency_code: string; value: string };
  requestId: string | null;
}

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchase_units: Array<{ reference_id: string; custom_id?: string; amount: { currency_code: string; value: string }; payments?: { captures: FakeCapture[] } }>;
}

export interface FakePaypal extends RunningFake {
  clientId: string;
  clientSecret: string;
  /** The shop's webhook id at this PayPal. */
  webhookId: string;
  /** How many webhook signatures the shop asked this PayPal to verify. */
  verifications(): number;
  /** How many OAuth access tokens the shop asked this PayPal for (granted or not). */
  tokenRequests(): number;
  webhooks: WebhookSender;
  control(change: Partial<PaypalBehaviour>): void;
  orders: Map<string, FakeOrder>;
  /** How many captures actually happened (repeats answered from the PayPal-Request-Id cache do not count). */
  captures(): number;
  /** The refunds actually made, in order. */
  refunds: FakePaypalRefund[];
}

const DEFAULTS: PaypalBehaviour = { approval: 'approve', capture: 'completed', delayMs: 0, refund: 'completed', refundDelayMs: 0 };

/** "12.34" to 1234. */
const cents = (value: string) => Math.round(Number(value) * 100);

export async function startFakePaypal(
  options: { port?: number; clientId?: string; clientSecret?: string; webhookUrl?: string } = {},
): Promise<FakePaypal> {
  const clientId = options.clientId ?? 'fake-paypal-client';
  const clientSecret = options.clientSecret ?? 'fake-paypal-secret';
  const webhookId = 'WH-FAKE-BOOKSHOP';
  const signingKey = randomUUID();
  const webhooks = webhookSender(options.webhookUrl ?? null);
  let origin = '';
  const transmissionSig = (id: string, time: string, hookId: string, body: string) =>
    createHmac('sha256', signingKey).update(`${id}|${time}|${hookId}|${crc32(body)}`).digest('base64');
  /** Notifies the shop of an event, signed as PayPal does (after the current answer has gone). */
  const notify = (eventType: string, resource: Record<string, unknown>) =>
    void webhooks.send({ id: eventId('WH-'), event_version: '1.0', create_time: new Date().toISOString(), resource_type: eventType.split('.')[1]?.toLowerCase(), event_type: eventType, resource }, (body) => {
      const id = randomUUID();
      const time = new Date().toISOString();
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${origin}/fake/certs/1`,
        'paypal-transmission-id': id,
        'paypal-transmission-sig': transmissionSig(id, time, webhookId, body),
        'paypal-transmission-time': time,
      };
    });
  /** A refund PayPal made, and its notification. */
  const refundOf = (captured: FakeCapture, value: string, requestId: string | null): FakePaypalRefund => {
    const made: FakePaypalRefund = { id: randomId('REF'), captureId: captured.id, amount: { currency_code: captured.amount.currency_code, value }, requestId };
    refunds.push(made);
    notify('PAYMENT.CAPTURE.REFUNDED', {
      id: made.id,
      status: 'COMPLETED',
      amount: made.amount,
      custom_id: captured.custom_id,
      invoice_id: captured.custom_id,
      links: [{ rel: 'up', method: 'GET', href: `${origin}/v2/payments/captures/${captured.id}` }],
    });
    return made;
  };
  const behaviour: PaypalBehaviour = { ...DEFAULTS };
  const tokens = new Set<string>();
  const orders = new Map<string, FakeOrder>();
  const replies = new Map<string, FakeReply>();
  const capturesById = new Map<string, FakeCapture>();
  const refunds: FakePaypalRefund[] = [];
  let captureCount = 0;
  let verificationCount = 0;
  let tokenRequestCount = 0;

  const authorized = (request: FakeRequest) => tokens.has(String(request.headers.authorization ?? '').replace(/^Bearer /, ''));
  const unauthorized: FakeReply = { status: 401, body: { error: 'invalid_token', error_description: 'Token signature verification failed' } };
  const notFound: FakeReply = { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }], message: 'The specified resource does not exist.' } };

  /** PayPal-Request-Id: the same id on the same call answers the first answer again, without acting twice. */
  const once = (request: FakeRequest, act: () => FakeReply): FakeReply => {
    const id = request.headers['paypal-request-id'];
    if (typeof id !== 'string') return act();
    const key = `${request.path}|${id}`;
    const cached = replies.get(key);
    if (cached) return cached;
    const reply = act();
    replies.set(key, reply);
    return reply;
  };

  const running = await serveFake(options.port ?? 0, async (request, requestOrigin) => {
    origin = requestOrigin;
    if (request.path === '/sdk/js') return { status: 200, raw: { type: 'text/javascript', text: sdkScript(origin) } };
    if (request.path === '/fake/dashboard/refund' && request.method === 'POST') {
      const captured = capturesById.get(String(request.body.capture_id));
      if (!captured) return notFound;
      return { status: 201, body: refundOf(captured, String(request.body.value ?? captured.amount.value), null) };
    }
    if (request.path === '/fake/control' && request.method === 'POST') {
      Object.assign(behaviour, request.body);
      return { status: 200, body: behaviour };
    }
    const approve = /^\/fake\/orders\/([A-Z0-9]+)\/approve$/.exec(request.path);
    if (approve && request.method === 'POST') {
      const order = orders.get(approve[1] as string);
      if (!order) return notFound;
      if (behaviour.approval === 'cancel') return { status: 200, body: { cancelled: true } };
      order.status = 'APPROVED';
      notify('CHECKOUT.ORDER.APPROVED', { id: order.id, intent: 'CAPTURE', status: 'APPROVED', purchase_units: order.purchase_units });
      return { status: 200, body: { approved: true } };
    }

    if (behaviour.delayMs > 0) await sleep(behaviour.delayMs);

    if (request.path === '/v1/oauth2/token' && request.method === 'POST') {
      tokenRequestCount += 1;
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected || request.body.grant_type !== 'client_credentials') {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
      }
      const token = randomId('A21AA', 40);
      tokens.add(token);
      return { status: 200, body: { scope: 'https://uri.paypal.com/services/payments', access_token: token, token_type: 'Bearer', expires_in: 32400 } };
    }
    if (request.path === '/v1/notifications/verify-webhook-signature' && request.method === 'POST') {
      if (!authorized(request)) return unauthorized;
      verificationCount += 1;
      const fields = request.body as Record<string, string> & { webhook_event?: unknown };
      const expected = transmissionSig(fields.transmission_id ?? '', fields.transmission_time ?? '', webhookId, JSON.stringify(fields.webhook_event ?? null));
      const valid = fields.webhook_id === webhookId && fields.transmission_sig === expected;
      return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
    }
    if (request.path === '/v2/checkout/orders' && request.method === 'POST') {
      if (!authorized(request)) return unauthorized;
      return once(request, () => {
        const units = request.body.purchase_units as FakeOrder['purchase_units'] | undefined;
        const amount = units?.[0]?.amount;
        if (request.body.intent !== 'CAPTURE' || !amount || !/^\d+\.\d{2}$/.test(amount.value)) {
          return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INVALID_PARAMETER_VALUE' }] } };
        }
        const order: FakeOrder = { id: randomId(''), status: 'CREATED', purchase_units: units };
        orders.set(order.id, order);
        return { status: 201, body: { ...order, links: [{ rel: 'approve', href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}` }] } };
      });
    }
    const read = /^\/v2\/checkout\/orders\/([A-Z0-9]+)$/.exec(request.path);
    if (read && request.method === 'GET') {
      if (!authorized(request)) return unauthorized;
      const order = orders.get(read[1] as string);
      return order ? { status: 200, body: order } : notFound;
    }
    const capture = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(request.path);
    if (capture && request.method === 'POST') {
      if (!authorized(request)) return unauthorized;
      return once(request, () => {
        const order = orders.get(capture[1] as string);
        if (!order) return notFound;
        if (order.status === 'COMPLETED') return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] } };
        if (order.status !== 'APPROVED') return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] } };
        captureCount += 1;
        const outcome = behaviour.capture;
        behaviour.capture = 'completed';
        if (outcome === 'declined') {
          return {
            status: 422,
            body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was declined.' }] },
          };
        }
        const unit = order.purchase_units[0] as FakeOrder['purchase_units'][number];
        const value = outcome === 'other_amount' ? '1.00' : unit.amount.value;
        order.status = 'COMPLETED';
        const made: FakeCapture = {
          id: randomId('CAP'),
          status: outcome === 'pending' ? 'PENDING' : 'COMPLETED',
          amount: { currency_code: unit.amount.currency_code, value },
          custom_id: unit.custom_id,
        };
        // Kept on the order, as PayPal shows it when the order is read back.
        unit.payments = { captures: [made] };
        capturesById.set(made.id, made);
        if (made.status === 'COMPLETED') {
          notify('PAYMENT.CAPTURE.COMPLETED', { ...made, final_capture: true, supplementary_data: { related_ids: { order_id: order.id } } });
        }
        return {
          status: 201,
          body: { id: order.id, status: 'COMPLETED', purchase_units: [{ reference_id: unit.reference_id, payments: { captures: [made] } }] },
        };
      });
    }
    const refund = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(request.path);
    if (refund && request.method === 'POST') {
      if (!authorized(request)) return unauthorized;
      if (behaviour.refund === 'outage') {
        behaviour.refund = 'completed';
        return { status: 503, body: { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' } };
      }
      const reply = once(request, () => {
        const captured = capturesById.get(refund[1] as string);
        if (!captured) return notFound;
        const outcome = behaviour.refund;
        behaviour.refund = 'completed';
        if (outcome === 'refused') {
          return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_FAILED_INSUFFICIENT_FUNDS', description: 'Capture could not be refunded due to insufficient funds.' }] } };
        }
        const amount = request.body.amount as { currency_code?: string; value?: string } | undefined;
        if (!amount?.value || !/^\d+\.\d{2}$/.test(amount.value) || cents(amount.value) <= 0) {
          return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INVALID_PARAMETER_VALUE' }] } };
        }
        if (amount.currency_code !== captured.amount.currency_code) {
          return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_CURRENCY_MISMATCH' }] } };
        }
        const already = refunds.filter((made) => made.captureId === captured.id).reduce((sum, made) => sum + cents(made.amount.value), 0);
        if (already + cents(amount.value) > cents(captured.amount.value)) {
          return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] } };
        }
        const requestId = request.headers['paypal-request-id'];
        const made = refundOf(captured, amount.value, typeof requestId === 'string' ? requestId : null);
        return { status: 201, body: { id: made.id, status: 'COMPLETED', amount: made.amount } };
      });
      if (behaviour.refundDelayMs > 0) await sleep(behaviour.refundDelayMs);
      return reply;
    }
    return notFound;
  });

  return {
    ...running,
    clientId,
    clientSecret,
    webhookId,
    verifications: () => verificationCount,
    tokenRequests: () => tokenRequestCount,
    webhooks,
    orders,
    captures: () => captureCount,
    refunds,
    control: (change) => Object.assign(behaviour, change),
  };
}

/** The SDK stand-in: window.paypal.Buttons with createOrder / onApprove / onCancel / onError, as the real one. */
function sdkScript(origin: string): string {
  return `(function () {
  var base = ${JSON.stringify(origin)};
  function Buttons(options) {
    var button = null;
    var actions = { enable: function () { return Promise.resolve(); }, disable: function () { return Promise.resolve(); } };
    if (options.onInit) options.onInit({}, actions);
    return {
      isEligible: function () { return true; },
      render: function (container) {
        var target = typeof container === 'string' ? document.querySelector(container) : container;
        button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.className = 'fake-paypal-button';
        button.onclick = function () {
          Promise.resolve(options.createOrder({}, actions))
            .then(function (id) {
              return fetch(base + '/fake/orders/' + id + '/approve', { method: 'POST' })
                .then(function (response) { return response.json(); })
                .then(function (result) {
                  if (result.cancelled) return options.onCancel && options.onCancel({ orderID: id });
                  return options.onApprove({ orderID: id, payerID: 'FAKEPAYER' }, actions);
                });
            })
            .catch(function (error) { if (options.onError) options.onError(error); });
        };
        target.appendChild(button);
        return Promise.resolve();
      },
      close: function () {
        if (button && button.parentNode) button.parentNode.removeChild(button);
        return Promise.resolve();
      },
    };
  }
  window.paypal = { Buttons: Buttons, version: '5.0.0-fake', FUNDING: { PAYPAL: 'paypal', CARD: 'card' } };
})();
`;
}
