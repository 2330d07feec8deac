import type { ShopAtRequest } from './shops';

/**
 * What was worked out about one shop's book lists at one catalogue version, by query (SQL and values): a list's
 * bounded count, the ids of one of its pages, or the filter panel's counts.
 */
export interface MemoAtVersion<V = number> {
  get(query: string): V | undefined;
  set(query: string, value: V): void;
}

/**
 * Which of the shop's versions an answer depends on: `catalogueVersion` for what any change may alter (a page of best
 * sellers follows every sale), `listVersion` for what only changes with what lists hold (counts: a sale that leaves
 * the book in stock does not change them). Both move in the same transaction as the change (migrations 013, 023).
 */
export type VersionKind = 'catalogueVersion' | 'listVersion';

/**
 * Answers about book lists, kept while the catalogue does not change. At a million books the costly part of a list is
 * its count (up to LIST_COUNT_LIMIT rows read through a filter) and, for a broad search listed by best sales, the walk
 * to its page; shoppers ask for the same lists over and over (a category, a popular search). Each answer is filed
 * under the shop's version of kind `version`: none outlives what it described. The least recently used go first once
 * `capacity` (LIST_COUNT_CACHE, 0 to keep none) is reached, old versions' with them.
 */
export class CatalogueMemo<V = number> {
  private readonly entries = new Map<string, V>();

  constructor(
    private readonly capacity: number,
    private readonly version: VersionKind,
  ) {}

  /** The answers of `shop` at the version its request read. */
  at(shop: ShopAtRequest): MemoAtVersion<V> {
    const prefix = `${shop.id}:${shop[this.version]}:`;
    return {
      get: (query) => {
        const key = prefix + query;
        const value = this.entries.get(key);
        if (value !== undefined) {
          // Most recently used last: the Map keeps insertion order, the first key is the one to drop.
          this.entries.delete(key);
          this.entries.set(key, value);
        }
        return value;
      },
      set: (query, value) => {
        if (this.capacity === 0) return;
        this.entries.set(prefix + query, value);
        if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
      },
    };
  }
}

/**
 * LIST_COUNT_CACHE: how many list counts the API keeps, and as many list pages (10,000 by default, a few megabytes;
 * 0 keeps none).
 */
export function listCountCapacityFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.LIST_COUNT_CACHE;
  if (raw === undefined || raw === '') return 10_000;
  if (!/^\d+$/.test(raw)) throw new Error(`LIST_COUNT_CACHE must be a whole number of counts (0 keeps none), not "${raw}".`);
  return Number(raw);
}
