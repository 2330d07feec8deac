import { useEffect } from 'react';

export interface PageMeta {
  /** The page's own title; the shop name is appended. */
  title: string;
  /** Meta description (search results, link previews); cut at 160 characters. */
  description?: string;
  /** Canonical path of the page (without query unless the query names the content). */
  canonicalPath?: string;
}

const SHOP_NAME = 'Librairie Lumière';

function upsert(selector: string, create: () => HTMLElement, apply: (element: HTMLElement) => void) {
  const element = document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
  apply(element);
}

/** Sets the document title, meta description and canonical URL of the page being shown. */
export function usePageMeta({ title, description, canonicalPath }: PageMeta): void {
  useEffect(() => {
    document.title = title === SHOP_NAME || title.includes(SHOP_NAME) ? title : `${title} — ${SHOP_NAME}`;
    if (description !== undefined) {
      const text = description.length > 160 ? `${description.slice(0, 157)}…` : description;
      upsert('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }), (meta) => meta.setAttribute('content', text));
    }
    if (canonicalPath !== undefined) {
      const href = new URL(canonicalPath, window.location.origin).href;
      upsert('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), (link) => link.setAttribute('href', href));
    }
  }, [title, description, canonicalPath]);
}
