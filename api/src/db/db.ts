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
  close(): Promise<void>;
}
