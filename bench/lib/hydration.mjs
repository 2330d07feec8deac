/* global document, MutationObserver -- the init script runs in the page */
import { calibrate, openPhone } from './phone.mjs';

/**
 * "Hydrated at" (issue 20): when the book page's add-to-cart button answers a click, on the emulated phone (phone.mjs:
 * the CPU slowdown set from the machine's benchmark index measured just before each run). The button is the cart
 * remote's, mounted once the page is hydrated: its first appearance is the moment. Median of `runs` fresh contexts;
 * each run with its index and slowdown.
 */
export async function measureHydratedAt(browser, url, runs) {
  const all = [];
  for (let run = 0; run < runs; run++) {
    const calibration = await calibrate(browser);
    const { context, page } = await openPhone(browser, calibration.multiplier);
    await page.addInitScript(() => {
      globalThis.__hydrated = new Promise((resolve) => {
        new MutationObserver((_changes, observer) => {
          // The page's own (in main), not the header's cart button, which is of the same remote and comes sooner.
          const button = [...document.querySelectorAll('main [data-boundary="cart"] button')].find((element) => !element.disabled);
          if (!button) return;
          observer.disconnect();
          resolve(performance.now());
        }).observe(document, { childList: true, subtree: true, attributes: true });
      });
    });
    await page.goto(url);
    // Awaited, not polled: Playwright's waitForFunction checks on every animation frame, a task each frame on the
    // throttled main thread that hydration then shares (about 8 ms of every 15 in a trace of this probe).
    const hydratedAt = await page.evaluate(() => Promise.race([globalThis.__hydrated, new Promise((_resolve, reject) => setTimeout(() => reject(new Error('not hydrated within 60 s')), 60_000))]));
    all.push({ ms: Math.round(hydratedAt), ...calibration });
    await context.close();
  }
  const sorted = all.map((run) => run.ms).sort((a, b) => a - b);
  return { runs: all, median: sorted[Math.floor(sorted.length / 2)] };
}
