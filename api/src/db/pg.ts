import { Pool, type PoolClient, type PoolConfig, type QueryResult } from 'pg';
import type { Db } from './db';

/** Without parameters node-postgres may run a script and answer one result per statement: keep the last. */
function lastRows<T>(result: QueryResult | QueryResult[]): { rows: T[] } {
  const last = Array.isArray(result) ? result.at(-1) : result;
  return { rows: (last?.rows ?? []) as T[] };
}

function clientDb(client: PoolClient): Db {
  const db: Db = {
    query: async (sql, params) => lastRows(await client.query(sql, params)),
    transaction: (fn) => fn(db),
    close: () => Promise.reject(new Error('Cannot close the database inside a transaction')),
  };
  return db;
}

/** Opens a connection pool on a real PostgreSQL server (`DATABASE_URL`). */
export function openPg(config: PoolConfig): Db {
  const pool = new Pool(config);
  return {
    query: async (sql, params) => lastRows(await pool.query(sql, params)),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(clientDb(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
