/** Small SQL helpers of the admin lists: a WHERE clause built with its parameters, and a safe search pattern. */

/**
 * An `ilike` pattern matching `text` anywhere: `%`, `_` and `\` are escaped (the default escape character), so a
 * search for "50%" looks for those characters rather than matching everything.
 */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Conditions joined by AND, each with its own parameters numbered after those already held (`$1` is the shop). */
export class Where {
  readonly params: unknown[];
  private readonly conditions: string[] = [];

  constructor(...params: unknown[]) {
    this.params = params;
  }

  /** Adds a condition; `sql` takes its parameters through `$` callbacks: `add((p) => \`email = ${p(email)}\`)`. */
  add(build: (param: (value: unknown) => string) => string): this {
    this.conditions.push(build((value) => `$${this.params.push(value)}`));
    return this;
  }

  /** LIMIT/OFFSET placeholders after the conditions' own, and the parameters with them (the count query takes `params`). */
  page(pageSize: number, offset: number): { sql: string; params: unknown[] } {
    const next = this.params.length;
    return { sql: `limit $${next + 1} offset $${next + 2}`, params: [...this.params, pageSize, offset] };
  }

  toString(): string {
    return this.conditions.length > 0 ? `where ${this.conditions.join(' and ')}` : '';
  }
}

/** ISO date of a nullable timestamptz value. */
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
