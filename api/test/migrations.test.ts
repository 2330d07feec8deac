import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import * as shippedData from '../src/seed/data';
import { seedShop } from '../src/seed/seed';
import { fixture } from './fixture';
import { createTestDatabase, type TestDatabase } from './helpers';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('migrations and seed', () => {
  it('apply once, and a second run (a restart) is a no-op', async () => {
    const first = await migrate(database.db);
    expect(first).toEqual(['001', '002', '003']);
    expect(await migrate(database.db)).toEqual([]);
    const { rows } = await database.db.query<{ version: string }>('select version from schema_migrations order by version');
    expect(rows).toEqual([{ version: '001' }, { version: '002' }, { version: '003' }]);
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

  it('002 and 003 migrate a shop seeded under 001, keeping its data', async () => {
    const old = await createTestDatabase();
    const onlyFirst = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    try {
      await copyFile(path.join(MIGRATIONS_DIR, '001_init.sql'), path.join(onlyFirst, '001_init.sql'));
      expect(await migrate(old.db, onlyFirst)).toEqual(['001']);
      await seedShop(old.db, fixture);
      expect(await migrate(old.db)).toEqual(['002', '003']);
      const { rows } = await old.db.query<{ count: number; legal_fr: string }>(
        'select (select count(*)::int from articles) as count, legal_fr from company_settings',
      );
      expect(rows).toEqual([{ count: fixture.books.length, legal_fr: 'Mentions légales' }]);
      const { rows: inserted } = await old.db.query<{ handled_at: null }>(
        `insert into contact_messages (shop_id, name, email, subject, message)
         select id, 'Léa', 'lea@example.fr', 'Bonjour', 'Un message assez long.' from shops returning handled_at`,
      );
      expect(inserted).toEqual([{ handled_at: null }]);
    } finally {
      await rm(onlyFirst, { recursive: true, force: true });
      await old.drop();
    }
  });

  it('003 adds the stemmed words to search documents built without them', async () => {
    const old = await createTestDatabase();
    const upTo002 = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    try {
      for (const file of ['001_init.sql', '002_content.sql']) {
        await copyFile(path.join(MIGRATIONS_DIR, file), path.join(upTo002, file));
      }
      await migrate(old.db, upTo002);
      await seedShop(old.db, fixture);
      // A document as the API built them before 003: the accent-free words only, no stems.
      await old.db.query(`update articles set search = setweight(to_tsvector('simple', 'etrangeres du port zola'), 'A')
        where title = 'L''Étranger du port'`);
      const stemmedMatch = `select title from articles where search @@ (to_tsquery('french', 'etrangere') && 'port'::tsquery)`;
      expect((await old.db.query(stemmedMatch)).rows).toEqual([]);
      expect(await migrate(old.db)).toEqual(['003']);
      expect((await old.db.query(stemmedMatch)).rows).toEqual([{ title: "L'Étranger du port" }]);
      const { rows } = await old.db.query<{ weight: string }>(
        `select ts_rank(search, 'zola'::tsquery) > 0.5 as weight from articles where title = 'L''Étranger du port'`,
      );
      expect(rows).toEqual([{ weight: true }]);
    } finally {
      await rm(upTo002, { recursive: true, force: true });
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
    } finally {
      await fresh.drop();
    }
  });
});
