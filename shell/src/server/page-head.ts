/** What a server-rendered page adds to `<head>`: its title and meta for search engines and link previews, its theme. */
import type { CompanySettings, Language } from '@bookshop/contracts';
import type { PagePreferences } from '@bookshop/store';
import { documentTitle, metaDescription, type PageMeta } from '@bookshop/ui';
import { themeColours } from '../features/company/company-settings';
import type { ExposeAssets } from './server-remotes';

const SHOP_NAME = 'Librairie Lumière';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON inside a <script>: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The page's address in one language: French without `lang`, English with `?lang=eng`. */
function addressIn(url: URL, path: string, language: Language): string {
  const address = new URL(path, url.origin);
  if (language === 'eng') address.searchParams.set('lang', 'eng');
  return address.href;
}

export interface PageHeadInput {
  url: URL;
  /** The page's remote files: its scripts are preloaded. */
  assets: ExposeAssets;
  /** Its stylesheets, by address: inlined when their text is known (the page is drawn with no request), else linked. */
  styles: Array<{ href: string; text: string | null }>;
  language: Language;
  meta: PageMeta | undefined;
  settings: CompanySettings | null;
  preferences: PagePreferences;
  nonce: string;
}

/**
 * A stylesheet inside the page. `data-href` names its file: the remote's code, when it loads the page's module, finds
 * it there and does not fetch it again (mini-css-extract-plugin looks for that attribute).
 */
export function inlineStyle(href: string, text: string, nonce: string): string {
  return `<style nonce="${nonce}" data-href="${escapeHtml(href)}">${text.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

export function pageHead({ url, assets, styles, language, meta, settings, preferences, nonce }: PageHeadInput): string {
  const title = documentTitle(meta?.title ?? SHOP_NAME);
  const path = meta?.canonicalPath ?? url.pathname;
  const tags = [
    ...styles.map(({ href, text }) => (text === null ? `<link rel="stylesheet" href="${escapeHtml(href)}">` : inlineStyle(href, text, nonce))),
    ...assets.scripts.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
    `<title>${escapeHtml(title)}</title>`,
  ];
  if (meta?.description) {
    const description = escapeHtml(metaDescription(meta.description));
    tags.push(`<meta name="description" content="${description}">`, `<meta property="og:description" content="${description}">`);
  }
  if (meta?.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(new URL(meta.image, url.origin).href)}">`, `<meta name="twitter:card" content="summary_large_image">`);
  } else {
    tags.push(`<meta name="twitter:card" content="summary">`);
  }
  if (meta?.price) {
    tags.push(
      `<meta property="product:price:amount" content="${meta.price.amount.toFixed(2)}">`,
      `<meta property="product:price:currency" content="${meta.price.currency}">`,
    );
  }
  tags.push(
    `<link rel="canonical" href="${escapeHtml(addressIn(url, path, language))}">`,
    `<link rel="alternate" hreflang="fr" href="${escapeHtml(addressIn(url, path, 'fr'))}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(addressIn(url, path, 'eng'))}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(addressIn(url, path, 'fr'))}">`,
    `<meta property="og:type" content="${meta?.price ? 'product' : 'website'}">`,
    `<meta property="og:site_name" content="${SHOP_NAME}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta property="og:url" content="${escapeHtml(addressIn(url, path, language))}">`,
    `<meta property="og:locale" content="${language === 'eng' ? 'en_GB' : 'fr_FR'}">`,
  );
  const colours = settings ? themeColours(settings) : [];
  if (colours.length > 0) tags.push(`<style nonce="${nonce}">:root{${colours.map(([name, value]) => `${name}:${value}`).join(';')}}</style>`);
  // What the page was rendered with: the browser hydrates with the same (bootstrap.tsx).
  tags.push(`<script nonce="${nonce}">window.__bookshopPage=${scriptJson(preferences)}</script>`);
  return tags.join('');
}
