/* global document, MutationObserver -- the init script runs in the page */
/**
 * "Hydrated at" (issue 20): when the book page's add-to-cart button answers a click, on the phone profile Lighthouse
 * uses (412 x 823, 4x CPU slowdown, 150 ms round trips at 1.6 Mbit/s down, 0.75 up, applied here with the DevTools
 * protocol rather than simulated). The button is the cart remote's, mounted once the page is hydrated: its first
 * appearance is the moment. Median of `runs` fresh contexts.
 */
export async function measureHydratedAt(browser, url, runs) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        // The page's own (in main), not the header's cart button, which is of the same remote and comes sooner.
        const button = [...document.querySelectorAll('main [data-boundary="cart"] button')].find((element) => !element.disabled);
        if (!button) return;
        globalThis.__hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await page.goto(url);
    await page.waitForFunction(() => globalThis.__hydratedAt !== undefined, null, { timeout: 60_000 });
    times.push(await page.evaluate(() => globalThis.__hydratedAt));
    await context.close();
  }
  times.sort((a, b) => a - b);
  return { runs: times.map(Math.round), median: Math.round(times[Math.floor(times.length / 2)]) };
}
