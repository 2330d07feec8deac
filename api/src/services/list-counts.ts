import type { ShopAtRequest } from './shops';

/**
 * The bounded counts of one shop's book lists at one catalogue version: a list's filter (SQL and values) to its count
 * (or, for the filter panel's facets, to all of them).
 */
export interface CountMemo<V = number> {
  get(filter: string): V | undefined;
  set(filter: string, count: V): void;
}

/**
 * The bounded counts of book lists, kept while the catalogue does not change. A count is the costly part of a list at
 * a million books (up to LIST_COUNT_LIMIT rows read through a filter), and shoppers ask for the same lists over and
 * over (a category, a popular search). Each count is filed under the shop's catalogue version, which every change to
 * the catalogue moves on in the same transaction (migration 013): a count never outlives what it counted. The least
 * recently used counts go first once `capacity` (LIST_COUNT_CACHE, 0 to keep none) is reached, old versions' with
 * them.
 */
export class ListCounts<V = number> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  /** The counts of `shop` at the catalogue version its request read. */
  at(shop: ShopAtRequest): CountMemo<V> {
    const prefix = `${shop.id}:${shop.catalogueVersion}:`;
    return {
      get: (filter) => {
        const key = prefix + filter;
        const count = this.entries.get(key);
        if (count !== undefined) {
          // Most recently used last: the Map keeps insertion order, the first key is the one to drop.
          this.entries.delete(key);
          this.entries.set(key, count);
        }
        return count;
      },
      set: (filter, count) => {
        if (this.capacity === 0) return;
        this.entries.set(prefix + filter, count);
        if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
      },
    };
  }
}

/** LIST_COUNT_CACHE: how many list counts the API keeps (10,000 by default, a few hundred kilobytes; 0 keeps none). */
export function listCountCapacityFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.LIST_COUNT_CACHE;
  if (raw === undefined || raw === '') return 10_000;
  if (!/^\d+$/.test(raw)) throw new Error(`LIST_COUNT_CACHE must be a whole number of counts (0 keeps none), not "${raw}".`);
  return Number(raw);
}
