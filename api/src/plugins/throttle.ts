import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Limits, Rate } from '../limits';
import { clientAddressKey } from '../lib/client-address';
import { assertWithin } from '../services/throttle';

/** The limits that count requests per client address. */
type PerClientLimit = { [K in keyof Limits]: Limits[K] extends Rate ? K : never }[keyof Limits];

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The client as every per-client limit counts it: the shopper's address (through a trusted proxy), an IPv6 one
     * by its network (CLIENT_IPV6_PREFIX). Limits key on this, never on `ip`.
     */
    readonly client: string;
  }
  interface FastifyInstance {
    /**
     * onRequest hook of a shop route: counts the request against `limit` for the client's address (the shopper's,
     * through a trusted proxy) and answers 429 too_many_requests, with Retry-After, past it.
     */
    perClientLimit(limit: PerClientLimit): onRequestAsyncHookHandler;
  }
}

/** The client's key in a shop: the same address in two shops counts apart. */
export const clientKey = (request: FastifyRequest) => `${request.shop.id}:${request.client}`;

export function registerThrottle(app: FastifyInstance): void {
  app.decorateRequest('client', {
    getter(this: FastifyRequest) {
      return clientAddressKey(this.ip, app.limits.clientIpv6Prefix);
    },
  });
  app.decorate('perClientLimit', (limit: PerClientLimit) =>
    async function perClientLimit(request: FastifyRequest) {
      await assertWithin(app.db, limit, clientKey(request), app.limits[limit], 'too_many_requests', (minutes) =>
        `Too many requests from your connection. Please try again in ${minutes} minutes.`,
      );
    },
  );
}
