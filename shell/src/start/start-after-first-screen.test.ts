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
afterEach(() => jest.useRealTimers());

test("a page without pictures on its first screen starts its code a frame after it is drawn: its files preloaded, then its entry", async () => {
  writePageData({ entry: '/main.js', files: [{ href: '/app.js', as: 'script' }, { href: 'http://localhost:3001/mf-manifest.json', as: 'fetch' }] });
  document.head.innerHTML = '';
  runStartModule();
  expect(document.querySelector('script[src]')).toBeNull();
  await flush();
  // `as` as the property (jsdom does not reflect it as an attribute).
  const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [link.getAttribute('href'), (link as HTMLLinkElement).as, link.getAttribute('crossorigin')]);
  expect(preloads).toEqual([
    ['/app.js', 'script', null],
    ['http://localhost:3001/mf-manifest.json', 'fetch', 'anonymous'],
  ]);
  expect([...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual(['/main.js']);
});

test('a page without its data (rendered in the browser) starts nothing', async () => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  runStartModule();
  await flush();
  expect(document.querySelectorAll('script[src], link[rel="preload"]')).toHaveLength(0);
});
