import { Pool, type PoolClient, type PoolConfig, type QueryResult } from 'pg';
import type { Db, QueryOptions } from './db';

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
    close: () => Promise.reject(new Error('Cannot close the database inside a transaction')),
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
 * Opens a connection pool on a real PostgreSQL server (`DATABASE_URL`). Connecting gives up after
 * `connectionTimeoutMillis` (DB_CONNECT_TIMEOUT_MS, 3 s by default), so a request never hangs on a database that is
 * down; an idle connection the server drops is discarded instead of crashing the process.
 */
export function openPg(config: PoolConfig): Db {
  const pool = new Pool({ connectionTimeoutMillis: Number(process.env.DB_CONNECT_TIMEOUT_MS || 3000), ...config });
  pool.on('error', () => {
    // An idle client lost its connection (the server stopped or restarted): the pool drops it and opens a new one
    // when asked. Without this listener Node would end the process on the 'error' event.
  });
  return {
    query: async (sql, params, options) => lastRows(await pool.query(queryConfig(sql, params, options))),
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin');
        const result = await fn(clientDb(client));
        await client.query('commit');
        return result;
      } catch (error) {
        broken = isDatabaseUnavailable(error);
        // A lost connection cannot roll back (the server already did): keep the error that says what happened.
        if (!broken) await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
