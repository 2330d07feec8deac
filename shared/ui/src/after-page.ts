/**
 * The one way to defer a fragment: a RemoteSlot with `afterPage` loads its module once the page is on screen, and a
 * server-rendered page's start-up does not fetch it with the page's own. Loaded together with the page, a fragment's
 * remote entry and chunks share a slow phone's bandwidth and processor with the page's first screen: in Lighthouse
 * phone runs, waiting brought the largest paint 0.15 s (/cart) to 0.4 s (a book page) sooner.
 * A page that takes longer than AFTER_PAGE_LIMIT_MS does not keep them away any longer.
 */
import { afterNextPaint } from './next-paint';

export const AFTER_PAGE_LIMIT_MS = 5000;

let markSettled: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  markSettled = resolve;
});

/**
 * The page of the first route is on screen (or could not be): what waits for it may load. Called by whoever mounts the
 * pages (the shell, a remote's standalone page); later calls do nothing.
 */
export function markPageSettled(): void {
  markSettled();
}

/**
 * Resolves once the settled page has been painted, or AFTER_PAGE_LIMIT_MS after this call at the latest. A page is
 * committed before it is painted, and starting the fragments at the commit delayed that paint (the heading of /cart by
 * about 0.2 s in Lighthouse phone runs).
 */
export function pageOnScreen(): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, AFTER_PAGE_LIMIT_MS);
    void settled.then(afterNextPaint).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
