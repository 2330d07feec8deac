import { createContext, useContext, useEffect } from 'react';

export interface PageMeta {
  /** The page's own title; the shop name is appended. */
  title: string;
  /** Meta description (search results, link previews); cut at 160 characters. */
  description?: string;
  /** Canonical path of the page (without query unless the query names the content). */
  canonicalPath?: string;
  /** The page's picture for link previews (a book's cover), as a path or an absolute URL. */
  image?: string;
  /** What the page sells, for link previews. */
  price?: { amount: number; currency: 'EUR' };
}

const SHOP_NAME = 'Librairie Lumière';

/** The rendering server's collector: the page's meta, for the `<head>` it writes before the page's markup. */
export interface PageMetaCollector {
  /** The store's origin, as the shopper reached it. */
  origin: string;
  set(meta: PageMeta): void;
}

export const PageMetaContext = createContext<PageMetaCollector | null>(null);

/** The store's origin (absolute links in structured data), on the server as in the browser. */
export function useSiteOrigin(): string {
  return useContext(PageMetaContext)?.origin ?? window.location.origin;
}

/** The title as shown in the tab: the page's own, then the shop name. */
export function documentTitle(title: string): string {
  return title === SHOP_NAME || title.includes(SHOP_NAME) ? title : `${title} — ${SHOP_NAME}`;
}

/** The meta description, cut at 160 characters. */
export function metaDescription(description: string): string {
  return description.length > 160 ? `${description.slice(0, 157)}…` : description;
}

function upsert(selector: string, create: () => HTMLElement, apply: (element: HTMLElement) => void) {
  const element = document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
  apply(element);
}

/** Sets the document title, meta description and canonical URL of the page being shown. */
export function usePageMeta({ title, description, canonicalPath, image, price }: PageMeta): void {
  // On the server: handed over while rendering, as effects never run there (link previews read only the server's).
  useContext(PageMetaContext)?.set({ title, description, canonicalPath, image, price });
  useEffect(() => {
    document.title = documentTitle(title);
    if (description !== undefined) {
      const text = metaDescription(description);
      upsert('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), (meta) => meta.setAttribute('content', text));
    }
    if (canonicalPath !== undefined) {
      const href = new URL(canonicalPath, window.location.origin).href;
      upsert('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), (link) => link.setAttribute('href', href));
    }
  }, [title, description, canonicalPath]);
}
