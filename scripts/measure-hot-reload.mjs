/**
 * Measures the dev loop (issue 23): how long an edit of a remote's component takes to show in the store page of
 * `npm run dev`, and that it arrives as a hot update (React Fast Refresh), not as a reload.
 *
 *   flock /tmp/bookshop-e2e.lock node scripts/measure-hot-reload.mjs [--running] [--rounds=5] [--budget=2000]
 *
 * It starts `npm run dev` itself (stop `npm start` first: same ports), or with `--running` uses the one already
 * running. In headless Chromium it opens http://localhost:3000, marks the window and types a query in the header's
 * search box (the catalog remote's smart-search: the query is that component's own state), then edits the box's
 * placeholder in mf-catalog/src/features/search/smart-search.tsx and times, from the file's write to the page showing
 * the new text, each edit and its undo. Every update must keep the window (no reload) and the typed query (state
 * kept). The source file is restored whatever happens. Exits non-zero when an update reloads the page, loses the
 * state, or takes longer than the budget (ms).
 */
/* global document, window, MutationObserver -- the functions run in the page */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { API_ORIGIN, APPS, ROOT } from './apps.mjs';
import { waitForAnswer } from './wait-for.mjs';

const { values: options } = parseArgs({
  options: { running: { type: 'boolean', default: false }, rounds: { type: 'string', default: '5' }, budget: { type: 'string', default: '2000' } },
});
const ROUNDS = Number(options.rounds);
const BUDGET_MS = Number(options.budget);
const STORE = 'http://localhost:3000/';
const FILE = path.join(ROOT, 'mf-catalog', 'src', 'features', 'search', 'smart-search.tsx');
const PLACEHOLDER = "placeholder={t('searchPlaceholder')}";
const QUERY = 'Les Misérables';

const original = fs.readFileSync(FILE, 'utf8');
if (!original.includes(PLACEHOLDER)) throw new Error(`${path.relative(ROOT, FILE)} no longer has ${PLACEHOLDER}: update this script`);
const restore = () => fs.writeFileSync(FILE, original);

let dev = null;
function stopDev() {
  if (!dev) return;
  // The whole group: npm, start.mjs, the API and the five dev servers under it.
  try {
    process.kill(-dev.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  dev = null;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    restore();
    stopDev();
    process.exit(1);
  });
}

/** In the page: resolves with the time (Date.now()) the search box's placeholder first satisfies `wanted`. */
function whenPlaceholder([marker, present]) {
  const matches = () => {
    const input = document.querySelector('.smart-search__input');
    return input !== null && input.placeholder.includes(marker) === present;
  };
  return new Promise((resolve) => {
    if (matches()) return resolve(Date.now());
    const observer = new MutationObserver(() => {
      if (!matches()) return;
      observer.disconnect();
      resolve(Date.now());
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function main() {
  if (!options.running) {
    const log = path.join(os.tmpdir(), 'measure-hot-reload-dev.log');
    const out = fs.openSync(log, 'w');
    const started = Date.now();
    console.log(`Starting npm run dev (its output: ${log})…`);
    dev = spawn('npm', ['run', 'dev', '--silent'], { cwd: ROOT, detached: true, stdio: ['ignore', out, out] });
    await Promise.all([waitForAnswer(`${API_ORIGIN}/api/health`, 600_000), ...APPS.map((app) => waitForAnswer(`http://localhost:${app.port}/mf-manifest.json`, 600_000))]);
    console.log(`Dev servers and API answering after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const failures = [];
  const times = [];
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    await page.goto(STORE);
    const search = page.locator('.smart-search__input');
    await search.waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      window.__hotReloadMarker = 'still the same window';
    });
    await search.fill(QUERY);
    const loads = navigations;
    // Let the dev servers settle (the page's first requests, the search's debounced call).
    await page.waitForTimeout(1500);

    for (let round = 1; round <= ROUNDS; round += 1) {
      const marker = `hot-${round}-${Date.now()}`;
      for (const [label, present, text] of [
        ['edit', true, original.replace(PLACEHOLDER, `placeholder={\`\${t('searchPlaceholder')} ${marker}\`}`)],
        ['undo', false, original],
      ]) {
        // A reload destroys the page's context: counted below as a reload, not thrown.
        const seen = page.evaluate(whenPlaceholder, [marker, present]).catch(() => null);
        const written = Date.now();
        fs.writeFileSync(FILE, text);
        const shownAt = await Promise.race([seen, new Promise((resolve) => setTimeout(() => resolve(null), 30_000))]);
        const sameWindow = await page.evaluate(() => window.__hotReloadMarker === 'still the same window');
        const value = await search.inputValue();
        const ms = shownAt === null ? null : shownAt - written;
        console.log(`round ${round} ${label}: ${ms === null ? 'not shown within 30 s' : `${ms} ms`}; window kept: ${sameWindow}; query kept: ${value === QUERY}`);
        if (ms === null) failures.push(`round ${round} ${label}: the change never showed`);
        else times.push(ms);
        if (!sameWindow || navigations !== loads) failures.push(`round ${round} ${label}: the page was reloaded`);
        if (value !== QUERY) failures.push(`round ${round} ${label}: the search box lost its query ("${value}")`);
        if (ms !== null && ms > BUDGET_MS) failures.push(`round ${round} ${label}: ${ms} ms, over ${BUDGET_MS} ms`);
        await page.waitForTimeout(1000);
      }
    }
    failures.push(...problems);
  } finally {
    restore();
    await browser.close();
    stopDev();
  }
  if (times.length > 0) console.log(`\nHot updates: ${times.length}, median ${median(times)} ms, max ${Math.max(...times)} ms (budget ${BUDGET_MS} ms)`);
  if (failures.length > 0) {
    console.error(`\n${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('No reload, the component state kept on every update.');
  }
}

try {
  await main();
} catch (error) {
  restore();
  stopDev();
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
