import { mkdirSync } from 'node:fs';
import { parse, PGlite, protocol, type Transaction } from '@electric-sql/pglite';
import { PROBE_TIMEOUT_MS, type Db, type QueryOptions } from './db';

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
    session: (fn) => fn(db),
    close: () => Promise.reject(new Error('Cannot close the database inside a transaction')),
  };
  return db;
}

/**
 * Named statements (QueryOptions.prepared) on the embedded database. PGlite's own query() sends an unnamed statement,
 * parsed and planned on every call: for the book loader that was 2 ms of planning for 0.4 ms of work, on the engine
 * that serves one statement at a time. A named one is parsed once, and PostgreSQL keeps its plan (after its first
 * few runs, as on a server). Outside transactions only: a transaction holds the database, and its statements go
 * through it as usual.
 */
function namedStatements(pg: PGlite) {
  /** Each statement's parameter types, learned when it was prepared. */
  const prepared = new Map<string, number[]>();
  const send = async (message: Uint8Array) => (await pg.execProtocol(message)).messages;

  return <T>(name: string, sql: string, params: unknown[]): Promise<{ rows: T[] }> =>
    pg.runExclusive(async () => {
      const messages = [];
      try {
        let types = prepared.get(name);
        if (!types) {
          await send(protocol.serialize.parse({ name, text: sql }));
          types = parse.parseDescribeStatementResults(await send(protocol.serialize.describe({ type: 'S', name })));
          prepared.set(name, types);
        }
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const serialize = pg.serializers[types[index] ?? 0];
          return serialize ? serialize(value) : String(value);
        });
        messages.push(
          ...(await send(protocol.serialize.bind({ statement: name, values }))),
          ...(await send(protocol.serialize.describe({ type: 'P' }))),
          ...(await send(protocol.serialize.execute({}))),
        );
      } finally {
        messages.push(...(await send(protocol.serialize.sync())));
      }
      return { rows: (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as T[] };
    });
}

/** Opens the embedded PostgreSQL: files under `dataDir`, or in memory when it is omitted (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  // A first start on a clean clone has no data folder yet; PGlite only creates the last level.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteDb(await PGlite.create(dataDir));
}

/** The Db of an open PGlite (one opened from a dump of another, in the tests). */
export function pgliteDb(pg: PGlite): Db {
  const named = namedStatements(pg);
  const db: Db = {
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      options?.prepared && params && params.length > 0 ? named<T>(options.prepared, sql, params) : run<T>(pg, sql, params),
    transaction: (fn) => pg.transaction((tx) => fn(transactionDb(tx))),
    // The embedded database is one session already (one process opens it).
    session: (fn) => fn(db),
    health: {
      // One engine serves everything here: a probe waits its turn, and a long one reads as down, as it would be.
      probe: <T>(sql: string, params: unknown[]) =>
        Promise.race([
          run<T>(pg, sql, params),
          new Promise<never>((_resolve, reject) => {
            setTimeout(() => reject(new Error(`the database did not answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS).unref();
          }),
        ]),
      saturated: () => false,
    },
    close: () => pg.close(),
  };
  return db;
}
