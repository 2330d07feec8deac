/**
 * Where the payment providers live and the secrets to talk to them. Public keys (PayPal client id, card publishable
 * key) are company settings; secrets only ever come from the API's environment and never reach a bundle or an answer.
 */
export interface PaymentConfig {
  paypal: {
    /** PayPal REST API (Orders v2, OAuth 2). */
    apiUrl: string;
    /** The PayPal JavaScript SDK the browser loads. */
    sdkUrl: string;
    /** null: PayPal is not usable, whatever the company settings say. */
    clientSecret: string | null;
    /** The id PayPal gave the shop's webhook (PAYPAL_WEBHOOK_ID): PayPal checks each event's signature against it. */
    webhookId: string | null;
  };
  card: {
    /** Card provider REST API (payment intents, customers, payment methods; Stripe's protocol). */
    apiUrl: string;
    /** The provider's browser script (card fields and confirmation). */
    jsUrl: string;
    secretKey: string | null;
    /** The secret that signs the provider's webhook events (CARD_WEBHOOK_SECRET, `whsec_…`). */
    webhookSecret: string | null;
    /** How old a signed event may be, against replays (CARD_WEBHOOK_TOLERANCE_SECONDS). */
    webhookToleranceSeconds: number;
  };
  /** How long one provider call may take before the API gives up and answers 504. */
  timeoutMs: number;
}

export function paymentConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  return {
    paypal: {
      apiUrl: env.PAYPAL_API_URL || 'https://api-m.sandbox.paypal.com',
      sdkUrl: env.PAYPAL_SDK_URL || 'https://www.paypal.com/sdk/js',
      clientSecret: env.PAYPAL_CLIENT_SECRET || null,
      webhookId: env.PAYPAL_WEBHOOK_ID || null,
    },
    card: {
      apiUrl: env.CARD_API_URL || 'https://api.stripe.com',
      jsUrl: env.CARD_JS_URL || 'https://js.stripe.com/v3/',
      secretKey: env.CARD_SECRET_KEY || null,
      webhookSecret: env.CARD_WEBHOOK_SECRET || null,
      webhookToleranceSeconds: Number(env.CARD_WEBHOOK_TOLERANCE_SECONDS || 300),
    },
    timeoutMs: Number(env.PAYMENT_TIMEOUT_MS || 15_000),
  };
}

/** The payment currency of every online payment (spec: payment currency USD). */
export const PAYMENT_CURRENCY = 'USD';
