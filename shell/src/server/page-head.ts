/**
 * What a server-rendered page adds to `<head>`: its title and meta for search engines and link previews, its theme and
 * the shop's favicon.
 */
import type { ExposedModuleId, Language } from '@bookshop/contracts';
import type { PagePreferences } from '@bookshop/store';
import { documentTitle, FIRST_SCREEN_PICTURE, metaDescription, type PageMeta } from '@bookshop/ui';
import { FAVICON_ID, themeColours, type ShopFrame } from '../features/company/company-settings';

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
  /** Its stylesheets, by address: the rules it uses inlined when the sheet's text is known (the page is drawn with no
   * request), else linked. */
  styles: Array<{ href: string; text: string | null }>;
  language: Language;
  meta: PageMeta | undefined;
  frame: ShopFrame | null;
  preferences: PagePreferences;
  /** The exposed modules the page starts with: its own, and those of the slots it holds that load with it. */
  modules: ExposedModuleId[];
  nonce: string;
}

/**
 * The rules of a stylesheet that a page uses (page-styles.ts), inside the page. `data-used-of` names the whole sheet,
 * for whoever reads the page; not `data-href`, which would tell the app's chunk loader that the whole sheet is there
 * and need not be fetched.
 */
export function inlineStyle(href: string, text: string, nonce: string): string {
  return `<style nonce="${nonce}" data-used-of="${escapeHtml(href)}">${text.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

export function pageHead({ url, styles, language, meta, frame, preferences, modules, nonce }: PageHeadInput): string {
  const title = documentTitle(meta?.title ?? SHOP_NAME);
  const path = meta?.canonicalPath ?? url.pathname;
  const tags = [
    ...styles.map(({ href, text }) => (text === null ? `<link rel="stylesheet" href="${escapeHtml(href)}">` : inlineStyle(href, text, nonce))),
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
  const colours = frame ? themeColours(frame) : [];
  if (colours.length > 0) tags.push(`<style nonce="${nonce}">:root{${colours.map(([name, value]) => `${name}:${value}`).join(';')}}</style>`);
  if (frame?.fav_icon) tags.push(`<link rel="icon" id="${FAVICON_ID}" href="${escapeHtml(frame.fav_icon)}">`);
  // What the page was rendered with: the browser hydrates with the same; and the modules it starts with, which the
  // shell's first script starts loading (remotes/start-remotes.ts).
  tags.push(`<script nonce="${nonce}">window.__bookshopPage=${scriptJson(preferences)};window.__bookshopPageModules=${scriptJson(modules)}</script>`);
  return tags.join('');
}

/** How long a rendered page's code waits at most for its first-screen pictures (once the page has been drawn). */
const FIRST_SCREEN_WAIT_MS = 1500;

/**
 * The start of a rendered page's code (see startScript), as it runs in the browser: plain ES2017, no build step.
 * Where the browser reports pictures on screen (Element Timing, Chromium), the code starts once each first-screen
 * picture is there (or has failed): a decoded picture is drawn a frame or more later, and on a busy phone that frame
 * reaches the screen well after the main thread has moved on. Elsewhere it starts a frame after they are decoded.
 * - A picture that fails (decode() rejects, whether it failed before this ran or after) is never on screen: it counts
 *   as there.
 * - The limit (waitMs) is for pictures that are slow to come, not for a browser that has drawn nothing yet (a busy
 *   phone, or one that holds its first frame back): the code never competes with the page's first paint. A hidden page
 *   draws nothing: it starts at the limit, and so does one that becomes hidden while it waits.
 * - The federation runtime asks for a manifest with fetch(), in CORS mode: the manifest's preload must match it to be
 *   used (crossOrigin).
 * Sent to every shopper in every page, so without comments or indentation (every statement ends with its `;` or `}`):
 * a rendered page, with its headers, must fit in the first round trip of a new connection (about 14.6 KB; see
 * scripts/serve.mjs). The list of books (/books) came to 14.64 KB with them, and a phone waited one more round trip.
 */
const START_AFTER_FIRST_SCREEN = `(function (entry, files, waitMs, pictureName) {
  var started = false;
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  function start() {
    if (started) return;
    started = true;
    files.forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = file.as;
      link.href = file.href;
      if (file.as === 'fetch') link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.src = entry;
    document.body.appendChild(script);
  }
  function startOnceDrawn() {
    var contentful = function (entry) { return entry.name === 'first-contentful-paint'; };
    if (document.visibilityState === 'hidden' || types.indexOf('paint') < 0 || performance.getEntriesByType('paint').some(contentful)) {
      start();
      return;
    }
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntries().some(contentful)) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint' });
    document.addEventListener('visibilitychange', function () { if (document.visibilityState === 'hidden') start(); });
  }
  setTimeout(startOnceDrawn, waitMs);
  var pictures = Array.prototype.slice.call(document.querySelectorAll('img[elementtiming="' + pictureName + '"]'));
  if (pictures.length > 0 && types.indexOf('element') >= 0) {
    var shown = [];
    var observer;
    var seen = function (picture) {
      if (shown.indexOf(picture) < 0 && pictures.indexOf(picture) >= 0) shown.push(picture);
      if (shown.length < pictures.length) return;
      observer.disconnect();
      setTimeout(start, 0);
    };
    observer = new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) { if (entry.identifier === pictureName) seen(entry.element); });
    });
    observer.observe({ type: 'element', buffered: true });
    pictures.forEach(function (picture) {
      picture.decode().catch(function () { seen(picture); });
    });
    return;
  }
  Promise.all(pictures.map(function (picture) { return picture.decode().catch(function () {}); })).then(function () {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  });
})`.replace(/\n\s*/g, '');

/** A file a rendered page's start-up fetches: a script, a stylesheet (fetched, not applied), or a remote's manifest. */
export interface StartFile {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

/**
 * Starts a rendered page's code once its first-screen pictures (named FIRST_SCREEN_PICTURE for Element Timing, and
 * asked for with fetchpriority="high") are on screen, or after FIRST_SCREEN_WAIT_MS once the page has been drawn: the
 * page's entry script and, at once beside it, every file it would otherwise fetch in waves (the shell's start-up
 * chunks; the remotes' manifests, entries, modules and stylesheets of the page and of its fragments). The page is readable without them; on a phone's
 * connection 200 KB of code fetched beside the cover delays the cover (the shopper's first view of the page), and
 * hydrating is a long task that would hold its paint.
 */
export function startScript({ entry, files, nonce }: { entry: string; files: StartFile[]; nonce: string }): string {
  return `<script nonce="${nonce}">${START_AFTER_FIRST_SCREEN}(${scriptJson(entry)}, ${scriptJson(files)}, ${FIRST_SCREEN_WAIT_MS}, ${scriptJson(FIRST_SCREEN_PICTURE)})</script>`;
}
