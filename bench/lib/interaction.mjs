/* global document -- the init script and the checks run in the page */
import { calibrate, openPhone } from './phone.mjs';

/**
 * Interaction to Next Paint (issue 44) of what a shopper does most on the phone, on the emulated phone (phone.mjs: the
 * CPU slowdown set from the machine's benchmark index measured just before each run). Each is done once the page is
 * live and quiet (no request for 500 ms, no long task for 1 s): the figure is what the interaction itself costs, not
 * the loading it would wait behind (that is TBT and "hydrated at").
 * - `live`: the page answers (the header's cart counter comes once the page is hydrated, as in the e2e tests; on the
 *   book page, its own add-to-cart button enabled);
 * - `act`: what the shopper does; `done`: what shows it was done (the probe fails if it never shows).
 */
const HEADER_LIVE = () => document.querySelector('[data-testid="cart-count"]') !== null;
const TYPED = 'roman';

const interactions = (bookPath) => [
  {
    name: 'add to cart',
    path: bookPath,
    live: () => [...document.querySelectorAll('main [data-boundary="cart"] button')].some((button) => !button.disabled),
    // The page's own button, not the header's cart button of the same remote.
    act: (page) => page.locator('main [data-boundary="cart"] button:enabled').first().click(),
    done: () => document.querySelector('[data-testid="cart-count"]')?.textContent.trim() === '1',
  },
  {
    name: 'open the filters',
    path: '/books',
    live: HEADER_LIVE,
    // On a phone the filter panel starts closed behind this button (mf-catalog's filter-panel.tsx).
    act: (page) => page.locator('button.filter-panel__toggle').click(),
    done: () => document.querySelector('button.filter-panel__toggle')?.getAttribute('aria-expanded') === 'true',
  },
  {
    name: 'switch the language',
    path: '/books',
    live: HEADER_LIVE,
    // The top bar's choice (the drawer has the same one, behind the menu button).
    act: (page) => page.locator('#top-language-eng').click(),
    done: () => document.querySelector('#top-language-eng')?.checked === true,
  },
  {
    name: 'type in the search',
    path: '/books',
    live: HEADER_LIVE,
    // A tap into the box, then a few keys at a quick typist's pace; every one of them is an interaction.
    act: async (page) => {
      await page.locator('header input[name="q"]').click();
      await page.keyboard.type(TYPED, { delay: 120 });
    },
    done: (typed) => document.querySelector('header input[name="q"]')?.value === typed,
    doneArg: TYPED,
  },
];

/**
 * INP from Event Timing entries, as web-vitals computes it for fewer than 50 interactions: each interaction lasts as
 * long as its longest event (a tap's pointerdown, pointerup and click share one interactionId), and INP is the longest
 * interaction. Also how that one's time splits, over all its events within it (a click's handlers run after its
 * pointerdown's): waiting for the main thread, the handlers, then until the frame was presented.
 */
export function inpOf(entries) {
  const longest = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const known = longest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) longest.set(entry.interactionId, entry);
  }
  const [worst] = [...longest.values()].sort((a, b) => b.duration - a.duration);
  if (!worst) return null;
  const end = worst.startTime + worst.duration;
  const events = entries.filter((entry) => entry.interactionId === worst.interactionId && entry.processingStart >= worst.startTime && entry.processingEnd <= end);
  const handlersStart = Math.min(...events.map((entry) => entry.processingStart));
  const handlersEnd = Math.max(...events.map((entry) => entry.processingEnd));
  return {
    inp: worst.duration,
    interactions: longest.size,
    events: [...new Set(events.map((entry) => entry.name))].join('+'),
    inputDelay: Math.round(handlersStart - worst.startTime),
    processing: Math.round(handlersEnd - handlersStart),
    presentation: Math.round(end - handlersEnd),
  };
}

/** Records the page's interactions (Event Timing, from its first input) and when its last long task ended. */
function observe() {
  const entries = (globalThis.__eventEntries = []);
  globalThis.__lastLongTaskEnd = 0;
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      const { name, interactionId, startTime, duration, processingStart, processingEnd } = entry;
      entries.push({ name, interactionId, startTime, duration, processingStart, processingEnd });
    }
  };
  // 16 ms, the lowest threshold the API takes: a shorter event is no candidate for INP. The first input is reported
  // whatever it lasts, so there is always an entry for the interaction done.
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) globalThis.__lastLongTaskEnd = Math.max(globalThis.__lastLongTaskEnd, task.startTime + task.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** Until the page has run no long task for a second. */
const quiet = (page) => page.waitForFunction(() => performance.now() - globalThis.__lastLongTaskEnd > 1000, null, { timeout: 60_000, polling: 100 });

async function measureOnce(browser, url, interaction) {
  const calibration = await calibrate(browser);
  const { context, page } = await openPhone(browser, calibration.multiplier);
  try {
    await page.addInitScript(observe);
    await page.goto(url);
    await page.waitForFunction(interaction.live, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await quiet(page);
    await interaction.act(page);
    // Checked every 100 ms, not on every animation frame (Playwright's default): a check in each frame would be the
    // probe's own work in the very frames whose presentation INP times.
    await page.waitForFunction(interaction.done, interaction.doneArg, { timeout: 30_000, polling: 100 });
    // Event Timing reports an interaction once the frame after it is presented: a moment later, and later still when
    // what it started keeps the main thread busy.
    await page.waitForTimeout(1000);
    await quiet(page);
    const measured = inpOf(await page.evaluate(() => globalThis.__eventEntries));
    if (!measured) throw new Error(`no interaction recorded on ${url} (${interaction.name})`);
    return { ...measured, ...calibration };
  } finally {
    await context.close();
  }
}

/** Each interaction on `runs` fresh contexts: the median INP, and each run's figures with its index and slowdown. */
export async function measureInteractions(browser, base, bookPath, runs) {
  const results = [];
  for (const interaction of interactions(bookPath)) {
    console.log(`INP, ${runs} runs: ${interaction.name} on ${interaction.path} (phone)…`);
    const all = [];
    for (let run = 0; run < runs; run++) all.push(await measureOnce(browser, `${base}${interaction.path}`, interaction));
    const sorted = all.map((run) => run.inp).sort((a, b) => a - b);
    results.push({ name: interaction.name, path: interaction.path, median: sorted[Math.floor(sorted.length / 2)], runs: all });
  }
  return results;
}
