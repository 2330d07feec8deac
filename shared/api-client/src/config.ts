/** Where the API lives and which shop it serves. */
export interface ApiConfig {
  /** Base path or URL of the API, without the shop; `/api/gmp` when served same-origin. */
  baseUrl: string;
  /** The shop's slug, used as `{shop}` and as `ecom_type`. */
  shop: string;
  /**
   * Ask for answers as they are, not compressed: for the rendering server, which reaches the API on its own network,
   * where compressing and decompressing each answer costs both sides more time than sending it whole.
   */
  uncompressed?: boolean;
}

/** The embedded defaults: the API behind the shell's origin, shop `lumiere`. */
export const defaultApiConfig: ApiConfig = { baseUrl: '/api/gmp', shop: 'lumiere' };
