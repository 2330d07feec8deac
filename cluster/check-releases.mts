/**
 * Check 2: a new version of the catalog remote is deployed to the releases bucket and promoted; every store node,
 * asked directly, renders the book page with it within 5 s (its rendering server loaded the new server container:
 * the page's start-up files are the new version's); rolled back, every node returns to the old one within 5 s.
 * The new version is the current build under another name (no webpack build here): `mf-catalog/dist` copied, with
 * another build version in its manifests, deployed through the deploy command's own function (which takes a folder).
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROOT, builtVersion, type Cluster } from './cluster.mts';
import { firstPublishedBook, request } from './http.mts';
import { sleep } from './processes.mts';
import type { Report } from './report.mts';

const REMOTE = { name: 'catalog', dir: 'mf-catalog' };
/** The issue's bound: a promote or a rollback reaches every store node within 5 s. */
const WITHIN_MS = 5000;
/** How long a node is watched past the bound, so that a late node's time is still reported. */
const WATCH_MS = 15_000;

/** The files that name the build's version (both manifests, and the stats beside them, as the build writes them). */
const VERSIONED = ['mf-manifest.json', 'server/mf-manifest.json', 'mf-stats.json', 'server/mf-stats.json'];

/**
 * `dist` copied to `to` as the build of `version`: the same files, with `buildVersion` changed in the files that name
 * it, and their precompressed siblings (`.br`, `.gz`) made again from the new text, so the copy is a valid build.
 */
function renamedBuild(dist: string, to: string, version: string): void {
  cpSync(dist, to, { recursive: true });
  for (const file of VERSIONED) {
    const target = path.join(to, file);
    if (!existsSync(target)) continue;
    const json = JSON.parse(readFileSync(target, 'utf8')) as { metaData?: { buildInfo?: { buildVersion?: string } } };
    const info = json.metaData?.buildInfo;
    if (!info?.buildVersion) throw new Error(`${path.join(dist, file)} names no build version`);
    info.buildVersion = version;
    const text = Buffer.from(JSON.stringify(json));
    writeFileSync(target, text);
    if (existsSync(`${target}.br`)) writeFileSync(`${target}.br`, brotliCompressSync(text));
    if (existsSync(`${target}.gz`)) writeFileSync(`${target}.gz`, gzipSync(text));
  }
}

/**
 * The versions of the remote a rendered page names: in the remotes config inlined in it (`…/mf-catalog/<v>/mf-manifest.json`)
 * and in its start-up files, which the rendering server takes from the server containers it loaded (the page module's
 * scripts, `…/mf-catalog/<v>/__federation_expose_….js`).
 */
function versionsNamed(html: string, base: string): { config: Set<string>; files: Set<string> } {
  const escaped = `${base}${REMOTE.dir}/`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const config = new Set<string>();
  const files = new Set<string>();
  for (const [, version = '', file = ''] of html.matchAll(new RegExp(`${escaped}([^/"'\\s]+)/([^"'\\s)]+)`, 'g'))) {
    (file === 'mf-manifest.json' ? config : files).add(version);
  }
  return { config, files };
}

/** Whether the page is rendered with `version` alone: its config names it, and every start-up file of the remote is its. */
const rendersWith = (named: { config: Set<string>; files: Set<string> }, version: string) =>
  named.config.size === 1 && named.config.has(version) && named.files.size > 0 && [...named.files].every((found) => found === version);

const describe = (named: { config: Set<string>; files: Set<string> }) =>
  `config names ${[...named.config].join(', ') || 'no version'}, start-up files of ${[...named.files].join(', ') || 'no version'}`;

/**
 * From the end of a release command, asks each store node for the page until it renders with `version`; resolves
 * the milliseconds each took (or null when it never did within WATCH_MS, with what it last rendered).
 */
async function timeUntilEveryNodeRenders(cluster: Cluster, url: string, version: string, since: number) {
  return Promise.all(
    cluster.stores.map(async (node) => {
      let last = 'no answer';
      while (performance.now() - since < WATCH_MS) {
        const page = await request(`${node.origin}${url}`, { timeoutMs: 5000 }).catch((error: unknown) => error as Error);
        if (page instanceof Error) last = page.message;
        else if (page.status !== 200) last = `${page.status}`;
        else {
          const named = versionsNamed(page.body, cluster.s3.publicBaseUrl);
          if (rendersWith(named, version)) return { node, ms: performance.now() - since, last: '' };
          last = describe(named);
        }
        await sleep(100);
      }
      return { node, ms: null, last };
    }),
  );
}

export async function releaseReachesEveryStore(cluster: Cluster, report: Report): Promise<void> {
  const page = `/bookdetails/${await firstPublishedBook(cluster.db)}`;
  const dist = path.join(ROOT, REMOTE.dir, 'dist');
  const old = builtVersion(dist);
  // Every node runs the version the cluster released at its start: else "returned to the old one" would prove nothing.
  for (const { node, ms, last } of await timeUntilEveryNodeRenders(cluster, page, old, performance.now())) {
    if (ms === null) throw new Error(`${node.name} does not render ${page} with ${REMOTE.dir}@${old}, the version released at the start (${last})`);
  }

  const version = `${old}-next-${Date.now().toString(36)}`;
  const copy = path.join(cluster.dir, `${REMOTE.dir}-${version}`);
  renamedBuild(dist, copy, version);
  // The deploy command's own function, given the copy's folder (the command deploys the workspace's dist/), in a
  // process of its own with the release settings, as `npm run deploy` runs: it fails unless it uploaded a new version.
  const script = [
    `import { deploy } from ${JSON.stringify(new URL('../scripts/deploy.mjs', import.meta.url).href)};`,
    `import { remoteApp } from ${JSON.stringify(new URL('../scripts/apps.mjs', import.meta.url).href)};`,
    `const { version, target, written } = await deploy({ app: remoteApp(${JSON.stringify(REMOTE.dir)}), dist: ${JSON.stringify(copy)} });`,
    'console.log(`${written ? "Deployed" : "Already deployed, not a new version:"} ${version} to ${target}`);',
    'process.exitCode = written ? 0 : 1;',
  ].join(' ');
  await cluster.oneShot(`deploy-${REMOTE.name}`, process.execPath, ['--input-type=module', '-e', script], cluster.releaseEnv);

  const steps: Array<[label: string, args: string[], expected: string]> = [
    ['promote', ['promote', `${REMOTE.dir}@${version}`], version],
    ['rollback', ['rollback', REMOTE.dir], old],
  ];
  for (const [label, args, expected] of steps) {
    await cluster.oneShot(`${label}-${REMOTE.name}`, 'npm', ['run', '--silent', 'release', '--', ...args], cluster.releaseEnv);
    // From the moment the command has written the live state and left: what an operator waits for after it.
    const times = await timeUntilEveryNodeRenders(cluster, page, expected, performance.now());
    for (const { node, ms, last } of times) {
      if (ms === null) report.miss(`${label}: ${node.name} did not render ${page} with ${REMOTE.dir}@${expected} within ${WATCH_MS / 1000} s (${last})`);
      else if (ms > WITHIN_MS) report.miss(`${label}: ${node.name} rendered with ${REMOTE.dir}@${expected} after ${(ms / 1000).toFixed(1)} s, past ${WITHIN_MS / 1000} s`);
    }
    report.measure(`${label} of ${REMOTE.dir}@${expected} seen by`, times.map(({ node, ms }) => `${node.name} ${ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`}`).join(', '));
  }
}
