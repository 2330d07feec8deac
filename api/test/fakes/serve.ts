/**
 * Runs the fake PayPal and card provider on fixed local ports, for the browser tests and for trying online payment
 * by hand: `node --import tsx api/test/fakes/serve.ts`, then start the API with the environment this prints.
 */
import { startFakeCard } from './card';
import { startFakePaypal } from './paypal';

async function main() {
  const paypal = await startFakePaypal({ port: Number(process.env.FAKE_PAYPAL_PORT ?? 4010) });
  const card = await startFakeCard({ port: Number(process.env.FAKE_CARD_PORT ?? 4011) });
  console.log(
    [
      `PAYPAL_API_URL=${paypal.url} PAYPAL_SDK_URL=${paypal.url}/sdk/js PAYPAL_CLIENT_SECRET=${paypal.clientSecret}`,
      `CARD_API_URL=${card.url} CARD_JS_URL=${card.url}/v3/ CARD_SECRET_KEY=${card.secretKey}`,
      `company settings: paypal_client_id=${paypal.clientId} card_public_key=${card.publishableKey}`,
    ].join('\n'),
  );
  const stop = () => void Promise.all([paypal.close(), card.close()]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
