import { createHmac } from 'node:crypto';
import { randomId, serveFake, sleep, type FakeReply, type FakeRequest, type RunningFake } from './http';
import { eventId, webhookSender, type WebhookSender } from './webhooks';

/**
 * A local card provider speaking the parts of Stripe's API the shop uses: payment intents (create, read, confirm),
 * customers and payment methods (detach), refunds, bearer keys, form bodies, Idempotency-Key. /v3/ serves a stand-in for
 * Stripe.js: `Stripe(pk).elements().create('card').mount(el)` draws card fields, `confirmCardPayment` confirms with
 * the publishable key. Test cards decide the outcome, like the provider's test mode:
 *   4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds,
 *   4000 0000 0000 0259 stays processing (a pending payment).
 * Webhooks: with a webhook URL, payment_intent.succeeded and refund.created (also for a refund made "in the
 * dashboard": POST /fake/dashboard/refund) are sent signed with the webhook secret (Stripe-Signature: t=…,v1=…).
 */
export interface CardBehaviour {
  delayMs: number;
  /** The next confirmed intent is recorded for another amount (a provider-side mix-up the shop must catch). */
  otherAmount: boolean;
  /**
   * What the next refund does: succeeded, refused (a 400 error, kept for its Idempotency-Key like any answer), or an
   * outage (500, nothing done, nothing kept).
   */
  refund: 'succeeded' | 'refused' | 'outage';
  /** Delay after a refund is made and before it is answered: the refund happens, the shop may stop waiting. */
  refundDelayMs: number;
}

/** A refund the fake actually made (repeats answered from the Idempotency-Key cache are not new ones). */
export interface FakeCardRefund {
  id: string;
  payment_intent: string;
  amount: number;
  currency: string;
  idempotencyKey: string | null;
}

interface PaymentMethod {
  id: string;
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
  number: string;
}

interface Intent {
  id: string;
  object: 'payment_intent';
  client_secret: string;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_confirmation' | 'processing' | 'succeeded' | 'canceled';
  metadata: Record<string, string>;
  customer: string | null;
  setup_future_usage: string | null;
  payment_method: string | null;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
}

export interface FakeCard extends RunningFake {
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
  webhooks: WebhookSender;
  control(change: Partial<CardBehaviour>): void;
  intents: Map<string, Intent>;
  methods: Map<string, PaymentMethod>;
  /** The refunds actually made, in order. */
  refunds: FakeCardRefund[];
}

const DECLINES: Record<string, { code: string; decline_code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};
const PROCESSING = '4000000000000259';

