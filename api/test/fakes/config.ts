import type { PaymentConfig } from '../../src/payments/config';
import type { FakeCard } from './card';
import type { FakePaypal } from './paypal';

/** The API's payment settings pointing at the local fakes, webhooks included. */
export function fakePaymentConfig(paypal: FakePaypal, card: FakeCard, timeoutMs: number): PaymentConfig {
  return {
    paypal: { apiUrl: paypal.url, sdkUrl: `${paypal.url}/sdk/js`, clientSecret: paypal.clientSecret, webhookId: paypal.webhookId },
    card: { apiUrl: card.url, jsUrl: `${card.url}/v3/`, secretKey: card.secretKey, webhookSecret: card.webhookSecret, webhookToleranceSeconds: 300 },
    timeoutMs,
  };
}
