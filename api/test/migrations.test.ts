import './native-modules';
import { createHmac } from 'node:crypto';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bookDiscountCapPercent, lawfulDiscountPercent } from '@bookshop/contracts';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import * as shippedData from '../src/seed/data';
import { couponMailbox } from '../src/services/coupons';
import { findShop } from '../src/services/shops';
import { seedShop } from '../src/seed/seed';
import { fixture } from './fixture';
import { createTestDatabase, migrateBefore, type TestDatabase } from './helpers';

/** The seed links editions into works (019): a database of an earlier version is seeded with the fixture's books alone. */
const FIXTURE_BEFORE_019 = { ...fixture, editionPairs: [] };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/**
 * The versions of the migrations shipped, from `after` on (exclusive): read from the folder rather than written out,
 * so a migration added on another branch changes no expectation here.
 */
async function shippedVersions(after = ''): Promise<string[]> {
  const versions = (await readdir(MIGRATIONS_DIR)).map((file) => /^(\d{3})_[a-z0-9_]+\.sql$/.exec(file)?.[1]).filter((version): version is string => version !== undefined);
  return versions.sort().filter((version) => version > after);
}

describe('migrations and seed', () => {
  it('apply once, and a second run (a restart) is a no-op', async () => {
    const first = await migrate(database.db);
    const all = await shippedVersions();
    expect(all.slice(0, 15)).toEqual(['001', '002', '003', '004', '005', '006', '007', '008', '009', '010', '011', '012', '013', '014', '015']);
    expect(all).toContain('016');
    expect(all).toContain('017');
    expect(first).toEqual(all);
    // Not analysed when just created: empty-table statistics would mislead the planner while the seed fills them.
    const { rows: statistics } = await database.db.query(`select reltuples from pg_class where oid = 'articles'::regclass`);
    expect(statistics).toEqual([{ reltuples: -1 }]);
    expect(await migrate(database.db)).toEqual([]);
    const { rows } = await database.db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(rows).toEqual(all.map((version) => ({ version })));
  });

  it('search documents hold each word, plus only the stems that differ from it', async () => {
    const { rows } = await database.db.query<{ words: string[]; positions: number }>(
      `select tsvector_to_array(v) as words, length(regexp_replace(v::text, '[^,:]', '', 'g')) as positions
       from search_words('chevaux port prides') as v`,
    );
    // French: chevaux -> cheval, prides -> prid; English: prides -> pride. "port" is its own stem: stored once.
    expect(rows).toEqual([{ words: ['cheval', 'chevaux', 'port', 'prid', 'pride', 'prides'], positions: 6 }]);
  });

  it('seed fills an empty shop once, in one transaction', async () => {
    expect(await seedShop(database.db, fixture)).toEqual({ seeded: true, books: fixture.books.length });
    expect(await seedShop(database.db, fixture)).toEqual({ seeded: false, books: 0 });
    const { rows } = await database.db.query<{ count: number }>('select count(*)::int as count from articles');
    expect(rows).toEqual([{ count: fixture.books.length }]);
  });

  it('a broken seed reference rolls everything back', async () => {
    const broken = { ...fixture, books: [{ ...fixture.books[0], author: 'Nobody' }] } as typeof fixture;
    // Free the slug so the seed runs again, on data naming an author that does not exist.
    await database.db.query(`update shops set slug = 'lumiere-old' where slug = 'lumiere'`);
    await expect(seedShop(database.db, broken)).rejects.toThrow('names unknown author "Nobody"');
    const { rows } = await database.db.query(`select 1 from shops where slug = 'lumiere'`);
    expect(rows).toEqual([]);
  });

  it('002 to 012 upgrade a database of 001, keeping its data and making its books findable by word forms', async () => {
    const old = await createTestDatabase();
    const onlyFirst = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    try {
      await copyFile(path.join(MIGRATIONS_DIR, '001_init.sql'), path.join(onlyFirst, '001_init.sql'));
      expect(await migrate(old.db, onlyFirst)).toEqual(['001']);
      // A book as the API of 001 stored it: the search document in the row, accent-free words only, no stems.
      await old.db.query(`insert into shops (slug, name) values ('vieille', 'Vieille boutique')`);
      await old.db.query(
        `insert into articles (shop_id, title, title_sort, ean, language, price_ht_cents, price_ttc_cents, search)
         select id, 'Les Étrangères', 'les etrangeres', '9782070409228', 'fr', 900, 950,
           setweight(to_tsvector('simple', 'les etrangeres 9782070409228'), 'A') || setweight(to_tsvector('simple', 'zola'), 'B')
         from shops`,
      );

      expect(await migrate(old.db)).toEqual(await shippedVersions('001'));
      // Analysed after the upgrade: the planner knows the new table's size (-1 would mean never analysed).
      const { rows: statistics } = await old.db.query(`select reltuples from pg_class where oid = 'articles'::regclass`);
      expect(statistics).toEqual([{ reltuples: 1 }]);

      const { rows } = await old.db.query<{ title: string; rank_title: boolean; rank_author: boolean }>(
        `select a.title,
           ts_rank(a.search, to_tsquery('french', 'etrangere')) > ts_rank(a.search, 'zola'::tsquery) as rank_title,
           ts_rank(a.search, 'zola'::tsquery) > 0 as rank_author
         from articles a
         where a.search @@ (to_tsquery('french', 'etrangere') && 'zola'::tsquery)`,
      );
      // Found by a stem the old document did not hold, weights kept (title above author).
      expect(rows).toEqual([{ title: 'Les Étrangères', rank_title: true, rank_author: true }]);
      const { rows: inserted } = await old.db.query<{ handled_at: null }>(
        `insert into contact_messages (shop_id, name, email, subject, message)
         select id, 'Léa', 'lea@example.fr', 'Bonjour', 'Un message assez long.' from shops returning handled_at`,
      );
      expect(inserted).toEqual([{ handled_at: null }]);
      // 005 gave the existing shop its delivery methods.
      const { rows: methods } = await old.db.query<{ code: string }>('select code from delivery_methods order by position');
      expect(methods.map((method) => method.code)).toEqual(['home', 'relay', 'shop_pickup']);
    } finally {
      await rm(onlyFirst, { recursive: true, force: true });
      await old.drop();
    }
  });

  it('011 binds the orders of a database of 010 to their requesters and gives the unpaid ones an expiry', async () => {
    const old = await createTestDatabase();
    try {
      await migrateBefore(old.db, '011');
      // An unpaid guest order as 010 stored it, with one of the seed's words for a key, and a sign-in lock.
      await old.db.query(`insert into shops (slug, name) values ('vieille', 'Vieille boutique')`);
      await old.db.query(
        `insert into orders (shop_id, number, email, language, currency, payment_method, delivery_method, items_cents,
           delivery_cents, total_cents, idempotency_key, created_at)
         select id, 'AAAA-BBBB-CCCC', 'lea@example.fr', 'fr', 'eur', 'bank_transfer', 'home', 1000, 0, 1000,
           'seed-demo-delivered', '2026-11-01T10:00:00Z' from shops`,
      );
      await old.db.query(`insert into login_failures (shop_id, email, failures, first_failed_at) select id, 'lea@example.fr', 3, now() from shops`);

      expect(await migrate(old.db)).toEqual(await shippedVersions('010'));
      const { rows } = await old.db.query<{ idempotency_key: string; idempotency_scope: string; expires_at: Date }>(
        'select idempotency_key, idempotency_scope, expires_at from orders',
      );
      expect(rows).toEqual([
        { idempotency_key: expect.stringMatching(/^seed-[0-9a-f]{32}$/), idempotency_scope: 'guest:lea@example.fr', expires_at: new Date('2026-11-08T10:00:00Z') },
      ]);
      const { rows: tables } = await old.db.query(`select 1 from information_schema.tables where table_name = 'login_failures' and table_schema = current_schema()`);
      expect(tables).toEqual([]);
    } finally {
      await old.drop();
    }
  });

  it('013 and 015 give the shops of a database of 012 a catalogue version that any change to public content moves on', async () => {
    const old = await createTestDatabase();
    const upTo012 = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    try {
      for (const file of (await readdir(MIGRATIONS_DIR)).filter((name) => name < '013')) {
        await copyFile(path.join(MIGRATIONS_DIR, file), path.join(upTo012, file));
      }
      await migrate(old.db, upTo012);
      await seedShop(old.db, FIXTURE_BEFORE_019);
      await old.db.query(`insert into shops (slug, name) values ('voisine', 'Librairie voisine')`);
      // Up to 015, the migrations under test: a later one may move a version on by changing public content (018 brings
      // discounts above the loi Lang within it).
      for (const file of (await readdir(MIGRATIONS_DIR)).filter((name) => name >= '013' && name < '016')) {
        await copyFile(path.join(MIGRATIONS_DIR, file), path.join(upTo012, file));
      }
      expect(await migrate(old.db, upTo012)).toEqual(['013', '014', '015']);
      const versions = async () =>
        Object.fromEntries((await old.db.query<{ slug: string; v: string }>('select slug, catalogue_version::text as v from shops')).rows.map((row) => [row.slug, row.v]));
      expect(await versions()).toEqual({ lumiere: '1', voisine: '1' });
      // One statement over many rows is one change; only the shop whose rows changed moves on, to a value that does
      // not tell how many changes were made (015: a count of changes would tell the shop's sales to anyone).
      await old.db.query(`update articles set stock = stock + 1`);
      const afterStock = await versions();
      expect(afterStock.voisine).toBe('1');
      expect(afterStock.lumiere).not.toBe('1');
      expect(afterStock.lumiere).not.toBe('2');
      await old.db.query(`delete from article_images where article_id = (select min(id) from articles)`);
      const afterDelete = await versions();
      expect(afterDelete.lumiere).not.toBe(afterStock.lumiere);
      await old.db.query(`update events set title_fr = title_fr where false`);
      expect(await versions()).toEqual(afterDelete);
    } finally {
      await rm(upTo012, { recursive: true, force: true });
      await old.drop();
    }
  });

  it('016 gives the orders of a database of 015 no coupon, and keeps their totals checked with the coupon taken off', async () => {
    const old = await createTestDatabase();
    try {
      await migrateBefore(old.db, '016');
      await seedShop(old.db, FIXTURE_BEFORE_019);
      const { rows: before } = await old.db.query<{ number: string; total_cents: number }>('select number, total_cents from orders order by id');
      expect(before.length).toBeGreaterThan(0);
      expect(await migrate(old.db)).toEqual(await shippedVersions('015'));
      const { rows: after } = await old.db.query<{ number: string; total_cents: number; coupon_code: null; coupon_books_cents: number; coupon_delivery_cents: number }>(
        'select number, total_cents, coupon_code, coupon_books_cents, coupon_delivery_cents from orders order by id',
      );
      expect(after).toEqual(before.map((row) => ({ ...row, coupon_code: null, coupon_books_cents: 0, coupon_delivery_cents: 0 })));
      const { rows: lines } = await old.db.query<{ n: number }>('select count(*)::int as n from order_lines where coupon_cents <> 0');
      expect(lines).toEqual([{ n: 0 }]);
      // The total still has to add up, now with the coupon's parts taken off.
      await expect(old.db.query('update orders set coupon_books_cents = 1 where id = (select min(id) from orders)')).rejects.toThrow(/orders_total_check/);
      await expect(old.db.query('update orders set coupon_books_cents = 1, total_cents = total_cents - 1 where id = (select min(id) from orders)')).resolves.toBeDefined();
      // Coupons are no public catalogue content: creating one leaves the catalogue version as it was.
      const version = async () => (await old.db.query<{ v: string }>(`select catalogue_version::text as v from shops where slug = 'lumiere'`)).rows;
      const versionBefore = await version();
      await old.db.query(`insert into coupons (shop_id, code, kind, value) select id, 'BIENVENUE', 'percent', 5 from shops where slug = 'lumiere'`);
      expect(await version()).toEqual(versionBefore);
      // Codes are kept in upper case, so the shop's unique key holds whatever case they were typed in.
      await expect(old.db.query(`insert into coupons (shop_id, code, kind, value) select id, 'bienvenue', 'percent', 5 from shops where slug = 'lumiere'`)).rejects.toThrow(/coupons_code_check/);
      await expect(old.db.query(`insert into coupons (shop_id, code, kind, value) select id, 'BIENVENUE', 'amount', 500 from shops where slug = 'lumiere'`)).rejects.toThrow(/coupons_shop_id_code_key/);
    } finally {
      await old.drop();
    }
  });

  it('030 keys the coupon uses of a database of 029 by mailbox as the API does, and adds the privacy paragraph', async () => {
    const old = await createTestDatabase();
    try {
      await migrateBefore(old.db, '030');
      await seedShop(old.db, { ...fixture, companyTexts: shippedData.companyTexts });
      // The shipped texts as a shop of 029 holds them: without the paragraph on coupon uses.
      const texts = async () => (await old.db.query<{ legal_fr: string; legal_en: string }>('select legal_fr, legal_en from company_settings')).rows;
      const shipped = await texts();
      expect(shipped[0]?.legal_fr).toContain('Codes promo limités par client');
      await old.db.query(
        `update company_settings set legal_fr = regexp_replace(legal_fr, '<p><strong>Codes promo limités par client</strong>.*?</p>', ''),
           legal_en = regexp_replace(legal_en, '<p><strong>Coupon codes limited per customer</strong>.*?</p>', '')`,
      );
      expect((await texts())[0]?.legal_en).not.toContain('Coupon codes limited per customer');

      // A third order (the fixture has two), copied from the first: each use is an order's.
      await old.db.query(`create temp table order_copy as select * from orders where id = (select min(id) from orders)`);
      await old.db.query(`update order_copy set id = (select max(id) + 1 from orders), number = 'CPYA-MGRA-TEST', idempotency_key = 'copy-030'`);
      await old.db.query('insert into orders overriding system value select * from order_copy');
      const { rows: orders } = await old.db.query<{ id: number }>('select id from orders order by id limit 3');
      expect(orders).toHaveLength(3);
      await old.db.query(`insert into coupons (shop_id, code, kind, value, max_uses_per_customer) select id, 'UNEFOIS', 'percent', 5, 1 from shops where slug = 'lumiere'`);
      const keys = ['a.lice@gmail.com', 'lea.martin@example.fr', `erased:${orders[2]?.id}`];
      for (const [index, emailKey] of keys.entries()) {
        await old.db.query(`insert into coupon_redemptions (coupon_id, order_id, email_key) select id, $1, $2 from coupons where code = 'UNEFOIS'`, [
          orders[index]?.id,
          emailKey,
        ]);
      }

      expect(await migrate(old.db)).toEqual(await shippedVersions('029'));
      const { rows: secret } = await old.db.query<{ value: string }>(`select value from server_secrets where name = 'coupon_customer'`);
      const hash = (email: string) => createHmac('sha256', Buffer.from((secret[0] as { value: string }).value, 'base64url')).update(couponMailbox(email)).digest('base64url');
      const { rows } = await old.db.query<{ order_id: number; customer_key: string | null }>('select order_id, customer_key from coupon_redemptions order by order_id');
      // The same key the API computes for al.ice@gmail.com; an erased account's use names no mailbox.
      expect(rows).toEqual([
        { order_id: orders[0]?.id, customer_key: hash('al.ice@gmail.com') },
        { order_id: orders[1]?.id, customer_key: hash('lea.martin@example.fr') },
        { order_id: orders[2]?.id, customer_key: null },
      ]);
      const { rows: columns } = await old.db.query(`select 1 from information_schema.columns where table_name = 'coupon_redemptions' and column_name = 'email_key'`);
      expect(columns).toEqual([]);
      // The privacy texts now say what is kept, word for word as a new shop's.
      expect(await texts()).toEqual(shipped);
    } finally {
      await old.drop();
    }
  });

  it('031 keeps the back-in-stock requests, subscribers and names of a database of 030; only a confirmed account\'s requests count as confirmed', async () => {
    const old = await createTestDatabase();
    try {
      await migrateBefore(old.db, '031');
      await seedShop(old.db, fixture);
      const { rows: ids } = await old.db.query<{ shop_id: number; article_id: number; user_id: number; email: string }>(
        `select a.shop_id, a.id as article_id, u.id as user_id, u.email from articles a join users u on u.shop_id = a.shop_id
         where u.email_verified_at is not null order by a.id, u.id limit 1`,
      );
      const { shop_id: shopId, article_id: articleId, user_id: userId, email } = ids[0] as { shop_id: number; article_id: number; user_id: number; email: string };
      const request = (address: string, user: number | null, hash: string) =>
        old.db.query(`insert into stock_alerts (shop_id, article_id, email, user_id, language, cancel_token_hash) values ($1, $2, $3, $4, 'fr', $5)`, [
          shopId,
          articleId,
          address,
          user,
          hash,
        ]);
      await request(email, userId, 'a'.repeat(64));
      await request('guest@example.fr', null, 'b'.repeat(64));
      await old.db.query(`insert into newsletter_subscriptions (shop_id, email) values ($1, 'reader@example.fr')`, [shopId]);
      // A name written before names were checked: kept as it is (the API checks names when they are given or changed).
      await old.db.query(`update users set first_name = 'Léa 2 https://evil.example/' where id = $1`, [userId]);

      expect(await migrate(old.db)).toEqual(await shippedVersions('030'));
      const { rows: alerts } = await old.db.query('select email, confirmed_at is not null as confirmed, confirm_token_hash from stock_alerts order by email');
      expect(alerts).toEqual(
        [
          { email, confirmed: true, confirm_token_hash: null },
          { email: 'guest@example.fr', confirmed: false, confirm_token_hash: null },
        ].sort((x, y) => x.email.localeCompare(y.email)),
      );
      const { rows: subscribers } = await old.db.query('select email, confirmed_at = created_at as confirmed from newsletter_subscriptions');
      expect(subscribers).toEqual([{ email: 'reader@example.fr', confirmed: true }]);
      const { rows: names } = await old.db.query<{ first_name: string }>('select first_name from users where id = $1', [userId]);
      expect(names).toEqual([{ first_name: 'Léa 2 https://evil.example/' }]);
    } finally {
      await old.drop();
    }
  });

  it('017 keeps the accounts of a database of 015 and their passwords, and lets new accounts have none', async () => {
    const old = await createTestDatabase();
    try {
      await migrateBefore(old.db, '017');
      await seedShop(old.db, FIXTURE_BEFORE_019);
      await expect(
        old.db.query(`insert into users (shop_id, email, first_name, last_name) select id, 'sans@example.fr', 'Léa', 'Sans' from shops`),
      ).rejects.toThrow(/password_hash/);
      expect(await migrate(old.db)).toEqual(await shippedVersions('016'));
      const { rows: kept } = await old.db.query<{ with_password: number; without: number }>(
        'select count(*) filter (where password_hash is not null)::int as with_password, count(*) filter (where password_hash is null)::int as without from users',
      );
      expect(kept[0]?.with_password).toBeGreaterThan(0);
      expect(kept[0]?.without).toBe(0);
      const { rows: created } = await old.db.query<{ id: number; shop_id: number }>(
        `insert into users (shop_id, email, first_name, last_name) select id, 'sans@example.fr', 'Léa', 'Sans' from shops returning id, shop_id`,
      );
      const [user] = created as [{ id: number; shop_id: number }];
      await old.db.query(`insert into user_identities (shop_id, user_id, provider, subject, email) values ($1, $2, 'google', '1234', 'sans@example.fr')`, [user.shop_id, user.id]);
      // One provider account per shop: the same subject cannot sign in to a second user.
      await expect(
        old.db.query(
          `insert into user_identities (shop_id, user_id, provider, subject, email) select shop_id, id, 'google', '1234', email from users where id <> $1 limit 1`,
          [user.id],
        ),
      ).rejects.toThrow(/unique|duplicate/i);
      const { rows: settings } = await old.db.query('select google_client_id from company_settings');
      expect(settings).toEqual([{ google_client_id: null }]);
    } finally {
      await old.drop();
    }
  });

  it('023 gives the shops of a database of 022 a list version that a sale leaving the book in stock does not move', async () => {
    const old = await createTestDatabase();
    try {
      await migrateBefore(old.db, '023');
      await seedShop(old.db, fixture);
      // Up to 044: 045 rewrites the collection's text of every shop, public content that moves the versions as it should.
      await migrateBefore(old.db, '045');
      // As requests see them: since 032 a sale leaving a book in stock moves a stripe of the catalogue version, not its row.
      const versions = async () => {
        const shop = await findShop(old.db, 'lumiere');
        return { catalogue: shop?.catalogueVersion, list: shop?.listVersion };
      };
      const book = `title = 'Pride and Prejudice'`;
      let before = await versions();
      expect(before?.list).toBe('1');
      const moved = async (change: string) => {
        await old.db.query(change);
        const after = await versions();
        const result = { catalogue: after?.catalogue !== before?.catalogue, list: after?.list !== before?.list };
        before = after;
        return result;
      };
      // Stock 3, then sales and a rating: the answers change (catalogue), what the lists hold does not.
      expect(await moved(`update articles set stock = stock - 1, bestseller_count = bestseller_count + 1, updated_at = now() where ${book}`)).toEqual({ catalogue: true, list: false });
      expect(await moved(`update articles set average_rate = 4.5 where ${book}`)).toEqual({ catalogue: true, list: false });
      // Out of stock, back in stock, a new price, a title: the lists change.
      expect(await moved(`update articles set stock = 0 where ${book}`)).toEqual({ catalogue: true, list: true });
      expect(await moved(`update articles set stock = 5 where ${book}`)).toEqual({ catalogue: true, list: true });
      expect(await moved(`update articles set discount_percent = 5 where ${book}`)).toEqual({ catalogue: true, list: true });
      expect(await moved(`update articles set title = 'Pride & Prejudice' where ${book}`)).toEqual({ catalogue: true, list: true });
      // One statement over books of which one changes what lists hold: that one is enough.
      expect(await moved(`update articles set stock = case when title = 'Pride & Prejudice' then 0 else stock + 1 end`)).toEqual({ catalogue: true, list: true });
      // Any other public table moves both, as before.
      expect(await moved(`delete from article_categories where article_id = (select min(id) from articles)`)).toEqual({ catalogue: true, list: true });
      const { rows: index } = await old.db.query(`select 1 from pg_indexes where indexname = 'articles_filter_columns_idx' and schemaname = current_schema()`);
      expect(index).toHaveLength(1);
    } finally {
      await old.drop();
    }
  });

  it('020 adds back-in-stock requests to a database of 019, keeping its data; they go with their account or book', async () => {
    const old = await createTestDatabase();
    try {
      await migrateBefore(old.db, '020');
      await seedShop(old.db, fixture);
      const counts = `select (select count(*) from articles)::int as articles, (select count(*) from users)::int as users, (select sum(stock) from articles)::int as stock`;
      const { rows: before } = await old.db.query(counts);
      expect(await migrate(old.db)).toEqual(await shippedVersions('019'));
      expect((await old.db.query(counts)).rows).toEqual(before);

      const { rows: ids } = await old.db.query<{ shop_id: number; article_id: number; user_id: number }>(
        `select a.shop_id, a.id as article_id, u.id as user_id from articles a join users u on u.shop_id = a.shop_id order by a.id, u.id limit 1`,
      );
      const { shop_id: shopId, article_id: articleId, user_id: userId } = ids[0] as { shop_id: number; article_id: number; user_id: number };
      const request = (email: string, user: number | null, hash: string) =>
        old.db.query(
          `insert into stock_alerts (shop_id, article_id, email, user_id, language, cancel_token_hash) values ($1, $2, $3, $4, 'fr', $5)`,
          [shopId, articleId, email, user, hash],
        );
      await request('lea@example.fr', userId, 'a'.repeat(64));
      await request('guest@example.fr', null, 'b'.repeat(64));
      // One pending request per email and book; emails are stored normalised.
      await expect(request('lea@example.fr', null, 'c'.repeat(64))).rejects.toThrow(/unique|duplicate/i);
      await expect(request('Lea@Example.fr', null, 'd'.repeat(64))).rejects.toThrow(/check/i);
      await old.db.query(`update stock_alerts set notified_at = now() where email = 'lea@example.fr'`);
      await request('lea@example.fr', userId, 'e'.repeat(64));
      // Deleting the account (GDPR erasure) deletes its requests; the guest's stays.
      await old.db.query('delete from users where id = $1', [userId]);
      expect((await old.db.query('select email from stock_alerts')).rows).toEqual([{ email: 'guest@example.fr' }]);
    } finally {
      await old.drop();
    }
  });

  it('043 gives each shop of a database of 042 one location under its name, keeps its books, and lets staff sign picks there', async () => {
    const old = await createTestDatabase();
    try {
      await migrateBefore(old.db, '043');
      await seedShop(old.db, fixture);
      const { rows: before } = await old.db.query<{ count: number }>('select count(*)::int as count from articles where is_favorite');
      expect(before[0]?.count).toBe(0);
      await old.db.query(`update articles set is_favorite = true where ean = '9782070409228'`);
      expect(await migrate(old.db)).toEqual(await shippedVersions('042'));
      const { rows: locations } = await old.db.query<{ id: number; name: string; address: string }>('select id, name, address from shop_locations');
      expect(locations).toEqual([{ id: expect.any(Number), name: 'Librairie Lumière', address: '' }]);
      const { rows: books } = await old.db.query<{ count: number }>('select count(*)::int as count from articles');
      expect(books[0]?.count).toBe(fixture.books.length);
      // A flag had no note nor signature: the picks are staff's to write.
      const { rows: picks } = await old.db.query<{ count: number }>('select count(*)::int as count from article_picks');
      expect(picks[0]?.count).toBe(0);
      const { rows: versions } = await old.db.query<{ catalogue_version: string }>('select catalogue_version::text from shops');
      await old.db.query(
        `insert into article_picks (shop_id, article_id, location_id, bookseller, note_fr, picked_on)
         select a.shop_id, a.id, $1, 'Camille', 'Une note de libraire.', current_date from articles a where a.ean = '9782070409228'`,
        [locations[0]?.id],
      );
      const { rows: after } = await old.db.query<{ catalogue_version: string }>('select catalogue_version::text from shops');
      expect(after[0]?.catalogue_version).not.toBe(versions[0]?.catalogue_version);
      await expect(
        old.db.query(`insert into article_picks (shop_id, article_id, location_id, bookseller, note_fr, picked_on)
          select a.shop_id, a.id, $1, 'Camille', 'Trop bref', current_date from articles a where a.ean = '9782253006893'`, [locations[0]?.id]),
      ).rejects.toThrow(/check/i);
    } finally {
      await old.drop();
    }
  });

  it('045 makes each shop\'s first location the online one holding today\'s stock, and its past collections collected there', async () => {
    const old = await createTestDatabase();
    try {
      await migrateBefore(old.db, '045');
      await seedShop(old.db, fixture);
      const stockBefore = (await old.db.query('select id, stock from articles order by id')).rows;
      await old.db.query(`update orders set delivery_method = 'shop_pickup' where id = (select min(id) from orders)`);
      expect(await migrate(old.db)).toEqual(await shippedVersions('044'));
      const { rows: locations } = await old.db.query<{ id: number; name: string; ships_online: boolean }>('select id, name, ships_online from shop_locations order by id');
      expect(locations[0]).toEqual({ id: expect.any(Number), name: 'Lumière Opéra', ships_online: true });
      expect(locations.slice(1).every((location) => !location.ships_online)).toBe(true);
      expect((await old.db.query('select id, stock from articles order by id')).rows).toEqual(stockBefore);
      expect((await old.db.query('select count(*)::int as count from location_stock')).rows).toEqual([{ count: 0 }]);
      const { rows: orders } = await old.db.query<{ delivery_method: string; pickup_location_id: number | null }>('select delivery_method, pickup_location_id from orders');
      for (const order of orders) expect(order.pickup_location_id).toBe(order.delivery_method === 'shop_pickup' ? locations[0]?.id : null);
      expect(orders.some((order) => order.delivery_method === 'shop_pickup')).toBe(true);
      const { rows: methods } = await old.db.query<{ description_fr: string }>("select description_fr from delivery_methods where code = 'shop_pickup'");
      expect(methods).toEqual([{ description_fr: 'Dans la librairie de votre choix, prêt au délai de la librairie.' }]);
      // One online location per shop.
      await expect(old.db.query('update shop_locations set ships_online = true')).rejects.toThrow(/unique|duplicate/i);
    } finally {
      await old.drop();
    }
  });

  it('019 keeps the books of a database of 018, each in no work, and lets a work hold one edition per language', async () => {
    const old = await createTestDatabase();
    try {
      await migrateBefore(old.db, '019');
      // Books as the API before 019 stored them (the seed of this branch links editions, which needs 019).
      await old.db.query(`insert into shops (slug, name) values ('vieille', 'Vieille boutique')`);
      await old.db.query(
        `insert into articles (shop_id, title, title_sort, ean, language, price_ht_cents, price_ttc_cents, search)
         select id, title, lower(title), ean, language, 900, 950, ''::tsvector from shops,
           (values ('Orgueil et Préjugés', '9782070448760', 'fr'), ('Pride and Prejudice', '9780141439518', 'en'),
                   ('Les Misérables', '9782070409228', 'fr')) as books (title, ean, language)`,
      );
      expect(await migrate(old.db)).toEqual(await shippedVersions('018'));
      const { rows: kept } = await old.db.query<{ title: string; work_id: number | null }>('select title, work_id from articles order by id');
      expect(kept).toEqual([
        { title: 'Orgueil et Préjugés', work_id: null },
        { title: 'Pride and Prejudice', work_id: null },
        { title: 'Les Misérables', work_id: null },
      ]);
      const { rows: versions } = await old.db.query<{ catalogue_version: string }>('select catalogue_version::text from shops');
      const { rows: work } = await old.db.query<{ id: number }>('insert into works (shop_id) select id from shops returning id');
      await old.db.query(`update articles set work_id = $1 where ean in ('9782070448760', '9780141439518')`, [work[0]?.id]);
      // Linking is an update of articles: the catalogue version moves with it (013's triggers).
      const { rows: after } = await old.db.query<{ catalogue_version: string }>('select catalogue_version::text from shops');
      expect(after[0]?.catalogue_version).not.toBe(versions[0]?.catalogue_version);
      await expect(old.db.query(`update articles set work_id = $1 where ean = '9782070409228'`, [work[0]?.id])).rejects.toThrow(/unique|duplicate/i);
      await expect(old.db.query(`update articles set work_id = 999999 where ean = '9782070409228'`)).rejects.toThrow(/foreign key/i);
    } finally {
      await old.drop();
    }
  });

  it('018 gives the books of a database of 017 their edition and restock dates, and brings unlawful discounts to 5 %', async () => {
    const old = await createTestDatabase();
    try {
      await migrateBefore(old.db, '018');
      await seedShop(old.db, FIXTURE_BEFORE_019);
      const { rows: ids } = await old.db.query<{ id: number }>('select id from articles order by id limit 3');
      const [recent, old30, oldButTouched] = ids.map((row) => row.id) as [number, number, number];
      // A recent book at 10 % (unlawful), a book listed three years ago and untouched for a year at 30 % (exempt), and
      // an old book changed last week (perhaps restocked) at 20 %.
      await old.db.query(`update articles set discount_percent = 10, published_at = now() - interval '1 month', updated_at = now() where id = $1`, [recent]);
      await old.db.query(
        `update articles set discount_percent = 30, published_at = now() - interval '3 years', updated_at = now() - interval '1 year' where id = $1`,
        [old30],
      );
      await old.db.query(
        `update articles set discount_percent = 20, published_at = now() - interval '3 years', updated_at = now() - interval '7 days' where id = $1`,
        [oldButTouched],
      );
      const { rows: countBefore } = await old.db.query<{ n: number }>('select count(*)::int as n from articles');
      const version = async () => (await old.db.query<{ v: string }>(`select catalogue_version::text as v from shops where slug = 'lumiere'`)).rows;
      const versionBefore = await version();
      expect(await migrate(old.db)).toEqual(await shippedVersions('017'));
      // Prices changed: the public answers cached under the old version must not be confirmed (no 304).
      expect(await version()).not.toEqual(versionBefore);
      const { rows } = await old.db.query<{ id: number; discount_percent: number; published_on: string; last_restocked_on: string; listed: string; updated: string }>(
        `select id, discount_percent, published_on::text, last_restocked_on::text, coalesce(published_at, created_at)::date::text as listed,
           updated_at::date::text as updated
         from articles where id = any($1::int[]) order by id`,
        [[recent, old30, oldButTouched]],
      );
      expect(rows.map((row) => row.discount_percent)).toEqual([5, 30, 5]);
      for (const row of rows) {
        expect(row.published_on).toBe(row.listed);
        expect(row.last_restocked_on).toBe(row.updated);
      }
      // No book lost, none left without its dates, none above the law.
      const { rows: after } = await old.db.query<{ n: number; undated: number }>(
        'select count(*)::int as n, count(*) filter (where published_on is null or last_restocked_on is null)::int as undated from articles',
      );
      expect(after).toEqual([{ n: countBefore[0]?.n, undated: 0 }]);
    } finally {
      await old.drop();
    }
  });

  it('022 keeps the returns of a database of 021, which then outlive their customer\'s account, and admits guest returns', async () => {
    const old = await createTestDatabase();
    try {
      await migrateBefore(old.db, '022');
      await seedShop(old.db, fixture);
      // A customer's return as the API of 021 stored it.
      const { rows: made } = await old.db.query<{ id: number; order_id: number; user_id: number }>(
        `insert into return_requests (shop_id, user_id, order_id, reason)
         select o.shop_id, o.user_id, o.id, 'Couverture abîmée à la livraison.' from orders o where o.user_id is not null order by o.id limit 1
         returning id, order_id, user_id`,
      );
      const [kept] = made as [{ id: number; order_id: number; user_id: number }];
      expect(await migrate(old.db)).toEqual(await shippedVersions('021'));
      const { rows: after } = await old.db.query('select user_id, by_guest, status from return_requests where id = $1', [kept.id]);
      expect(after).toEqual([{ user_id: kept.user_id, by_guest: false, status: 'requested' }]);
      // A guest's return has no account; an order holds one open guest return at a time.
      const guest = `insert into return_requests (shop_id, user_id, order_id, reason, by_guest) select shop_id, null, id, 'Pas le bon livre reçu.', true from orders where id = $1`;
      await old.db.query(guest, [kept.order_id]);
      await expect(old.db.query(guest, [kept.order_id])).rejects.toThrow(/unique|duplicate/i);
      // The account goes; its return stays (an accounting record), naming no one.
      await old.db.query('delete from users where id = $1', [kept.user_id]);
      const { rows: orphan } = await old.db.query('select user_id from return_requests where id = $1', [kept.id]);
      expect(orphan).toEqual([{ user_id: null }]);
      const { rows: orders } = await old.db.query('select anonymised_at from orders where id = $1', [kept.order_id]);
      expect(orders).toEqual([{ anonymised_at: null }]);
    } finally {
      await old.drop();
    }
  });

  it('the shipped seed data seeds without a broken reference', async () => {
    const fresh = await createTestDatabase();
    try {
      await migrate(fresh.db);
      const result = await seedShop(fresh.db, shippedData);
      expect(result).toEqual({ seeded: true, books: shippedData.books.length });
      const { rows } = await fresh.db.query<{ count: number }>('select count(*)::int as count from articles where published');
      expect(rows[0]?.count).toBe(shippedData.books.length);
      const { rows: works } = await fresh.db.query<{ editions: number }>('select count(*)::int as editions from articles where work_id is not null');
      expect(works).toEqual([{ editions: shippedData.editionPairs.length * 2 }]);
      // Loi Lang on the day of the seed: every discount is one the shared rule allows, and some old, long unrestocked
      // books carry more than 5 %.
      const { rows: dated } = await fresh.db.query<{ discount_percent: number; published_on: string; last_restocked_on: string; today: string }>(
        'select discount_percent, published_on::text, last_restocked_on::text, current_date::text as today from articles',
      );
      for (const row of dated) expect(lawfulDiscountPercent(row.discount_percent, row, row.today)).toBe(row.discount_percent);
      expect(dated.filter((row) => row.discount_percent > 5).length).toBeGreaterThan(0);
      // The others were restocked within six months: a coupon takes at most 5 % off them (the checkout's tests count on it).
      for (const row of dated.filter((book) => book.discount_percent <= 5)) expect(bookDiscountCapPercent(row, row.today)).toBe(5);
    } finally {
      await fresh.drop();
    }
  });
});
