/**
 * The servers' answer times Lantern simulates a page with, measured apart from the page's load (docs/benchmark.md,
 * "Server answer times").
 *
 * Lantern charges every request to an origin that origin's median server response time, as it estimates it from the
 * load it watched (time to the answer's headers less the round trip). On this 2-core machine the browser and the
 * store's servers share the cores: the requests a page makes while its code runs (the covers below the fold, the API
 * calls after hydration) wait for a core on the server's side, and the simulation then charged that wait to every
 * request, the page's document and first cover included. Measured on /books on a desktop run: 17 ms per request by the
 * median (its 39 requests spread from 0.1 to 59 ms), against 3 ms for the static page, whose two requests come before
 * anything runs. In production the servers have cores of their own, as the shopper's phone has its own; this is the
 * servers' half of what main-thread-cpu.mjs does for the page's main thread.
 *
 * So once a run is gathered, the page's GET requests are asked again, one after the other, with the browser closed,
 * and each origin's median time to headers replaces Lantern's estimate (its `precomputedLanternData`; no additional
 * round trip for any origin: all of them are this machine).
 */
/** The page's GET requests over HTTP, by origin, each address once (from a run's DevTools log). */
function requestsByOrigin(devtoolsLog) {
  const byOrigin = new Map();
  for (const event of devtoolsLog) {
    if (event.method !== 'Network.requestWillBeSent') continue;
    const { url, method } = event.params.request;
    if (method !== 'GET' || !/^https?:/.test(url)) continue;
    const origin = new URL(url).origin;
    if (!byOrigin.has(origin)) byOrigin.set(origin, new Set());
    byOrigin.get(origin).add(url);
  }
  return byOrigin;
}

/** How long `url` takes to answer with its headers (fetch resolves then), in ms; null when it does not answer. */
async function timeToHeaders(url) {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' }, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    const elapsed = performance.now() - started;
    await response.arrayBuffer();
    return elapsed;
  } catch {
    return null;
  }
}

/**
 * Lantern's data for the run whose DevTools log is `devtoolsLog`: `{ additionalRttByOrigin, serverResponseTimeByOrigin }`
 * (an origin that never answered is left out: Lantern then takes its own default for it).
 */
export async function measureServerAnswerTimes(devtoolsLog) {
  const additionalRttByOrigin = {};
  const serverResponseTimeByOrigin = {};
  for (const [origin, urls] of requestsByOrigin(devtoolsLog)) {
    const times = [];
    for (const url of urls) times.push(await timeToHeaders(url));
    const answered = times.filter((time) => time !== null).sort((a, b) => a - b);
    if (answered.length === 0) continue;
    // The median, as Lantern summarizes its own estimates (the mean of the middle two for an even count).
    const middle = (answered.length - 1) / 2;
    additionalRttByOrigin[origin] = 0;
    serverResponseTimeByOrigin[origin] = (answered[Math.floor(middle)] + answered[Math.ceil(middle)]) / 2;
  }
  return { additionalRttByOrigin, serverResponseTimeByOrigin };
}
