import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import type { ArticleFacets } from '@bookshop/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/db';
import { googleSignInConfigFromEnv, googleTokenVerifier, type GoogleSignInConfig, type GoogleTokenVerifier } from './lib/google-id-token';
import { limitsFromEnv, type Limits } from './limits';
import { paymentConfigFromEnv, type PaymentConfig } from './payments/config';
import { registerAuth } from './plugins/auth';
import { registerErrorHandlers } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { registerThrottle } from './plugins/throttle';
import { resolveShop } from './plugins/shop';
import adminRoutes from './routes/admin';
import adminBookRoutes from './routes/admin-books';
import adminCouponRoutes from './routes/admin-coupons';
import adminCatalogueImportRoutes from './routes/admin-catalogue-imports';
import adminSubjectCategoryRoutes from './routes/admin-subject-categories';
import adminLocationRoutes from './routes/admin-locations';
import giftCardRoutes from './routes/gift-cards';
import adminContentRoutes from './routes/admin-content';
import adminCustomerRoutes from './routes/admin-customers';
import adminEditionRoutes from './routes/admin-editions';
import adminOrderRoutes from './routes/admin-orders';
import afterSalesRoutes from './routes/after-sales';
import articleRoutes from './routes/articles';
import authRoutes from './routes/auth';
import cartRoutes from './routes/cart';
import catalogRoutes from './routes/catalog';
import contactRoutes from './routes/contact';
import eventRoutes from './routes/events';
import sitemapRoutes from './routes/sitemap';
import stockAlertRoutes from './routes/stock-alerts';
import favoriteRoutes from './routes/favorites';
import imageRoutes from './routes/images';
import invoiceRoutes from './routes/invoices';
import newsletterRoutes from './routes/newsletter';
import orderRoutes from './routes/orders';
import pageRoutes from './routes/pages';
import { publicCacheFromEnv, registerPrivateByDefault, registerPublicCache, type PublicCacheSettings } from './plugins/public-cache';
import paymentRoutes from './routes/payments';
import settingsRoutes from './routes/settings';
import systemRoutes, { type NodeState } from './routes/system';
import userRoutes from './routes/users';
import webhookRoutes from './routes/webhooks';
import { listCountCapacityFromEnv, CatalogueMemo } from './services/catalogue-memo';
import { imageStoreFromEnv, type ImageStore } from './services/images';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every service runs on. */
    db: Db;
    /** Payment providers' addresses and secrets. */
    payments: PaymentConfig;
    /** Limits against abuse (settings with defaults, see limits.ts). */
    limits: Limits;
    /** Where Google's keys and browser script live. */
    googleSignIn: GoogleSignInConfig;
    /** Checks a Google ID token against Google's published keys (cached, refetched on rotation). */
    verifyGoogleToken: GoogleTokenVerifier;
    /** The book lists' counts at the shops' current list versions (services/catalogue-memo.ts: sales leave them). */
    listCounts: CatalogueMemo;
    /** The /books filter panel's counts, kept the same way (a tenth as many: each holds a few dozen counts). */
    facetCounts: CatalogueMemo<ArticleFacets>;
    /** The ids of the book lists' pages, kept per catalogue version (a page of best sellers follows every sale). */
    listPages: CatalogueMemo<number[]>;
    /** Where uploaded images are kept (IMAGES_BUCKET, else PostgreSQL) and the widths of their variants. */
    images: ImageStore;
  }
}

export interface AppOptions {
  db: Db;
  /** Payment providers; from the environment when not given (no secrets: online payment off). */
  payments?: PaymentConfig;
  /** Log requests (pino, JSON lines). Off in tests. */
  logger?: boolean;
  /** Limits against abuse; from the environment when not given. */
  limits?: Limits;
  /** Google sign-in's keys, issuers and script; from the environment when not given. */
  googleSignIn?: GoogleSignInConfig;
  /** Which proxies in front of the API are believed about the client's address; TRUST_PROXY when not given. */
  trustProxy?: TrustProxy;
  /** How long shared caches keep public reads; from the environment when not given. */
  publicCache?: PublicCacheSettings;
  /** How many book list counts to keep (LIST_COUNT_CACHE when not given). */
  listCountCapacity?: number;
  /** Where uploaded images go and their variants' widths; IMAGES_BUCKET and S3_* when not given. */
  images?: ImageStore;
  /** What readiness reports: the process sets `draining` on SIGTERM (main.ts). */
  nodeState?: NodeState;
}

