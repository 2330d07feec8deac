/**
 * Attack replayed: the API seeded the demo shop, with the demo admin whose password the README prints, into any empty
 * database, DATABASE_URL included: a real shop opened with a known admin password.
 */
import '../native-modules';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import * as seedData from '../../src/seed/data';
import { seedShop, wantsDemoData } from '../../src/seed/seed';
import { createTestDatabase } from '../helpers';

const count = async (db: { query: <T>(sql: string) => Promise<{ rows: T[] }> }, table: string) =>
  ((await db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0] as { n: number }).n;

it('seeds demo data on the embedded database or when asked, never on its own into a real one', () => {
  expect(wantsDemoData({})).toBe(true);
  expect(wantsDemoData({ DATABASE_URL: 'postgres://shop@db/shop' })).toBe(false);
  expect(wantsDemoData({ DATABASE_URL: 'postgres://shop@db/shop', SEED_DEMO: '1' })).toBe(true);
});

it('opens a real shop with its settings and no account, book or order', async () => {
  const { db, drop } = await createTestDatabase();
  try {
    await migrate(db);
    expect(await seedShop(db, seedData, { demo: false })).toEqual({ seeded: false, books: 0 });
    expect(await count(db, 'users')).toBe(0);
    expect(await count(db, 'articles')).toBe(0);
    expect(await count(db, 'orders')).toBe(0);
    expect(await count(db, 'company_settings')).toBe(1);
    expect(await count(db, 'delivery_methods')).toBeGreaterThan(0);
    // Asking for the demo later adds it.
    expect((await seedShop(db, seedData)).seeded).toBe(true);
    expect(await count(db, 'users')).toBe(2);
  } finally {
    await drop();
  }
});

describe('npm run admin:create', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const create = (args: string[], input: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '../../src/seed/admin-create.ts'), ...args], {
      input,
      env: { ...env, DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('creates the first admin with a password read from standard input, never from an argument', async () => {
    expect(create(['--email', 'chef@librairie.example', '--password', 'Encre-de-Chine-2026'], '').status).not.toBe(0);
    const weak = create(['--email', 'chef@librairie.example'], 'password123\n');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/too common/);
    const done = create(['--email', 'chef@librairie.example', '--first-name', 'Camille'], 'Encre-de-Chine-2026\n');
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    expect(done.stdout).toMatch(/Admin chef@librairie.example created/);
    expect(create(['--email', 'chef@librairie.example'], 'Encre-de-Chine-2026\n').stderr).toMatch(/already exists/);

    const db = await openPglite(dataDir);
    try {
      const { rows } = await db.query<{ email: string; role: string; verified: boolean }>(
        'select email, role, email_verified_at is not null as verified from users',
      );
      expect(rows).toEqual([{ email: 'chef@librairie.example', role: 'admin', verified: true }]);
      expect(await count(db, 'articles')).toBe(0);
    } finally {
      await db.close();
    }
  }, 120_000);
});
