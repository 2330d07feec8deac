/** The shop frame (company settings) on the rendering server: read once per catalogue version and language. */
import type { LoaderFunction } from 'react-router';
import type { Language } from '@bookshop/contracts';
import { requestLanguage } from '@bookshop/api-client';
import { loadShopFrame, type ShopFrame } from '../features/company/company-settings';

/** What the server's root loader is handed by the render (React Router's request context). */
export interface RenderContext {
  catalogueVersion?: string;
}

/**
 * The root loader of the server: the shop frame (company settings) of the page's catalogue version, read once per
 * language. Any change to the settings bumps that version in its transaction (migration 013), so a frame kept for a
 * version is the one a read would give; a page of a newer version reads it anew, and the older ones are let go. A page
 * whose version is unknown, or whose read failed, asks the API (a failed read is not kept).
 */
export function framesByCatalogueVersion(load: typeof loadShopFrame = loadShopFrame): LoaderFunction {
  let version: string | undefined;
  let frames = new Map<Language, Promise<ShopFrame | null>>();
  return (args) => {
    const { catalogueVersion } = (args.context ?? {}) as RenderContext;
    if (catalogueVersion === undefined) return load(args);
    if (catalogueVersion !== version) {
      version = catalogueVersion;
      frames = new Map();
    }
    const language = requestLanguage(args.request);
    let frame = frames.get(language);
    if (!frame) {
      const kept = frames;
      // Not tied to the first page's request: its end (or abort) must not end the read the next pages share.
      frame = load({ request: new Request(args.request.url, { headers: args.request.headers }) });
      kept.set(language, frame);
      frame.then((read) => {
        if (read === null && kept.get(language) === frame) kept.delete(language);
      });
    }
    return frame;
  };
}

