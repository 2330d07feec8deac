import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from './db';

type Runner = Pick<PGlite, 'query' | 'exec'> | Transaction;

async function run<T>(runner: Runner, sql: string, params?: unknown[]): Promise<{ rows: T[] }> {
  if (params && params.length > 0) {
    const result = await runner.query<T>(sql, params);
    return { rows: result.rows };
  }
  // `query` uses the extended protocol (one statement); `exec` accepts a script, as node-postgres does.
  const results = await runner.exec(sql);
  return { rows: (results.at(-1)?.rows ?? []) as T[] };
}

function transactionDb(tx: Transaction): Db {
  const db: Db = {
    query: (sql, params) => run(tx, sql, params),
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('Cannot close the database inside a transaction')),
  };
  return db;
}

/** Opens the embedded PostgreSQL: files under `dataDir`, or in memory when it is omitted (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  // A first start on a clean clone has no data folder yet; PGlite only creates the last level.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  return {
    query: (sql, params) => run(pg, sql, params),
    transaction: (fn) => pg.transaction((tx) => fn(transactionDb(tx))),
    close: () => pg.close(),
  };
}
