/** Writes bench/report.json (every figure) and bench/report.md (the tables to read). */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/apps.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => (value === null || value === undefined ? '—' : String(Math.round(value)));
const index = (value) => (Number.isFinite(value) ? String(Math.round(value)) : '?');
/** A phone run's calibration: the machine's benchmark index measured just before it, and the slowdown set from it. */
const phone = (run) => `index ${index(run.measuredIndex)}, ${Number.isFinite(run.multiplier) ? run.multiplier.toFixed(2) : '?'}x`;
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

function firstLoadSection(report) {
  const totals = table(
    ['page', 'device', 'JS gzip KB', 'JS brotli KB', 'JS requests', 'all requests', 'transferred KB', 'deferred JS gzip KB (next 5 s)'],
    report.firstLoad.map((load) => [
      load.path,
      load.device,
      kb(load.totals.jsGzip),
      kb(load.totals.jsBrotli),
      load.totals.jsRequests,
      load.totals.requests,
      kb(load.totals.transferred),
      `${kb(load.deferred.jsGzip)} (${load.deferred.jsRequests} files)`,
    ]),
  );
  const phone = report.firstLoad.filter((load) => load.device === 'phone');
  const modules = report.modules.filter((module) => phone.some((load) => load.js[module].requests > 0 || load.js[module].gzip > 0));
  const byModule = table(
    ['module', ...phone.map((load) => `${load.path} gzip KB (requests)`)],
    modules.map((module) => [module, ...phone.map((load) => `${kb(load.js[module].gzip)} (${load.js[module].requests})`)]),
  );
  return [
    '## First load (from what the browser fetched)',
    '',
    'Fresh browser context, empty cache, service worker blocked; everything fetched until the network is idle (plus',
    '500 ms). gzip (level 9) and brotli (quality 11) sizes are computed from the bodies received; "transferred" is what',
    'the server actually sent (it serves the precompressed brotli files). Code the page fetches on its own later (the',
    'hero carousel, after 2 s) is counted apart as deferred.',
    '',
    totals,
    '',
    'JavaScript by module, phone (bytes of each file split by its source map: `federation runtime` is the Module',
    'Federation runtime, webpack runtimes and remote entries\' glue; `shared libraries` are npm packages and the',
    'repository\'s shared/ packages; a request counts for the module holding most of its bytes):',
    '',
    byModule,
    '',
    `Copies of the federation runtime fetched per page: runtime core ${[...new Set(report.firstLoad.map((load) => load.runtimeCopies.length))].join(', ')}, bundler runtime ${[...new Set(report.firstLoad.map((load) => load.bundlerRuntimeCopies.length))].join(', ')} (budget: 1 each, the shell's).`,
  ].join('\n');
}

function waterfallSection(report) {
  return [
    '## Waterfall checks',
    '',
    table(
      ['page', 'remote code starts with the shell\'s', 'first-screen data in the HTML'],
      report.waterfall.map((check) => [
        check.route,
        `${check.remoteCodeWithShell.ok ? 'yes' : '**no**'}: ${check.remoteCodeWithShell.detail}`,
        `${check.dataInHtml.ok ? 'yes' : '**no**'}: ${check.dataInHtml.detail}`,
      ]),
    ),
  ].join('\n');
}

/** A server answer time, to a tenth of a millisecond; a dash when the run did not measure it (a report of before). */
const answerMs = (value) => (value === null || value === undefined ? '—' : value.toFixed(1));

