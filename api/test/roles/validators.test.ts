/**
 * Public validators are the same on every node of one release: an ETag is made of the code's digest (not of a start
 * time), so a 304 holds whichever API instance answers, and a change to the code moves it.
 */
import '../native-modules';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { codeRevision, publicCacheFromEnv } from '../../src/plugins/public-cache';
import { seedShop } from '../../src/seed/seed';
import { fixture } from '../fixture';
import { createTestDatabase, SHOP_PATH, type TestDatabase } from '../helpers';
import { migrate } from '../../src/db/migrate';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await migrate(database.db);
  await seedShop(database.db, fixture);
});
afterAll(() => database.drop());

it('two app instances built apart give one public read the same ETag, and each answers 304 to the other', async () => {
  const saved = process.env.API_REVISION;
  delete process.env.API_REVISION;
  try {
    const first = buildApp({ db: database.db });
    // Another instance, started later (the old default was the start time, in milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = buildApp({ db: database.db });
    try {
      const url = `${SHOP_PATH}/categories`;
      const a = await first.inject({ url });
      const b = await second.inject({ url });
      expect(a.statusCode).toBe(200);
      expect(a.headers.etag).toBeTruthy();
      expect(b.headers.etag).toBe(a.headers.etag);
      expect((await second.inject({ url, headers: { 'if-none-match': String(a.headers.etag) } })).statusCode).toBe(304);
    } finally {
      await first.close();
      await second.close();
    }
  } finally {
    if (saved !== undefined) process.env.API_REVISION = saved;
  }
});

it('the revision is a digest of the code: the same for the same files, another when one changes; API_REVISION overrides', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'bookshop-revision-'));
  try {
    mkdirSync(path.join(root, 'routes'));
    writeFileSync(path.join(root, 'routes', 'books.ts'), 'export const a = 1;\n');
    writeFileSync(path.join(root, 'routes', 'books.test.ts'), 'it("", () => {});\n');
    const before = codeRevision([root]);
    expect(codeRevision([root])).toBe(before);
    // Tests are not what answers are made of.
    writeFileSync(path.join(root, 'routes', 'books.test.ts'), 'it("changed", () => {});\n');
    expect(codeRevision([root])).toBe(before);
    writeFileSync(path.join(root, 'routes', 'books.ts'), 'export const a = 2;\n');
    expect(codeRevision([root])).not.toBe(before);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  expect(publicCacheFromEnv({}).revision).toBe(codeRevision());
  expect(publicCacheFromEnv({ API_REVISION: 'abc123' }).revision).toBe('abc123');
});
