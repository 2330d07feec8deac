/**
 * The start of a server-rendered page's code: the renderer puts this module's build (dist/server/start.js, the
 * shell's third build) in the page as React's bootstrap script, with the page's nonce. It fetches the page's entry
 * script and, at once beside it, every file the page would otherwise fetch in waves (the shell's start-up chunks; the
 * remotes' manifests, entries, modules and stylesheets of the page and of its fragments): the page data's `entry` and
 * `files`.
 *
 * It starts them once each first-screen picture (FIRST_SCREEN_PICTURE for Element Timing, asked for with
 * fetchpriority="high") is on screen, or after FIRST_SCREEN_WAIT_MS once the page has been drawn; on a page without
 * such a picture (a shopper's own page), once it is drawn (its first contentful paint, or a paint of the whole page
 * with nothing contentful, a placeholder). The page is readable without its code; on a phone's connection 200 KB of
 * code fetched beside the cover delays the cover (the shopper's first view of the page), and hydrating is a long task
 * that would hold its paint.
 * - Where the browser reports pictures on screen (Element Timing, Chromium), the code starts once each is there (or
 *   has failed): a decoded picture is drawn a frame or more later, and on a busy phone that frame reaches the screen
 *   well after the main thread has moved on. Elsewhere it starts a frame after they are decoded.
 * - A picture that fails (decode() rejects, whether it failed before this ran or after) is never on screen: it counts
 *   as there.
 * - The limit is for pictures that are slow to come, not for a browser that has drawn nothing yet (a busy phone, or one
 *   that holds its first frame back): the code never competes with the page's first paint. A hidden page draws
 *   nothing: it starts at the limit, and so does one that becomes hidden while it waits.
 * - The federation runtime asks for a manifest with fetch(), in CORS mode: the manifest's preload must match it to be
 *   used (crossOrigin).
 * It is in every page a shopper opens: keep it small, and free of imports that bring code (types and constants only).
 */
import { FIRST_SCREEN_PICTURE } from '@bookshop/contracts';
import { renderedPageData } from '../page-data';

/** How long a rendered page's code waits at most for its first-screen pictures (once the page has been drawn). */
const FIRST_SCREEN_WAIT_MS = 1500;

function startAfterFirstScreen(): void {
  const page = renderedPageData();
  if (!page) return;
  let started = false;
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];

  function start(): void {
    if (started || !page) return;
    started = true;
    for (const file of page.files) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = file.as;
      link.href = file.href;
      if (file.as === 'fetch') link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.src = page.entry;
    document.body.appendChild(script);
  }

  // This script is at the end of the page: a paint after it ran drew the whole page.
  const ranAt = performance.now();

  /**
   * Once the page is drawn: its first contentful paint, or a paint of the whole page that had nothing contentful to
   * draw (a page that is a placeholder, as the admin panel's before its code).
   */
  function startOnceDrawn(): void {
    const drawn = (entry: PerformanceEntry) => entry.name === 'first-contentful-paint' || entry.startTime >= ranAt;
    if (document.visibilityState === 'hidden' || !types.includes('paint') || performance.getEntriesByType('paint').some(drawn)) {
      start();
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some(drawn)) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint' });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') start();
    });
  }

  const pictures = Array.from(document.querySelectorAll<HTMLImageElement>(`img[elementtiming="${FIRST_SCREEN_PICTURE}"]`));
  // No picture to wait for (a shopper's own page, a list without covers): the code starts once the page is drawn.
  if (pictures.length === 0) {
    startOnceDrawn();
    // A page drawn in part before this ran, then nothing contentful: no paint entry comes any more.
    setTimeout(() => {
      if (performance.getEntriesByType('paint').length > 0) start();
    }, FIRST_SCREEN_WAIT_MS);
    return;
  }
  setTimeout(startOnceDrawn, FIRST_SCREEN_WAIT_MS);
  if (types.includes('element')) {
    const shown = new Set<Element>();
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { identifier?: string; element?: Element | null }>) {
        if (entry.identifier === FIRST_SCREEN_PICTURE && entry.element) seen(entry.element);
      }
    });
    const seen = (picture: Element) => {
      if (pictures.includes(picture as HTMLImageElement)) shown.add(picture);
      if (shown.size < pictures.length) return;
      observer.disconnect();
      setTimeout(start, 0);
    };
    observer.observe({ type: 'element', buffered: true });
    for (const picture of pictures) picture.decode().catch(() => seen(picture));
    return;
  }
  void Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined))).then(() => {
    requestAnimationFrame(() => setTimeout(start, 0));
  });
}

startAfterFirstScreen();
