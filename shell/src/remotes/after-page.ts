/**
 * The fragments in `afterPageFragments` (routes.ts) wait for the page: the registry loads them once the page's module
 * has rendered, or failed, or the route turned out to have no remote page (404). Loaded together with the page, their
 * remotes' entries and chunks share a slow phone's bandwidth and processor with the page's first screen: in the
 * bench's Lighthouse phone runs, the home page's largest paint came about 0.3 s later and the book page's about 0.45 s.
 * A page that takes longer than AFTER_PAGE_LIMIT_MS does not keep them away any longer.
 */
export const AFTER_PAGE_LIMIT_MS = 5000;

let markSettled: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  markSettled = resolve;
});

/** The page of the first route is on screen (or could not be): what waits for it may load. Later calls do nothing. */
export function markPageSettled(): void {
  markSettled();
}

/** Resolves when the page has settled, or AFTER_PAGE_LIMIT_MS after this call at the latest. */
export function afterPage(): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, AFTER_PAGE_LIMIT_MS);
    void settled.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
