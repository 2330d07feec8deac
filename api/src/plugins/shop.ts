import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors';
import { findShop, type ShopAtRequest } from '../services/shops';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop named by `/api/gmp/:shop`; set on every route of the shop scope before anything else runs. */
    shop: ShopAtRequest;
  }
}

/**
 * Resolves `:shop` for every route registered in `scope`: an unknown shop, or an `ecom_type` naming another shop,
 * is a 404, so no call can reach another shop's data.
 */
export function resolveShop(scope: FastifyInstance): void {
  scope.decorateRequest('shop', null as unknown as ShopAtRequest);
  scope.addHook('onRequest', async (request) => {
    const { shop: slug } = request.params as { shop?: string };
    const shop = slug ? await findShop(scope.db, slug) : null;
    if (!shop) throw notFound(`Unknown shop "${slug ?? ''}".`);
    const { ecom_type: ecomType } = request.query as { ecom_type?: unknown };
    if (ecomType !== undefined && ecomType !== shop.slug) {
      throw notFound(`ecom_type does not name the shop "${shop.slug}".`, 'ecom_type');
    }
    request.shop = shop;
  });
}
