import { randomUUID } from 'node:crypto';

/**
 * How the fake providers deliver webhook events: POSTed to the shop's URL as the providers do, each delivery kept so a
 * test can wait for it, read the shop's answer, or send the same event again.
 */
export interface Delivery {
  event: Record<string, unknown>;
  headers: Record<string, string>;
  body: string;
  status: number | null;
}

export interface WebhookSender {
  /** Where events go (null: none are sent). Changed by a test once the shop listens. */
  url: string | null;
  deliveries: Delivery[];
  /**
   * Sends an event after the current answer has gone out (a provider answers the API call, then notifies), so the
   * shop may be told while it is still acting on that answer, as happens for real.
   */
  send(event: Record<string, unknown>, sign: (body: string) => Record<string, string>): Promise<Delivery>;
  /** Sends a delivery's exact bytes and headers again (a provider's retry, or an attacker's replay). */
  resend(delivery: Delivery, headers?: Record<string, string>): Promise<Delivery>;
  /** Waits for the deliveries under way. */
  settle(): Promise<Delivery[]>;
}

export function webhookSender(url: string | null = null): WebhookSender {
  const pending = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    pending.add(promise);
    return promise.finally(() => pending.delete(promise));
  };
  async function post(made: Delivery): Promise<Delivery> {
    sender.deliveries.push(made);
    if (!sender.url) return made;
    try {
      const response = await fetch(sender.url, { method: 'POST', headers: made.headers, body: made.body });
      made.status = response.status;
      await response.body?.cancel();
    } catch {
      made.status = 0;
    }
    return made;
  }
  const sender: WebhookSender = {
    url,
    deliveries: [],
    send(event, sign) {
      const body = JSON.stringify(event);
      return track(new Promise((resolve) => setImmediate(resolve)).then(() =>
        post({ event, headers: { 'content-type': 'application/json', ...sign(body) }, body, status: null }),
      ));
    },
    resend(delivery, headers = delivery.headers) {
      return track(post({ ...delivery, headers, status: null }));
    },
    async settle() {
      while (pending.size > 0) await Promise.all([...pending]);
      return sender.deliveries;
    },
  };
  return sender;
}

export const eventId = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 24)}`;