export async function startFakeCard(options: { port?: number; publishableKey?: string; secretKey?: string; webhookUrl?: string } = {}): Promise<FakeCard> {
  const publishableKey = options.publishableKey ?? 'pk_test_fakebookshop';
  const secretKey = options.secretKey ?? 'sk_test_fakebookshop';
  const webhookSecret = 'whsec_fakebookshop';
  const webhooks = webhookSender(options.webhookUrl ?? null);
  /** Notifies the shop, signed as the provider does: an HMAC of `timestamp.payload` under the webhook secret. */
  const notify = (type: string, object: unknown) =>
    void webhooks.send({ id: eventId('evt_'), object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } }, (body) => {
      const timestamp = Math.floor(Date.now() / 1000);
      return { 'stripe-signature': `t=${timestamp},v1=${createHmac('sha256', webhookSecret).update(`${timestamp}.${body}`).digest('hex')}` };
    });
  /** A refund the provider made, and its notification. */
  const refundOf = (intent: Intent, amount: number, idempotencyKey: string | null): FakeCardRefund => {
    const made: FakeCardRefund = { id: randomId('re_', 24), payment_intent: intent.id, amount, currency: intent.currency, idempotencyKey };
    refunds.push(made);
    notify('refund.created', { id: made.id, object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded' });
    return made;
  };
  const behaviour: CardBehaviour = { delayMs: 0, otherAmount: false, refund: 'succeeded', refundDelayMs: 0 };
  const refunds: FakeCardRefund[] = [];
  const intents = new Map<string, Intent>();
  const methods = new Map<string, PaymentMethod>();
  const customers = new Set<string>();
  const replies = new Map<string, FakeReply>();

  const key = (request: FakeRequest) => String(request.headers.authorization ?? '').replace(/^Bearer /, '');
  const error = (status: number, type: string, message: string, extra: Record<string, unknown> = {}): FakeReply => ({
    status,
    body: { error: { type, message, ...extra } },
  });
  const noSuch = (what: string, id: string) => error(404, 'invalid_request_error', `No such ${what}: '${id}'`, { code: 'resource_missing' });
  const view = (intent: Intent, expand = false) => ({
    ...intent,
    payment_method: expand && intent.payment_method ? publicMethod(methods.get(intent.payment_method)) : intent.payment_method,
  });
  const publicMethod = (method: PaymentMethod | undefined) => (method ? { id: method.id, type: method.type, card: method.card, customer: method.customer } : null);

  /** Idempotency-Key: the same key on the same path answers the first answer again. */
  const once = (request: FakeRequest, act: () => FakeReply): FakeReply => {
    const id = request.headers['idempotency-key'];
    if (typeof id !== 'string') return act();
    const cacheKey = `${request.path}|${id}`;
    const cached = replies.get(cacheKey);
    if (cached) return cached;
    const reply = act();
    replies.set(cacheKey, reply);
    return reply;
  };

  /** Charges a card for an intent, as the provider does at confirmation. */
  const confirm = (intent: Intent, method: PaymentMethod): FakeReply => {
    intent.payment_method = method.id;
    if (behaviour.otherAmount) {
      behaviour.otherAmount = false;
      intent.amount += 100;
    }
    const decline = DECLINES[method.number];
    if (decline) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = decline;
      return error(402, 'card_error', decline.message, { code: decline.code, decline_code: decline.decline_code, payment_intent: view(intent) });
    }
    intent.last_payment_error = null;
    intent.status = method.number === PROCESSING ? 'processing' : 'succeeded';
    if (intent.status === 'succeeded') notify('payment_intent.succeeded', view(intent));
    if (intent.setup_future_usage && intent.customer) method.customer = intent.customer;
    return { status: 200, body: view(intent) };
  };

  const running = await serveFake(options.port ?? 0, async (request, origin) => {
    if (request.path === '/v3/' || request.path === '/v3') return { status: 200, raw: { type: 'text/javascript', text: stripeJs(origin) } };
    if (request.path === '/fake/control' && request.method === 'POST') {
      Object.assign(behaviour, request.body);
      return { status: 200, body: behaviour };
    }
    if (request.path === '/fake/dashboard/refund' && request.method === 'POST') {
      const intent = intents.get(String(request.body.payment_intent));
      if (!intent || intent.status !== 'succeeded') return noSuch('payment_intent', String(request.body.payment_intent));
      return { status: 200, body: refundOf(intent, Number(request.body.amount ?? intent.amount), null) };
    }
    if (behaviour.delayMs > 0) await sleep(behaviour.delayMs);

    // The browser confirms with the publishable key and the intent's client secret.
    const confirmPath = /^\/v1\/payment_intents\/(pi_[A-Za-z0-9]+)\/confirm$/.exec(request.path);
    if (confirmPath && request.method === 'POST') {
      if (key(request) !== publishableKey && key(request) !== secretKey) return error(401, 'invalid_request_error', 'Invalid API Key provided');
      const intent = intents.get(confirmPath[1] as string);
      if (!intent) return noSuch('payment_intent', confirmPath[1] as string);
      if (key(request) === publishableKey && request.body.client_secret !== intent.client_secret) {
        return error(400, 'invalid_request_error', 'The client_secret provided does not match any associated PaymentIntent on this account.');
      }
      if (intent.status === 'succeeded') return error(400, 'invalid_request_error', 'This PaymentIntent has already succeeded.', { code: 'payment_intent_unexpected_state' });
      const number = String(request.body['payment_method_data[card][number]'] ?? '').replace(/\D/g, '');
      if (!/^\d{12,19}$/.test(number)) return error(402, 'card_error', 'Your card number is incorrect.', { code: 'incorrect_number', payment_intent: view(intent) });
      const method = newMethod(number, Number(request.body['payment_method_data[card][exp_month]'] ?? 12), Number(request.body['payment_method_data[card][exp_year]'] ?? 2030));
      return confirm(intent, method);
    }

    if (key(request) !== secretKey) return error(401, 'invalid_request_error', 'Invalid API Key provided');

    if (request.path === '/v1/customers' && request.method === 'POST') {
      return once(request, () => {
        const id = randomId('cus_', 14);
        customers.add(id);
        return { status: 200, body: { id, object: 'customer', email: request.body.email ?? null } };
      });
    }
    if (request.path === '/v1/payment_intents' && request.method === 'POST') {
      return once(request, () => {
        const amount = Number(request.body.amount);
        if (!Number.isInteger(amount) || amount < 50) return error(400, 'invalid_request_error', 'Amount must be at least $0.50 usd', { param: 'amount' });
        const customer = typeof request.body.customer === 'string' ? request.body.customer : null;
        if (customer && !customers.has(customer)) return noSuch('customer', customer);
        const saved = typeof request.body.payment_method === 'string' ? methods.get(request.body.payment_method) : undefined;
        if (request.body.payment_method && (!saved || saved.customer !== customer)) return noSuch('payment_method', String(request.body.payment_method));
        const id = randomId('pi_', 24);
        const intent: Intent = {
          id,
          object: 'payment_intent',
          client_secret: `${id}_secret_${randomId('', 24)}`,
          amount,
          currency: String(request.body.currency),
          status: 'requires_payment_method',
          metadata: { order_number: String(request.body['metadata[order_number]'] ?? '') },
          customer,
          setup_future_usage: typeof request.body.setup_future_usage === 'string' ? request.body.setup_future_usage : null,
          payment_method: null,
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (saved && request.body.confirm === 'true') return confirm(intent, saved);
        return { status: 200, body: view(intent) };
      });
    }
    const read = /^\/v1\/payment_intents\/(pi_[A-Za-z0-9]+)$/.exec(request.path);
    if (read && request.method === 'GET') {
      const intent = intents.get(read[1] as string);
      return intent ? { status: 200, body: view(intent, request.query.getAll('expand[]').includes('payment_method')) } : noSuch('payment_intent', read[1] as string);
    }
    if (request.path === '/v1/refunds' && request.method === 'POST') {
      if (behaviour.refund === 'outage') {
        behaviour.refund = 'succeeded';
        return error(500, 'api_error', 'An unknown error occurred.');
      }
      const reply = once(request, () => {
        const outcome = behaviour.refund;
        behaviour.refund = 'succeeded';
        const intentId = String(request.body.payment_intent ?? '');
        const intent = intents.get(intentId);
        if (!intent) return noSuch('payment_intent', intentId);
        if (outcome === 'refused') return error(400, 'invalid_request_error', 'This charge has been disputed and cannot be refunded.', { code: 'charge_disputed' });
        if (intent.status !== 'succeeded') return error(400, 'invalid_request_error', 'This PaymentIntent does not have a successful charge to refund.', { code: 'charge_not_refundable' });
        const amount = request.body.amount === undefined ? intent.amount : Number(request.body.amount);
        const already = refunds.filter((made) => made.payment_intent === intent.id).reduce((sum, made) => sum + made.amount, 0);
        if (!Number.isInteger(amount) || amount <= 0) return error(400, 'invalid_request_error', 'Invalid positive integer', { param: 'amount' });
        if (already + amount > intent.amount) {
          return error(400, 'invalid_request_error', `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`, { code: 'amount_too_large' });
        }
        const key = request.headers['idempotency-key'];
        const made = refundOf(intent, amount, typeof key === 'string' ? key : null);
        return { status: 200, body: { id: made.id, object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded' } };
      });
      if (behaviour.refundDelayMs > 0) await sleep(behaviour.refundDelayMs);
      return reply;
    }
    const detach = /^\/v1\/payment_methods\/(pm_[A-Za-z0-9]+)\/detach$/.exec(request.path);
    if (detach && request.method === 'POST') {
      const method = methods.get(detach[1] as string);
      if (!method || !method.customer) return noSuch('payment_method', detach[1] as string);
      method.customer = null;
      return { status: 200, body: publicMethod(method) };
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${request.path}).`);
  });

  function newMethod(number: string, expMonth: number, expYear: number): PaymentMethod {
    const method: PaymentMethod = {
      id: randomId('pm_', 24),
      type: 'card',
      card: { brand: number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'unknown', last4: number.slice(-4), exp_month: expMonth, exp_year: expYear },
      customer: null,
      number,
    };
    methods.set(method.id, method);
    return method;
  }

  return { ...running, publishableKey, secretKey, webhookSecret, webhooks, intents, methods, refunds, control: (change) => Object.assign(behaviour, change) };
}

/**
 * The Stripe.js stand-in. The real card element is an iframe; this one draws labelled fields in the container so a
 * browser test can type a test card, and sends them straight to the fake provider, never to the shop.
 */
function stripeJs(origin: string): string {
  return `(function () {
  var base = ${JSON.stringify(origin)};
  window.Stripe = function (publishableKey) {
    return {
      elements: function () {
        return {
          create: function () {
            var element = { container: null };
            element.mount = function (target) {
              var container = typeof target === 'string' ? document.querySelector(target) : target;
              container.innerHTML =
                '<label class="fake-card-field">Card number <input name="cardnumber" autocomplete="cc-number" inputmode="numeric"></label>' +
                '<label class="fake-card-field">Expiry (MM / YY) <input name="exp-date" autocomplete="cc-exp" value="12 / 30"></label>' +
                '<label class="fake-card-field">CVC <input name="cvc" autocomplete="cc-csc" inputmode="numeric" value="123"></label>';
              element.container = container;
            };
            element.unmount = element.destroy = function () { if (element.container) element.container.innerHTML = ''; };
            element.on = function () {};
            element.focus = function () { var input = element.container && element.container.querySelector('input'); if (input) input.focus(); };
            return element;
          },
        };
      },
      confirmCardPayment: function (clientSecret, data) {
        var container = data.payment_method.card.container;
        var value = function (name) { return container.querySelector('input[name="' + name + '"]').value; };
        var expiry = value('exp-date').split('/');
        var form = new URLSearchParams();
        form.set('client_secret', clientSecret);
        form.set('payment_method_data[type]', 'card');
        form.set('payment_method_data[card][number]', value('cardnumber'));
        form.set('payment_method_data[card][exp_month]', (expiry[0] || '').trim());
        form.set('payment_method_data[card][exp_year]', '20' + (expiry[1] || '').trim());
        form.set('payment_method_data[card][cvc]', value('cvc'));
        var id = clientSecret.split('_secret_')[0];
        return fetch(base + '/v1/payment_intents/' + id + '/confirm', {
          method: 'POST',
          headers: { authorization: 'Bearer ' + publishableKey, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        })
          .then(function (response) { return response.json(); })
          .then(function (body) { return body.error ? { error: body.error } : { paymentIntent: body }; });
      },
    };
  };
})();
`;
}
