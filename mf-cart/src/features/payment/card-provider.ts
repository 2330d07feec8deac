/**
 * The card provider's browser script (Stripe.js v3 protocol), loaded on demand from the address the API gives: card
 * numbers are typed into the provider's fields and sent to the provider only, never to the shop.
 */
export interface CardElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}

export interface CardConfirmation {
  error?: { message?: string; code?: string; decline_code?: string };
  paymentIntent?: { id: string; status: string };
}

export interface CardProvider {
  elements(options?: { locale?: string }): { create(type: 'card', options?: Record<string, unknown>): CardElement };
  confirmCardPayment(clientSecret: string, data: { payment_method: { card: CardElement } }): Promise<CardConfirmation>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string, options?: { locale?: string }) => CardProvider;
  }
}

const scripts = new Map<string, Promise<void>>();

function loadScript(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        // A failed load may be retried later (a flaky network), so it is not kept.
        scripts.delete(url);
        script.remove();
        reject(new Error(`Could not load ${url}`));
      };
      document.head.appendChild(script);
    });
    scripts.set(url, loading);
  }
  return loading;
}

export async function loadCardProvider(jsUrl: string, publicKey: string, locale: string): Promise<CardProvider> {
  await loadScript(jsUrl);
  if (!window.Stripe) throw new Error('The card provider script did not start.');
  return window.Stripe(publicKey, { locale });
}
