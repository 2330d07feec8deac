import { PAGE_DATA_ID, type PageData } from '../page-data';

function writePageData(data: Pick<PageData, 'entry' | 'files'>) {
  document.body.innerHTML = '';
  const element = Object.assign(document.createElement('script'), { type: 'application/json', id: PAGE_DATA_ID });
  element.textContent = JSON.stringify(data);
  document.body.append(element);
}

/** Runs the start module as the page's bootstrap script runs it: once, on the page as it is. */
function runStartModule() {
  jest.isolateModules(() => jest.requireActual('./start-after-first-screen'));
}

const flush = async () => {
  for (let turn = 0; turn < 5; turn++) {
    await Promise.resolve();
    jest.runOnlyPendingTimers();
  }
};

beforeEach(() => jest.useFakeTimers());
const realObserver = window.PerformanceObserver;
afterEach(() => {
  jest.useRealTimers();
  Object.assign(window, { PerformanceObserver: realObserver });
});

/**
 * A browser that reports paints (Paint Timing), with none yet: `paint(name)` reports one, as the browser does once the
 * page is drawn.
 */
function fakePaintTiming() {
  const observers: Array<(list: { getEntries: () => PerformanceEntry[] }, observer: { disconnect: () => void }) => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  Object.assign(window, { PerformanceObserver: FakeObserver });
  Object.defineProperty(performance, 'getEntriesByType', { value: () => [], configurable: true });
  return {
    /** A paint at `startTime` (by default before the start-up ran). */
    paint(name: string, startTime = -1) {
      const entries = [{ name, entryType: 'paint', startTime, duration: 0 } as PerformanceEntry];
      for (const callback of [...observers]) callback({ getEntries: () => entries }, { disconnect: () => observers.splice(observers.indexOf(callback), 1) });
    },
  };
}

test('a page without pictures on its first screen starts its code once it is drawn with content: its files preloaded, then its entry', async () => {
  const browser = fakePaintTiming();
  writePageData({ entry: '/main.js', files: [{ href: '/app.js', as: 'script' }, { href: 'http://localhost:3001/mf-manifest.json', as: 'fetch' }] });
  document.head.innerHTML = '';
  runStartModule();
  await flush();
  // Its first frame and its timers are no reason: its fetches would compete with the paint (and, to Lighthouse's
  // simulation, delay it).
  browser.paint('first-paint');
  await flush();
  expect(document.querySelectorAll('script[src], link[rel="preload"]')).toHaveLength(0);
  browser.paint('first-contentful-paint');
  // `as` as the property (jsdom does not reflect it as an attribute).
  const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [link.getAttribute('href'), (link as HTMLLinkElement).as, link.getAttribute('crossorigin')]);
  expect(preloads).toEqual([
    ['/app.js', 'script', null],
    ['http://localhost:3001/mf-manifest.json', 'fetch', 'anonymous'],
  ]);
  expect([...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual(['/main.js']);
});

test('a page with nothing contentful (a placeholder) starts its code once it is drawn whole: a paint after the start-up ran', async () => {
  const browser = fakePaintTiming();
  writePageData({ entry: '/main.js', files: [] });
  runStartModule();
  await flush();
  expect(document.querySelector('script[src]')).toBeNull();
  browser.paint('first-paint', performance.now() + 5);
  expect([...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual(['/main.js']);
});

test('a page without its data (rendered in the browser) starts nothing', async () => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  runStartModule();
  await flush();
  expect(document.querySelectorAll('script[src], link[rel="preload"]')).toHaveLength(0);
});
