/**
 * Waterfall checks of a server-rendered page, made deterministic by slowing chosen files down in the browser
 * (Playwright routes), so that what waits for what shows as times:
 * - `remoteCodeWithShell`: the shell's main.js is held back 800 ms; the route's remote entry must still be requested
 *   before main.js has arrived (the server's HTML preloads it: hydration does not wait for one file after another);
 * - `dataInHtml`: the route's first-screen data is never asked for by the browser (it came with the HTML, as React
 *   Router's hydration data).
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
  const entryAsked = shellSlow.started((requestUrl) => requestUrl === `${route.remote}/remoteEntry.js`);
  const remoteCodeWithShell = {
    ok: entryAsked !== null && mainArrived !== null && entryAsked < mainArrived,
    detail: `main.js (held 800 ms) arrived at ${mainArrived} ms; ${route.remote} entry asked at ${entryAsked} ms`,
  };
  // The page's code must not ask for its data. The fragments the page mounts once it is live (the cart's add-to-cart
  // button reads the book it sells) come from other remotes, and only after it: what is asked from then on is theirs.
  const dataAsked = shellSlow.started((requestUrl) => route.data.test(requestUrl));
  const fragmentsStarted = shellSlow.started((requestUrl) => remoteOrigins.some((origin) => origin !== route.remote && requestUrl.startsWith(`${origin}/`)));
  const askedByPage = dataAsked !== null && (fragmentsStarted === null || dataAsked < fragmentsStarted);
  const dataInHtml = {
    ok: !askedByPage,
    detail: dataAsked === null ? 'never asked for by the browser' : `asked for at ${dataAsked} ms, ${askedByPage ? 'by the page' : `by a fragment (other remotes from ${fragmentsStarted} ms)`}`,
  };
  return { remoteCodeWithShell, dataInHtml };
}
