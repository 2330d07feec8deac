import type { Order } from '@bookshop/contracts';

/**
 * The order just placed, kept for /order-success in this tab (sessionStorage): a guest cannot read an order back
 * from the server, and the page must survive a reload.
 */
const KEY = 'bookshop:last-order';

export function rememberOrder(order: Order): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Storage full or blocked: the page then shows what navigation passed, once.
  }
}

export function lastOrder(number: string | null): Order | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Order | null;
    return stored && (!number || stored.number === number) ? stored : null;
  } catch {
    return null;
  }
}

const PAYMENT_KEY = 'bookshop:last-payment';

/** The provider reference of the last payment started for an order, so /checkout-result can ask the server again. */
export function rememberPayment(number: string, providerRef: string): void {
  try {
    sessionStorage.setItem(PAYMENT_KEY, JSON.stringify({ number, providerRef }));
  } catch {
    // Without storage the result page simply cannot re-check; the order's status still shows.
  }
}

export function lastPayment(number: string): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(PAYMENT_KEY) ?? 'null') as { number: string; providerRef: string } | null;
    return stored?.number === number ? stored.providerRef : null;
  } catch {
    return null;
  }
}
