import path from 'node:path';
import type { Db } from './db';
import { openPg } from './pg';
import { openPglite } from './pglite';

/** Where the embedded database keeps its files unless DATA_DIR says otherwise. */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../../data/pglite');

/** A real PostgreSQL when DATABASE_URL is set (how a shop scales out), else the embedded PGlite. */
export function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  if (env.DATABASE_URL) return Promise.resolve(openPg({ connectionString: env.DATABASE_URL }));
  return openPglite(env.DATA_DIR ?? DEFAULT_DATA_DIR);
}
