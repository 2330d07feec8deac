/** How a statement runs. */
export interface QueryOptions {
  /**
   * A name for a statement run on every request whose plan does not depend on its values (one row per id of a
   * list): PostgreSQL prepares it once per connection and keeps its plan, where planning it each time took longer
   * than running it. The embedded database does the same outside transactions (pglite.ts).
   */
  prepared?: string;
}

/** The one database interface the services use; PGlite and node-postgres adapters implement it. */
export interface Db {
  /**
   * Runs one statement with `$1`-style parameters. Without parameters the text may hold several statements
   * (simple query protocol; the last statement's rows are answered), which is how migrations run.
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Nested calls join it. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` on one connection held for the whole call, so session state (a session advisory lock, `set`) lives
   * exactly as long as `fn`: `npm run migrate` holds its lock that way. Transactions inside it run on that connection;
   * on a pool the connection is discarded afterwards, so nothing of the session leaks to requests. Nested calls join.
   */
  session<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** How readiness sees the database, on the opened database only (not inside a transaction or a session). */
  readonly health?: DbHealth;
  /** The request pool's connections now, for `/metrics` (PostgreSQL only: the embedded database has no pool). */
  readonly poolUsage?: () => { total: number; idle: number; waiting: number };
}

/** How long readiness waits for the database to answer (connection and statement) before calling it down. */
export const PROBE_TIMEOUT_MS = 2000;

/** What `/readyz` asks the database, away from the requests. */
export interface DbHealth {
  /**
   * Runs a short statement on a connection of its own, never one of the request pool: a pool busy with requests must
   * not read as a database that is down. Rejects when the database does not answer within 2 s (PROBE_TIMEOUT_MS).
   */
  probe<T = Record<string, unknown>>(sql: string, params: unknown[]): Promise<{ rows: T[] }>;
  /** Whether every connection of the request pool is busy with callers queued beyond a threshold (never on PGlite). */
  saturated(): boolean;
}