function lighthouseSection(report) {
  const staticMobile = report.lighthouse.find((entry) => entry.route === 'static book page' && entry.formFactor === 'mobile');
  const staticDesktop = report.lighthouse.find((entry) => entry.route === 'static book page' && entry.formFactor === 'desktop');
  const rows = report.lighthouse.map((entry) => {
    const floor = entry.formFactor === 'mobile' ? staticMobile : staticDesktop;
    return [
      entry.path,
      entry.formFactor === 'mobile' ? 'phone' : 'desktop',
      ms(entry.lcp),
      floor ? (entry.lcp / floor.lcp).toFixed(2) : '—',
      entry.cls === null ? '—' : entry.cls.toFixed(3),
      ms(entry.tbt),
      ms(entry.fcp),
      kb(entry.bytes),
    ];
  });
  const shifted = report.lighthouse.filter((entry) => entry.shifted.length > 0).map((entry) => `- ${entry.path} (${entry.formFactor}): ${entry.shifted.join(', ')}`);
  return [
    `## Lighthouse (median of ${report.runs} runs)`,
    '',
    'Lighthouse 13 on the Debian Chromium; phone = its default mobile profile (simulated slow 4G) with the CPU slowdown',
    'of the emulated phone (index / 375, see "The emulated phone" in docs/benchmark.md) instead of its fixed 4x,',
    "desktop = `--preset=desktop`; on both, the page's main-thread tasks are timed by their thread time, not by how",
    "long they waited for a core, and each origin's server answer time is the median of the page's requests asked",
    'again one by one once the run is over, not what Lantern estimates from a load in which the servers wait for the',
    'cores the browser holds ("Server answer times" in docs/benchmark.md). "x static" is the LCP divided by the LCP of a',
    'static HTML page of the same book content served by the same server in the same run.',
    '',
    table(['page', 'device', 'LCP ms', 'x static', 'CLS', 'TBT ms', 'FCP ms', 'total KB'], rows),
    ...(shifted.length > 0 ? ['', 'Elements that moved (CLS culprits):', ...shifted] : []),
    '',
    'Phone TBT of each run, in brackets the benchmark index of the machine measured just before the run (higher is',
    "faster), the CPU slowdown set from it, the index Lighthouse itself measured during the run, and how long the main",
    "thread's tasks waited for a core (taken out before the simulation):",
    ...report.lighthouse
      .filter((entry) => entry.formFactor === 'mobile')
      .map((entry) => `- ${entry.path}: ${entry.runs.map((run) => `${ms(run.tbt)} (${phone(run)}; Lighthouse's ${index(run.benchmarkIndex)}; waited ${ms(run.waitedMs)} ms)`).join(', ')}`),
    '',
    "The page's origin's server answer time of each run, in ms: the one the simulation used (asked again apart), and in",
    'brackets the one Lantern estimated from the load:',
    ...report.lighthouse.map(
      (entry) =>
        `- ${entry.path} (${entry.formFactor === 'mobile' ? 'phone' : 'desktop'}): ${entry.runs.map((run) => `${answerMs(run.serverMs)} (${answerMs(run.observedServerMs)})`).join(', ')}`,
    ),
  ].join('\n');
}

function hydrationSection(report) {
  const { hydration } = report;
  return [
    '## Hydrated at',
    '',
    `When the book page's add-to-cart button answers a click (it is mounted once the page is hydrated), on the emulated`,
    'phone: 412 x 823, 150 ms round trips at 1.6 Mbit/s (the network Lighthouse simulates) and the CPU slowdown set from',
    `the benchmark index measured before each run, applied through the DevTools protocol. Median of ${hydration.runs.length} runs:`,
    `**${hydration.median} ms** (budget ${report.budgets.hydratedAtMs} ms); runs: ${hydration.runs.map((run) => `${run.ms} ms (${phone(run)})`).join(', ')}.`,
  ].join('\n');
}

function interactionSection(report) {
  return [
    '## Interaction to Next Paint',
    '',
    'On the same emulated phone, once the page is live and quiet: from the input to the next frame presented, by the',
    'Event Timing API (the longest interaction of the run, as web-vitals computes INP). "Longest" splits that',
    "interaction's time into the wait for the main thread, its handlers and the rest until the frame was presented.",
    '',
    table(
      ['interaction', 'page', 'INP ms (median)', 'budget', 'runs: INP ms (index, slowdown)', 'longest: events, wait + handlers + to paint ms'],
      report.interaction.map((entry) => [
        entry.name,
        entry.path,
        ms(entry.median),
        `${entry.median <= report.budgets.inpMs ? 'within' : '**over**'} ${report.budgets.inpMs}`,
        entry.runs.map((run) => `${ms(run.inp)} (${phone(run)})`).join(', '),
        entry.runs.map((run) => `${run.events}, ${run.inputDelay} + ${run.processing} + ${run.presentation}`).join('; '),
      ]),
    ),
  ].join('\n');
}

function rendererSection(report) {
  const { renderer } = report;
  return [
    '## Rendering server',
    '',
    `Book pages of the ${renderer.books.toLocaleString('en')}-book catalogue rendered by the store's server (scripts/serve.mjs in a process of`,
    `its own, with the API on the embedded database, both on this machine); the first render, which loads the catalog's`,
    `server container, took ${renderer.firstRenderMs} ms.${renderer.warmUpRenders ? ` Measured after ${renderer.warmUpRenders} renders of other books (a running server's compiled render path).` : ''}`,
    '',
    table(
      ['scenario', 'connections', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'p95 budget'],
      renderer.results.map((r) => [r.name, r.connections, r.p50, r.p95, r.p99, r.rps, r.connections === 1 ? `${r.p95 <= renderer.budget_p95_ms ? 'within' : '**over**'} ${renderer.budget_p95_ms} ms` : '—']),
    ),
    '',
    `Memory (resident): ${renderer.memory.rssBeforeMb} MB before ${renderer.memory.renders.toLocaleString('en')} renders, ${renderer.memory.rssAfterMb} MB after, with the catalog redeployed`,
    'half-way (its server manifest changed: a new container loaded, the old one let go).',
  ].join('\n');
}

/** One API run: its database, and each scenario's figures against the budgets of that database. */
function apiSection(run, title, note) {
  const { budgets } = run;
  const most = Math.max(...run.results.map((r) => r.connections));
  const verdict = (r) => {
    const p95 = budgets.p95Ms[r.kind];
    const rps = budgets.minRps[r.kind];
    if (r.connections === 1 && p95 !== undefined) return `p95 ${r.p95 <= p95 ? 'within' : '**over**'} ${p95} ms`;
    if (r.connections === most && rps !== undefined) return `${r.rps >= rps ? 'at least' : '**under**'} ${rps} req/s`;
    return '—';
  };
  return [
    `## ${title}`,
    '',
    `${run.books.toLocaleString('en')} books${run.orders ? ` and ${run.orders.toLocaleString('en')} orders` : ''} on ${run.database}, autocannon for ${run.seconds} s per scenario and connection count, client and server on the same machine (127.0.0.1).`,
    ...(run.seedSeconds !== undefined ? ['', `Bringing the database to that size took ${run.seedSeconds} s in this run (nothing to add when the cluster folder in bench/tmp already holds them).`] : []),
    '',
    table(
      ['scenario', 'connections', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'budget'],
      run.results.map((r) => [r.name, r.connections, r.p50, r.p95, r.p99, r.rps, verdict(r)]),
    ),
    '',
    note,
  ].join('\n');
}

/** A line naming the halves a partial run (--only, or no --db=pg) kept from an earlier report, with their dates. */
function keptHalves(report) {
  const names = { front: 'pages and rendering server', probes: 'phone probes (hydrated at, INP)', api: 'API on the embedded database', postgres: 'API on PostgreSQL' };
  const kept = Object.entries(report.measuredAt ?? {}).filter(([, date]) => date !== report.date);
  if (kept.length === 0) return [];
  return ['', `Kept from earlier runs: ${kept.map(([half, date]) => `${names[half]} (measured ${date})`).join('; ')}.`];
}

export function writeReport(report) {
  fs.writeFileSync(path.join(ROOT, 'bench', 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  const sections = [
    '# Benchmark report',
    '',
    `${report.date}, ${report.machine}. Written by \`npm run bench\` (see docs/benchmark.md).`,
    ...keptHalves(report),
    '',
    report.failures.length === 0 ? '**Every budget is met.**' : `**Over budget:**\n\n${report.failures.map((failure) => `- ${failure}`).join('\n')}`,
  ];
  if (report.firstLoad.length > 0) sections.push('', firstLoadSection(report), '', waterfallSection(report), '', lighthouseSection(report));
  if (report.hydration) sections.push('', hydrationSection(report));
  if (report.interaction) sections.push('', interactionSection(report));
  if (report.renderer) sections.push('', rendererSection(report));
  if (report.api) {
    sections.push('', apiSection(report.api, 'API on the embedded database', [
      'PGlite serves one query at a time, so with 4 connections each latency includes the wait behind the others; budgets',
      'are checked on the single-connection runs. A real PostgreSQL (DATABASE_URL) serves calls in parallel.',
    ].join('\n')));
  }
  if (report.apiPostgres) {
    sections.push('', apiSection(report.apiPostgres, 'API on PostgreSQL at scale (`--db=pg`)', [
      'Server settings: bench/lib/api-load.mjs POSTGRES_SETTINGS (the README\'s "Running at scale"). Lists count up to',
      'LIST_COUNT_LIMIT (1,000); their pages stop there; each count is kept until the catalogue changes (LIST_COUNT_CACHE).',
      'The autocannon client shares the 2 cores with the API and PostgreSQL.',
    ].join('\n')));
    const cold = report.apiPostgres.countsNotKept ?? [];
    if (cold.length > 0) {
      sections.push('', [
        'The same lists, searches and filter counts with no count kept (`LIST_COUNT_CACHE=0`), one connection: what a list',
        'costs the first time it is asked for since the catalogue last changed. Not held to the budgets. Filter counts past',
        'FACET_TIME_LIMIT (200 ms) fall back to the list\'s first books; they load after the list, so they do not hold up the page.',
        '',
        table(['scenario', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s'], cold.map((r) => [r.name, r.p50, r.p95, r.p99, r.rps])),
      ].join('\n'));
    }
  }
  fs.writeFileSync(path.join(ROOT, 'bench', 'report.md'), `${sections.join('\n')}\n`);
}