type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For the API believes, so `request.ip` is the shopper's address and not
 * the proxy's. Addresses or ranges (`10.0.0.0/8,127.0.0.1`), `loopback` (the default: the store's own server on this
 * machine), a number of hops, or `false` when clients reach the API directly.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv = process.env): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '') return 'loopback';
  if (raw === 'false' || raw === 'none') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  return raw;
}

/**
 * A request's id: its X-Request-Id (from a balancer, or the store, which passes its own on) when it looks like an id,
 * at most 128 of [A-Za-z0-9._:-] (the store's rule, scripts/store-node.mjs), else a new UUID. Logged as `reqId`.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(header) ? header : randomUUID();
}

/** The bookshop API: plugins (errors, auth, OpenAPI), then the routes, shop calls under `/api/gmp/:shop`. */
export function buildApp({
  db,
  payments = paymentConfigFromEnv(),
  logger = false,
  limits = limitsFromEnv(),
  googleSignIn = googleSignInConfigFromEnv(),
  trustProxy = trustProxyFromEnv(),
  publicCache = publicCacheFromEnv(),
  listCountCapacity = listCountCapacityFromEnv(),
  images = imageStoreFromEnv(),
  nodeState = { draining: false },
}: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    // Per-client limits count the shopper's address: believed from X-Forwarded-For only when a trusted proxy sent it.
    trustProxy,
    // Room for a page of 100 articles' worth of ids, never for uploads: bodies here are small JSON.
    bodyLimit: 256 * 1024,
    // One id from the balancer through the store to here, on every log line (`reqId`) and in the answer.
    requestIdHeader: false,
    genReqId: (raw) => requestIdOf(raw.headers['x-request-id']),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  app.decorate('db', db);
  app.decorate('images', images);
  app.decorate('payments', payments);
  app.decorate('limits', limits);
  app.decorate('googleSignIn', googleSignIn);
  app.decorate('verifyGoogleToken', googleTokenVerifier(googleSignIn));
  app.decorate('listCounts', new CatalogueMemo(listCountCapacity, 'listVersion'));
  app.decorate('facetCounts', new CatalogueMemo<ArticleFacets>(Math.ceil(listCountCapacity / 10), 'listVersion'));
  app.decorate('listPages', new CatalogueMemo<number[]>(listCountCapacity, 'catalogueVersion'));
  registerErrorHandlers(app);
  registerMetrics(app, { db });
  registerThrottle(app);
  registerAuth(app);
  registerPrivateByDefault(app);
  app.register(swagger, {
    openapi: {
      // 3.1: nullable request fields are JSON Schema type lists, which 3.0 cannot express.
      openapi: '3.1.0',
      info: {
        title: 'Librairie Lumière API',
        description: 'Bookshop storefront API. Shop calls live under /api/gmp/{shop}; errors are {statusCode, code, message, field?}.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });

  // Answers travel compressed when the caller takes it (brotli, else gzip): a list page of books is about 27 KB of
  // JSON, 7 KB compressed, and on a phone the first screen's data shares the bandwidth with the store's code.
  app.register(compress);

  app.register(systemRoutes, { state: nodeState });
  app.register(imageRoutes);
  app.register(
    async (shop) => {
      resolveShop(shop);
      registerPublicCache(shop, publicCache);
      await shop.register(articleRoutes);
      await shop.register(catalogRoutes);
      await shop.register(eventRoutes);
      await shop.register(sitemapRoutes);
      await shop.register(settingsRoutes, { keyHeader: publicCache.keyHeader });
      await shop.register(pageRoutes);
      await shop.register(authRoutes);
      await shop.register(userRoutes);
      await shop.register(cartRoutes);
      await shop.register(orderRoutes);
      await shop.register(invoiceRoutes);
      await shop.register(paymentRoutes);
      await shop.register(webhookRoutes);
      await shop.register(afterSalesRoutes);
      await shop.register(favoriteRoutes);
      await shop.register(newsletterRoutes);
      await shop.register(contactRoutes);
      await shop.register(stockAlertRoutes);
      await shop.register(adminRoutes);
      await shop.register(adminOrderRoutes);
      await shop.register(adminBookRoutes);
      await shop.register(adminEditionRoutes);
      await shop.register(adminContentRoutes);
      await shop.register(adminCustomerRoutes);
      await shop.register(adminCouponRoutes);
      await shop.register(adminCatalogueImportRoutes);
      await shop.register(adminSubjectCategoryRoutes);
      await shop.register(adminLocationRoutes);
      await shop.register(giftCardRoutes);
    },
    { prefix: '/api/gmp/:shop' },
  );
  return app;
}
