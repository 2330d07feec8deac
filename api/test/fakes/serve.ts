/**
 * Runs the fake PayPal, card provider and Google sign-in on fixed local ports, for the browser tests and for trying
 * online payment and Google sign-in by hand: `node --import tsx api/test/fakes/serve.ts`, then start the API (and
 * the static servers, whose Content-Security-Policy reads the same variables) with the environment this prints.
 * Their webhook events go to the API at 127.0.0.1:4000.
 */
import { startFakeCard } from './card';
import { startFakeGoogle } from './google';
import { startFakePaypal } from './paypal';

async function main() {
  // Where the fakes send their webhook events: the shop's API (FAKE_WEBHOOK_BASE to point elsewhere).
  const webhooks = process.env.FAKE_WEBHOOK_BASE ?? 'http://127.0.0.1:4000/api/gmp/lumiere/webhooks';
  const paypal = await startFakePaypal({ port: Number(process.env.FAKE_PAYPAL_PORT ?? 4010), webhookUrl: `${webhooks}/paypal` });
  const card = await startFakeCard({ port: Number(process.env.FAKE_CARD_PORT ?? 4011), webhookUrl: `${webhooks}/card` });
  const google = await startFakeGoogle({ port: Number(process.env.FAKE_GOOGLE_PORT ?? 4012) });
  console.log(
    [
      `PAYPAL_API_URL=${paypal.url} PAYPAL_SDK_URL=${paypal.url}/sdk/js PAYPAL_CLIENT_SECRET=${paypal.clientSecret} PAYPAL_WEBHOOK_ID=${paypal.webhookId}`,
      `CARD_API_URL=${card.url} CARD_JS_URL=${card.url}/v3/ CARD_SECRET_KEY=${card.secretKey} CARD_WEBHOOK_SECRET=${card.webhookSecret}`,
      `GOOGLE_JWKS_URL=${google.jwksUrl} GOOGLE_ISSUERS=${google.issuer} GOOGLE_CLIENT_SCRIPT_URL=${google.clientScriptUrl}`,
      `company settings: paypal_client_id=${paypal.clientId} card_public_key=${card.publishableKey} google_client_id=<any id, e.g. local-test.apps.googleusercontent.com>`,
      `Google sign-in account by default: POST ${google.url}/fake/identity {"email", "given_name", "family_name", "email_verified"} to change it`,
    ].join('\n'),
  );
  const stop = () => void Promise.all([paypal.close(), card.close(), google.close()]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
