/**
 * Surrogate keys (issue 42, "Caches"): the names a CDN files a public answer or page under, so that a purge of one
 * drops every copy that carries it. A CDN reads them from one header, which it takes off before the shopper's
 * browser: `Surrogate-Key`, space-separated (Fastly, Varnish setups, Akamai's `Edge-Cache-Tag` adapters), or
 * `Cache-Tag`, comma-separated (Cloudflare). The API writes them in the one CDN_KEY_HEADER names, and the store's
 * pages follow the API's answers; a second header would go on to every shopper, about 200 bytes of a list's first
 * answer that then no longer fits a new connection's first round trip.
 */
export const SURROGATE_KEY_SEPARATORS = { 'surrogate-key': ' ', 'cache-tag': ',' } as const;

/** A header surrogate keys are written in (lower case, as Node gives headers). */
export type SurrogateKeyHeader = keyof typeof SURROGATE_KEY_SEPARATORS;

/** CDN_KEY_HEADER's value (`Surrogate-Key` when unset), or an error naming the two it may be. */
export function surrogateKeyHeaderFrom(value: string | undefined): SurrogateKeyHeader {
  const header = value?.trim().toLowerCase() || 'surrogate-key';
  if (header !== 'surrogate-key' && header !== 'cache-tag') throw new Error(`CDN_KEY_HEADER must be Surrogate-Key or Cache-Tag, not "${value}".`);
  return header;
}

/** The header that carries `keys`, as a headers object. */
export function surrogateKeyHeaders(header: SurrogateKeyHeader, keys: readonly string[]): Record<string, string> {
  return { [header]: keys.join(SURROGATE_KEY_SEPARATORS[header]) };
}

/** The surrogate keys an answer carries, and the header it carries them in; null when it has none. */
export function readSurrogateKeys(headers: Readonly<Record<string, unknown>>): { header: SurrogateKeyHeader; keys: string[] } | null {
  for (const header of Object.keys(SURROGATE_KEY_SEPARATORS) as SurrogateKeyHeader[]) {
    const value = headers[header];
    if (typeof value === 'string') return { header, keys: value.split(SURROGATE_KEY_SEPARATORS[header]).filter(Boolean) };
  }
  return null;
}
