import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/** The migration files of `dir`, in order. */
async function migrationFiles(dir: string): Promise<Array<{ file: string; version: string; name: string }>> {
  return (await readdir(dir))
    .filter((file) => FILE_NAME.test(file))
    .sort()
    .map((file) => {
      const [, version, name] = FILE_NAME.exec(file) as unknown as [string, string, string];
      return { file, version, name };
    });
}

/**
 * Runs `fn` holding the migration lock: a session advisory lock taken on one connection and kept for the whole of
 * `fn`, so two releases (or a release and an embedded start) that migrate together run one after the other, from the
 * creation of `schema_migrations` to the seed. The connection is discarded afterwards (Db.session), which also frees
 * the lock if the process dies or unlocking fails.
 */
export function withMigrationLock<T>(db: Db, fn: (session: Db) => Promise<T>): Promise<T> {
  return db.session(async (session) => {
    await session.query(`select pg_advisory_lock(hashtext('schema_migrations'))`, []);
    try {
      return await fn(session);
    } finally {
      await session.query(`select pg_advisory_unlock(hashtext('schema_migrations'))`, []).catch(() => undefined);
    }
  });
}

/**
 * Applies the migrations of `dir` not yet recorded in `schema_migrations`, in order, each in its own transaction,
 * under the migration lock (withMigrationLock).
 * Answers the versions it applied; when it applied some to an existing database, it ends with a `vacuum analyze`.
 */
export function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  return withMigrationLock(db, async (session) => {
    await session.query(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const files = await migrationFiles(dir);
    const { rows: done } = await session.query<{ version: string }>('select version from schema_migrations');
    const recorded = new Set(done.map((row) => row.version));
    const applied: string[] = [];
    for (const { file, version, name } of files) {
      if (recorded.has(version)) continue;
      const sql = await readFile(path.join(dir, file), 'utf8');
      await session.transaction(async (tx) => {
        await tx.query(sql);
        await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [version, name]);
      });
      applied.push(version);
    }
    // A migration may rewrite whole tables (003 moved every article's search document): refresh the planner's
    // statistics and the visibility map at once, since PGlite has no autovacuum and PostgreSQL's may come much later.
    // Not on a database created just now: statistics of its empty tables would make the planner trust they stay
    // empty while the seed fills them (seeding then slows down with every batch).
    const created = applied.includes(files[0]?.version ?? '');
    if (applied.length > 0 && !created) await session.query('vacuum analyze');
    return applied;
  });
}

/**
 * What a node that does not migrate (api and worker on DATABASE_URL) checks at start: every migration it ships must
 * be recorded. More recorded than it knows is fine: a newer release migrated beside it (expand/contract, README).
 */
export async function missingMigrations(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = await migrationFiles(dir);
  const { rows: table } = await db.query<{ exists: boolean }>(`select to_regclass('schema_migrations') is not null as exists`);
  if (!table[0]?.exists) return files.map(({ version }) => version);
  const { rows } = await db.query<{ version: string }>('select version from schema_migrations');
  const recorded = new Set(rows.map((row) => row.version));
  return files.filter(({ version }) => !recorded.has(version)).map(({ version }) => version);
}

/** Refuses to start on a database older than this code, naming the release step that brings it up to date. */
export async function requireSchema(db: Db, dir: string = MIGRATIONS_DIR): Promise<void> {
  const missing = await missingMigrations(db, dir);
  if (missing.length > 0) {
    throw new Error(
      `The database lacks migration${missing.length > 1 ? 's' : ''} ${missing.join(', ')} of this release: run \`npm run migrate\` ` +
        '(with the same DATABASE_URL) before starting the api and worker nodes. Nodes on DATABASE_URL never migrate themselves.',
    );
  }
}
