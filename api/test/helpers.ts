import './native-modules';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AdminArticle, AdminArticleInput } from '@bookshop/contracts';
import { Pool } from 'pg';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { DEFAULT_LIMITS, type Limits } from '../src/limits';
import type { PaymentConfig } from '../src/payments/config';
import type { GoogleSignInConfig } from '../src/lib/google-id-token';
import { openPg } from '../src/db/pg';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, pgliteDb } from '../src/db/pglite';
import { DEMO_USERS, seedShop, type SeedData } from '../src/seed/seed';
import { fixture } from './fixture';

export { DEMO_USERS };

/** Base path of the seeded shop's calls. */
export const SHOP_PATH = '/api/gmp/lumiere';

export interface TestDatabase {
  db: Db;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database: in-memory PGlite, or, when DATABASE_URL is set, a new schema on that PostgreSQL that
 * `drop` removes (so test files never see each other's rows).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    return { db, drop: () => db.close() };
  }
  return createPgSchema(url);
}

/**
 * A fresh database with every migration applied. On PGlite the migrations run once per set of migration files: the
 * migrated database is dumped to a file named by their digest, and the next test files load it instead of migrating
 * again (seconds each, on every one of the suite's files). A changed or added migration makes another file.
 */
async function createMigratedDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await createPgSchema(url);
    await migrate(database.db);
    return database;
  }
  const db = pgliteDb(await PGlite.create({ loadDataDir: await migratedTemplate() }));
  return { db, drop: () => db.close() };
}

const TEMPLATES = path.join(os.tmpdir(), 'bookshop-api-tests');

/** The dump of a migrated PGlite database for the migration files as they are (made by the first caller). */
async function migratedTemplate(): Promise<Blob> {
  const digest = createHash('sha256');
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) digest.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  const file = path.join(TEMPLATES, `migrated-${digest.digest('hex').slice(0, 16)}.tar.gz`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // not made yet for these migrations
  }
  const pg = await PGlite.create();
  await migrate(pgliteDb(pg));
  const dump = await pg.dumpDataDir('gzip');
  await pg.close();
  // Written whole under another name, then renamed: a test run beside this one never reads half a file.
  await mkdir(TEMPLATES, { recursive: true });
  const partial = `${file}.${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

async function createPgSchema(url: string): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create schema ${schema}`);
  const db = openPg({ connectionString: url, options: `-c search_path=${schema}` });
  return {
    db,
    async drop() {
      await db.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
  /** `app.inject` that parses the JSON answer. */
  call<T = unknown>(options: InjectOptions): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
  /** Signs in through the API and answers the bearer token and user id. */
  login(email: string, password: string): Promise<{ token: string; userId: number }>;
}

const plenty = { max: 100_000, minutes: 60 };

/**
 * The limits of tests about something else than abuse: one test client signs up, orders and writes far more often
 * than a shopper, so the per-client and per-email counts are lifted. The limits of a sign-in, a reset or a lookup
 * stay as a shop runs them. Tests of the limits themselves (test/security/) pass DEFAULT_LIMITS.
 */
export const FUNCTIONAL_TEST_LIMITS: Limits = {
  ...DEFAULT_LIMITS,
  registerPerClient: plenty,
  passwordResetPerClient: plenty,
  verificationPerClient: plenty,
  newsletterPerClient: plenty,
  contactPerClient: plenty,
  ordersPerClient: plenty,
  sitemapPerClient: plenty,
  stockAlertsPerClient: plenty,
  unpaidOrdersPerEmail: 100_000,
  // Functional tests order many copies of a few books and leave the orders unpaid: the hold limits bind only in
  // security/stock-hoarding.
  unpaidCopiesPerTitle: 99,
  unpaidStockShare: 100,
};

/** One migrated and seeded database and app per test file (seeding per test would be far too slow). */
export async function setupApp(
  data: SeedData = fixture,
  options: { payments?: PaymentConfig; limits?: Limits; googleSignIn?: GoogleSignInConfig } = {},
): Promise<TestContext> {
  const { db, drop } = await createMigratedDatabase();
  await seedShop(db, data);
  const app = buildApp({ db, payments: options.payments, limits: options.limits ?? FUNCTIONAL_TEST_LIMITS, googleSignIn: options.googleSignIn });
  await app.ready();
  const call: TestContext['call'] = async (options) => {
    const response = await app.inject(options);
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return { status: response.statusCode, body: isJson ? response.json() : (response.body as never), headers: response.headers };
  };
  return {
    app,
    db,
    call,
    async close() {
      await app.close();
      await drop();
    },
    async login(email, password) {
      const { status, body } = await call<{ data: { token: string; user: { id: number } } }>({
        method: 'POST',
        url: `${SHOP_PATH}/auth/login`,
        payload: { email, password },
      });
      if (status !== 200) throw new Error(`login of ${email} failed with ${status}`);
      return { token: body.data.token, userId: body.data.user.id };
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What the back office's book form sends for a book as the API answers it (PUT with every field), before staff's edit. */
export function bookFormInput(book: AdminArticle): AdminArticleInput {
  return {
    title: book.title,
    description_html: book.description_html,
    ean: book.ean,
    language: book.language,
    collection_id: book.collection_id,
    author_id: book.author_id,
    publisher_id: book.publisher_id,
    translator_id: book.translator_id,
    illustrator_id: book.illustrator_id,
    category_ids: book.category_ids,
    price_ht_cents: book.price_ht_cents,
    price_ttc_cents: book.price_ttc_cents,
    weight_grams: book.weight_grams,
    discount_percent: book.discount_percent,
    stock: book.stock,
    first_published_year: book.first_published_year,
  };
}

/** A French delivery address, as the checkout sends it (orders, coupons and the staff's order views use it). */
export const SHIPPING = {
  first_name: 'Léa',
  last_name: 'Martin',
  phone: '01 23 45 67 89',
  address: '12 rue des Lilas',
  address_extra: '',
  city: 'Lyon',
  postal_code: '69003',
  country: 'FR',
};

/** The mails waiting in the outbox for an address, oldest first. */
export async function mailsTo(db: Db, address: string): Promise<{ subject: string; body_text: string }[]> {
  const { rows } = await db.query<{ subject: string; body_text: string }>(
    'select subject, body_text from mail_outbox where to_address = $1 order by id',
    [address],
  );
  return rows;
}

/** The token of the last link of `route` mailed to the address. */
export async function linkToken(db: Db, address: string, route: '/verify-email' | '/reset-password'): Promise<string> {
  const mails = await mailsTo(db, address);
  const body = mails.at(-1)?.body_text ?? '';
  const match = new RegExp(`http://localhost:3000${route}\\?token=([A-Za-z0-9_-]+)`).exec(body);
  if (!match?.[1]) throw new Error(`no ${route} link mailed to ${address}`);
  return match[1];
}

/**
 * Brings `db` to the schema just before migration `version` (every shipped migration whose file sorts before it): the
 * start of a test that a migration keeps an older database's data.
 */
export async function migrateBefore(db: Db, version: string): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  try {
    for (const file of (await readdir(MIGRATIONS_DIR)).filter((name) => name < version)) {
      await copyFile(path.join(MIGRATIONS_DIR, file), path.join(folder, file));
    }
    await migrate(db, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
