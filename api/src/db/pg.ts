import { Pool, type PoolClient, type PoolConfig, type QueryResult } from 'pg';
import { PROBE_TIMEOUT_MS, type Db, type QueryOptions } from './db';

/** Without parameters node-postgres may run a script and answer one result per statement: keep the last. */
function lastRows<T>(result: QueryResult | QueryResult[]): { rows: T[] } {
  const last = Array.isArray(result) ? result.at(-1) : result;
  return { rows: (last?.rows ?? []) as T[] };
}

/** node-postgres's query config: a named statement is prepared once per connection. */
const queryConfig = (sql: string, params: unknown[] | undefined, options: QueryOptions | undefined) =>
  options?.prepared ? { text: sql, values: params, name: options.prepared } : { text: sql, values: params };

function clientDb(client: PoolClient): Db {
  const db: Db = {
    query: async (sql, params, options) => lastRows(await client.query(queryConfig(sql, params, options))),
    transaction: (fn) => fn(db),
    session: (fn) => fn(db),
    close: () => Promise.reject(new Error('Cannot close the database inside a transaction')),
  };
  return db;
}

/** Runs `fn` in a transaction on `client`: committed when it resolves, rolled back when it throws. */
async function inTransaction<T>(client: PoolClient, fn: (tx: Db) => Promise<T>): Promise<T> {
  await client.query('begin');
  try {
    const result = await fn(clientDb(client));
    await client.query('commit');
    return result;
  } catch (error) {
    // A lost connection cannot roll back (the server already did): keep the error that says what happened.
    if (!isDatabaseUnavailable(error)) await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** A session: statements on `client` one after the other, transactions on it too. */
function sessionDb(client: PoolClient): Db {
  const db: Db = {
    query: async (sql, params, options) => lastRows(await client.query(queryConfig(sql, params, options))),
    transaction: (fn) => inTransaction(client, fn),
    session: (fn) => fn(db),
    close: () => Promise.reject(new Error('Cannot close the database inside a session')),
  };
  return db;
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

/**
 * Whether an error says the database cannot be reached now (server stopped, restarting, connection lost or slow to
 * open), as opposed to a query that is wrong: the API answers 503 database_unavailable and tries again on the next
 * request, with no restart.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERRORS.has(code) || code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03')) return true;
  return typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(message);
}

/**
 * The request pool counts as saturated when all its connections are busy and at least as many callers again wait
 * for one: each of them then waits a whole statement or more. Busy is not down: readiness reports it and stays 200.
 */
const saturated = (pool: Pool, max: number) => pool.totalCount >= max && pool.idleCount === 0 && pool.waitingCount >= max;

/**
 * Opens a connection pool on a real PostgreSQL server (`DATABASE_URL`). Connecting gives up after
 * `connectionTimeoutMillis` (DB_CONNECT_TIMEOUT_MS, 3 s by default), so a request never hangs on a database that is
 * down; an idle connection the server drops is discarded instead of crashing the process. Readiness probes go through
 * a second pool of one connection, opened on the first probe.
 */
export function openPg(config: PoolConfig): Db {
  const pool = new Pool({ connectionTimeoutMillis: Number(process.env.DB_CONNECT_TIMEOUT_MS || 3000), ...config });
  const max = pool.options.max ?? 10;
  const ignore = () => {
    // An idle client lost its connection (the server stopped or restarted): the pool drops it and opens a new one
    // when asked. Without this listener Node would end the process on the 'error' event.
  };
  pool.on('error', ignore);
  let probes: Pool | null = null;
  const probePool = () => {
    if (!probes) {
      // query_timeout rejects a statement that hangs (a partitioned network), and the connection is then discarded.
      probes = new Pool({ ...config, max: 1, connectionTimeoutMillis: PROBE_TIMEOUT_MS, query_timeout: PROBE_TIMEOUT_MS });
      probes.on('error', ignore);
    }
    return probes;
  };
  return {
    query: async (sql, params, options) => lastRows(await pool.query(queryConfig(sql, params, options))),
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        return await inTransaction(client, fn);
      } catch (error) {
        broken = isDatabaseUnavailable(error);
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async session(fn) {
      const client = await pool.connect();
      try {
        return await fn(sessionDb(client));
      } finally {
        // Dropped, not returned: a lock or setting of the session must not outlive it on a connection requests reuse.
        client.release(true);
      }
    },
    health: {
      async probe<T>(sql: string, params: unknown[]) {
        const client = await probePool().connect();
        let answered = false;
        try {
          const result = lastRows<T>(await client.query(sql, params));
          answered = true;
          return result;
        } finally {
          client.release(!answered);
        }
      },
      saturated: () => saturated(pool, max),
    },
    poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all([pool.end(), probes?.end()]);
    },
  };
}
