import type { AxiosInstance } from 'axios';

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
  /**
   * More interceptors on the client's axios instance, added once it is made. The rendering server's: the request id
   * and trace context of the page it renders go with each call, and the surrogate keys of the answers a page is made
   * of are gathered for the page's own. One hook rather than options for each: the browser's copy of this client is
   * part of every first load, and the browser needs none of it.
   */
  intercept?: (instance: AxiosInstance) => void;
}

/** The embedded defaults: the API behind the shell's origin, shop `lumiere`. */
export const defaultApiConfig: ApiConfig = { baseUrl: '/api/gmp', shop: 'lumiere' };
