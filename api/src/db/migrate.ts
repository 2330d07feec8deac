import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/**
 * Applies the migrations of `dir` not yet recorded in `schema_migrations`, in order, each in its own transaction.
 * An advisory lock serialises API instances that start together against one PostgreSQL.
 * Answers the versions it applied; when it applied some to an existing database, it ends with a `vacuum analyze`.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(`create table if not exists schema_migrations (
    version text primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
  const files = (await readdir(dir)).filter((file) => FILE_NAME.test(file)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const [, version, name] = FILE_NAME.exec(file) as RegExpExecArray;
    const sql = await readFile(path.join(dir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtext('schema_migrations'))`, []);
      const { rows } = await tx.query('select 1 from schema_migrations where version = $1', [version]);
      if (rows.length > 0) return false;
      await tx.query(sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [version, name]);
      return true;
    });
    if (done && version) applied.push(version);
  }
  // A migration may rewrite whole tables (003 moved every article's search document): refresh the planner's
  // statistics and the visibility map at once, since PGlite has no autovacuum and PostgreSQL's may come much later.
  // Not on a database created just now: statistics of its empty tables would make the planner trust they stay
  // empty while the seed fills them (seeding then slows down with every batch).
  const created = applied.includes(files.map((file) => FILE_NAME.exec(file)?.[1])[0] ?? '');
  if (applied.length > 0 && !created) await db.query('vacuum analyze');
  return applied;
}
