/**
 * Waterfall checks, made deterministic by slowing chosen files down in the browser (Playwright routes), so that what
 * waits for what shows as times:
 * - `remoteCodeWithShell`: the shell's main.js is held back 800 ms; the route's remote manifest and entry must still be
 *   requested before main.js has arrived (they start with the page, not after the shell's code);
 * - `dataWithoutUnrelated`: every remote that does not own the route is held back 1500 ms; the route's first-screen
 *   data must still be requested before any of them has arrived.
 */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function timeline(browser, url, delay) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route('**/*', async (route) => {
    const ms = delay(route.request().url());
    if (ms) await sleep(ms);
    await route.continue();
  });
  const started = new Map();
  const finished = new Map();
  const t0 = Date.now();
  page.on('request', (request) => started.has(request.url()) || started.set(request.url(), Date.now() - t0));
  page.on('requestfinished', (request) => finished.has(request.url()) || finished.set(request.url(), Date.now() - t0));
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  const first = (map, test) => [...map].filter(([requestUrl]) => test(requestUrl)).map(([, time]) => time).sort((a, b) => a - b)[0] ?? null;
  return { started: (test) => first(started, test), finished: (test) => first(finished, test) };
}

/**
 * @param {object} route { path, remote (owner origin, e.g. 'http://localhost:3001'), data (RegExp of its first-screen call) }
 * @param {string[]} remoteOrigins every remote origin
 */
export async function checkWaterfall(browser, base, route, remoteOrigins) {
  const url = `${base}${route.path}`;
  const isShellMain = (requestUrl) => requestUrl === `${base}/main.js`;
  const shellSlow = await timeline(browser, url, (requestUrl) => (isShellMain(requestUrl) ? 800 : 0));
  const mainArrived = shellSlow.finished(isShellMain);
  const manifestAsked = shellSlow.started((requestUrl) => requestUrl === `${route.remote}/mf-manifest.json`);
  const entryAsked = shellSlow.started((requestUrl) => requestUrl === `${route.remote}/remoteEntry.js`);
  const remoteCodeWithShell = {
    ok: manifestAsked !== null && entryAsked !== null && mainArrived !== null && manifestAsked < mainArrived && entryAsked < mainArrived,
    detail: `main.js (held 800 ms) arrived at ${mainArrived} ms; ${route.remote} manifest asked at ${manifestAsked} ms, entry at ${entryAsked} ms`,
  };

  const unrelated = remoteOrigins.filter((origin) => origin !== route.remote);
  const isUnrelated = (requestUrl) => unrelated.some((origin) => requestUrl.startsWith(`${origin}/`));
  const othersSlow = await timeline(browser, url, (requestUrl) => (isUnrelated(requestUrl) ? 1500 : 0));
  const dataAsked = othersSlow.started((requestUrl) => route.data.test(requestUrl));
  const firstUnrelated = othersSlow.finished(isUnrelated);
  const dataWithoutUnrelated = {
    ok: dataAsked !== null && (firstUnrelated === null || dataAsked < firstUnrelated),
    detail: `other remotes held 1500 ms (first arrived at ${firstUnrelated} ms); first-screen data asked at ${dataAsked} ms`,
  };
  return { remoteCodeWithShell, dataWithoutUnrelated };
}
