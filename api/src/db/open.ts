import path from 'node:path';
import type { PoolConfig } from 'pg';
import type { Db } from './db';
import { openPg } from './pg';
import { openPglite } from './pglite';

/** Where the embedded database keeps its files unless DATA_DIR says otherwise. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../../data/pglite');

/** Which process opens the database: its connections say so in `pg_stat_activity` (DB_APPLICATION_NAME). */
export type Role = 'api' | 'worker' | 'migrate';

const whole = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number => {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  return value;
};

/**
 * The pool settings of a real PostgreSQL: DB_POOL_SIZE (10 connections per process), DB_STATEMENT_TIMEOUT_MS (0: none;
 * never for `migrate`, whose statements may rewrite whole tables), DB_APPLICATION_NAME (bookshop-<role>). Checked on
 * every start, embedded database included, so a wrong value is found before it reaches a real server.
 */
export function poolConfigFromEnv(env: NodeJS.ProcessEnv, role: Role): PoolConfig {
  const max = whole(env, 'DB_POOL_SIZE', 10, 1, 1000);
  const statementTimeout = whole(env, 'DB_STATEMENT_TIMEOUT_MS', 0, 0, 86_400_000);
  const name = env.DB_APPLICATION_NAME?.trim() || `bookshop-${role}`;
  // PostgreSQL keeps 63 bytes of it and turns anything but printable ASCII into "?".
  if (!/^[\x20-\x7e]{1,63}$/.test(name)) throw new Error(`DB_APPLICATION_NAME must be 1 to 63 printable ASCII characters, not "${name}".`);
  return {
    connectionString: env.DATABASE_URL,
    max,
    application_name: name,
    ...(statementTimeout > 0 && role !== 'migrate' ? { statement_timeout: statementTimeout } : {}),
  };
}

/** A real PostgreSQL when DATABASE_URL is set (how a shop scales out), else the embedded PGlite. */
export function openDatabase(env: NodeJS.ProcessEnv = process.env, role: Role = 'api'): Promise<Db> {
  const config = poolConfigFromEnv(env, role);
  if (env.DATABASE_URL) return Promise.resolve(openPg(config));
  return openPglite(env.DATA_DIR ?? DEFAULT_DATA_DIR);
}
