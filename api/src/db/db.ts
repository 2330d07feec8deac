/** The one database interface the services use; PGlite and node-postgres adapters implement it. */
export interface Db {
  /**
   * Runs one statement with `$1`-style parameters. Without parameters the text may hold several statements
   * (simple query protocol; the last statement's rows are answered), which is how migrations run.
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Nested calls join it. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
