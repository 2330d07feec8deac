/**
 * `npm run test:cluster`: the shop on several nodes, on this machine's loopback (cluster/cluster.mts), and the checks
 * of issue 42 run against it in order. Exits non-zero on any miss; prints the nodes' log on failure; stops every
 * process it started, on failure and on Ctrl+C too. Needs HAProxy (`apt-get install haproxy`), PostgreSQL's server
 * binaries, and the apps built (`npm run build`): the store nodes serve the built shell, and the remotes' builds are
 * released to the cluster's bucket.
 *
 * Options: `--nodes=1` runs 1 API and 1 store node (and the worker) instead of 2 of each, to measure that shape's
 * throughput (nothing is killed then: no node could take over); `--checks=2,3` runs only those checks (CI runs all).
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { coverResizedAcrossNodes } from './check-images.mts';
import { releaseReachesEveryStore } from './check-releases.mts';
import { priceChangeReachesEveryNode } from './check-validators.mts';
import { metricsCountWhatEachNodeServed } from './check-metrics.mts';
import { ordersWhileNodesAreKilled } from './check-orders.mts';
import { startCluster, type Cluster, type Teardown } from './cluster.mts';
import { Report } from './report.mts';

/** A check: adding one is one more line here. A thrown error is a miss too. */
const CHECKS: Array<[name: string, run: (cluster: Cluster, report: Report) => Promise<void>]> = [
  ['1. 200 orders while an API node and a store node are killed', ordersWhileNodesAreKilled],
  ['2. a catalog release promoted and rolled back reaches every store node within 5 s', releaseReachesEveryStore],
  ['3. a cover uploaded through one API node is served resized by another', coverResizedAcrossNodes],
  ['4. a price change reaches every node\'s validators at once', priceChangeReachesEveryNode],
  ['5. each node\'s /metrics counts what it served', metricsCountWhatEachNodeServed],
];
/** The whole run's limit: the issue asks for under 5 minutes on this machine. */
const TIMEOUT_MS = 5 * 60_000;

/** The command line's options, checked: a bad one stops the run before anything starts, naming it. */
function options() {
  const { values } = parseArgs({ options: { nodes: { type: 'string', default: '2' }, checks: { type: 'string' } } });
  if (!['1', '2'].includes(values.nodes)) throw new Error(`--nodes must be 1 or 2 (API and store nodes each), not "${values.nodes}"`);
  const numbers = CHECKS.map(([name]) => name.split('.')[0] as string);
  const only = values.checks?.split(',').map((entry) => entry.trim());
  const unknown = only?.filter((entry) => !numbers.includes(entry)) ?? [];
  if (unknown.length > 0) throw new Error(`--checks names ${unknown.join(', ')}: the checks are ${numbers.join(', ')}`);
  return { nodesPerRole: Number(values.nodes), checks: CHECKS.filter(([name]) => !only || only.includes(name.split('.')[0] as string)) };
}

let chosen: ReturnType<typeof options>;
try {
  chosen = options();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const logFile = path.join(tmpdir(), `bookshop-cluster-${Date.now()}.log`);
let teardown: Teardown | null = null;
const stop = () => teardown?.stop() ?? Promise.resolve();

function printLog(): void {
  try {
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
    console.error(`\n--- the nodes' log (${logFile}${lines.length > 400 ? `, its last 400 of ${lines.length} lines` : ''}) ---`);
    console.error(lines.slice(-400).join('\n'));
  } catch {
    console.error(`(no log at ${logFile})`);
  }
}

// Ctrl+C, a CI's SIGTERM: stop the nodes before leaving. A synchronous exit (an uncaught error) kills what is left.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the cluster`);
    void stop().finally(() => process.exit(130));
  });
}
process.on('exit', () => teardown?.killNow());

async function main(): Promise<boolean> {
  const started = Date.now();
  console.log(`Starting the cluster (log: ${logFile})…`);
  const cluster = await startCluster(logFile, (registered) => (teardown = registered), { nodesPerRole: chosen.nodesPerRole });
  console.log(`Cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: balancer ${cluster.balancer}, ${cluster.nodes().map((node) => `${node.name} ${node.origin}`).join(', ')}`);
  let passed = true;
  for (const [name, run] of chosen.checks) {
    const report = new Report();
    const checkStarted = Date.now();
    try {
      await run(cluster, report);
    } catch (error) {
      report.miss(error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
    const ok = report.misses.length === 0;
    passed &&= ok;
    console.log(`${ok ? 'PASS' : 'FAIL'} ${name} (${((Date.now() - checkStarted) / 1000).toFixed(1)} s)`);
    for (const [measure, value] of report.measures) console.log(`     ${measure}: ${value}`);
    for (const miss of report.misses) console.log(`   ✗ ${miss}`);
  }
  console.log(`${passed ? 'All checks passed' : 'Some checks failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return passed;
}

const timeout = setTimeout(() => {
  console.error(`The cluster test took more than ${TIMEOUT_MS / 1000} s: stopping it.`);
  printLog();
  void stop().finally(() => process.exit(1));
}, TIMEOUT_MS);

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
}
clearTimeout(timeout);
await stop();
if (!passed) printLog();
process.exit(passed ? 0 : 1);
