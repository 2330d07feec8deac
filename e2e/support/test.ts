/**
 * The `test` and `expect` every spec uses: Playwright's, with two additions. A page's `goto` waits for a server-rendered
 * page to be live (see `live`). And a test fails if any page it opened met a
 * Content-Security-Policy violation (the store's policy: scripts/security.mjs), so a change that needs a new source,
 * an inline script or eval shows up here rather than in a shopper's browser. Violations are seen two ways: Chromium's
 * console message ("Refused to … because it violates the following Content Security Policy directive") and the
 * page's `securitypolicyviolation` event.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** The violations seen during the running test (one worker: one test at a time). */
let current: string[] | null = null;

/** Watches the pages of one browser context: the test's own is watched already; call it on a context a test makes. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  context.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) current?.push(`console: ${message.text()}`);
  });
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => current?.push(`event: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/**
 * Waits until a server-rendered page is live. It is on screen before its code runs, and a control used before the page
 * is hydrated does nothing (React has no handler on it yet): a shopper meets that window on a slow phone, a test meets
 * it on every page. The header's cart counter, which the browser adds once the page is hydrated, is the sign; admin
 * pages have no header, and their page is the browser's alone (a test waits for it anyway).
 */
async function live(page: Page): Promise<void> {
  await page.waitForFunction(() => !('__staticRouterHydrationData' in window) || document.querySelector('[data-testid="cart-count"], .main--admin') !== null);
}

export const test = base.extend<{ cspViolations: string[] }>({
  /** The test's page; its `goto` and `reload` resolve once a server-rendered page is live (see `live`). */
  page: async ({ page }, use) => {
    const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
    page.goto = async (...args) => {
      const response = await goto(...args);
      await live(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await live(page);
      return response;
    };
    await use(page);
  },
  /** The violations seen so far; a test that provokes one on purpose checks it, then empties the list. */
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      current = violations;
      await watchCsp(context);
      await use(violations);
      current = null;
      expect(violations, 'Content-Security-Policy violations in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

