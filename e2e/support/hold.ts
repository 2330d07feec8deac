import type { Page } from '@playwright/test';

/**
 * Holds back every request of the page matching `url` (a glob or a pattern) until the returned function is called:
 * what the page does while one of its files has not arrived yet, as on a slow connection.
 */
export async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
