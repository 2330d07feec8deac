/**
 * The cluster the test runs, all on loopback: a throwaway PostgreSQL, a recording SMTP server, an S3-compatible server
 * (the remotes' releases and the images), `npm run migrate` once, the remotes' builds deployed to the bucket and
 * promoted by the release commands, 2 API nodes (JOBS=off), 1 worker, 2 store nodes (or 1 of each, `--nodes=1`), and
 * HAProxy in front of the API and store nodes. Every node is a separate process started by its role command (the
 * commands the Dockerfile's targets run).
 */
import { createConnection } from 'node:net';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { ClusterLog, ClusterNode, freePorts, sleep, type NodeSpec } from './processes.mts';
import { IMAGES_BUCKET, RELEASES_BUCKET, startS3, type ClusterS3 } from './s3.mts';
import { startRecordingSmtp, type RecordingSmtp } from './smtp.mts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
export { SHOP_API } from './http.mts';
/** The remotes the store runs (scripts/apps.mjs): each deployed to the releases bucket and promoted. */
export const REMOTES = [
  { name: 'catalog', dir: 'mf-catalog' },
  { name: 'cart', dir: 'mf-cart' },
  { name: 'account', dir: 'mf-account' },
  { name: 'admin', dir: 'mf-admin' },
];
/** The role commands of the root package.json, as the Dockerfile's targets run them. */
const ROLES = ['migrate', 'api', 'worker', 'store'] as const;
type Role = (typeof ROLES)[number];

export interface Cluster {
  /** The balancer's address: what shoppers (and the stores' renderers) use. */
  balancer: string;
  apis: ClusterNode[];
  stores: ClusterNode[];
  worker: ClusterNode;
  haproxy: ClusterNode;
  /** The test's own connection, to check what the nodes wrote. */
  db: pg.Pool;
  smtp: RecordingSmtp;
  /** The S3-compatible server: the releases bucket (public version folders) and the private images bucket. */
  s3: ClusterS3;
  /** The settings of the release commands (`npm run deploy`, `npm run release`) against the releases bucket. */
  releaseEnv: NodeJS.ProcessEnv;
  /** The run's own folder, removed with the cluster. */
  dir: string;
  log: ClusterLog;
  /** Runs a command once with `env` (a release command), its output in the log; rejects when it fails. */
  oneShot(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void>;
  /** Every node with an HTTP origin (the APIs, the stores, the worker). */
  nodes(): ClusterNode[];
  /** Resolves once the balancer has every API and store node UP (its health checks let them in). */
  allUp(timeoutMs?: number): Promise<void>;
}

/** Fails at once, saying what to do, when HAProxy or the apps' builds are missing. */
function checkPrerequisites(): void {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error('The cluster test needs HAProxy on the PATH (Debian: apt-get install haproxy; .ci/run installs it)');
  }
  const unbuilt = ['shell', ...REMOTES.map((remote) => remote.dir)].filter((dir) => !existsSync(path.join(ROOT, dir, 'dist', 'mf-manifest.json')));
  if (unbuilt.length > 0) throw new Error(`${unbuilt.join(', ')} not built: run npm run build first (the store nodes serve the builds)`);
}

/** Fails at once, naming the missing commands, when a role command is not in package.json. */
function checkRoleCommands(): void {
  const { scripts = {} } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const missing = ROLES.filter((role) => !scripts[role]);
  if (missing.length > 0) {
    throw new Error(`package.json has no ${missing.map((role) => `"${role}"`).join(', ')} script: the cluster test starts every node by its role command (npm run ${missing[0]})`);
  }
}

const roleCommand = (role: Role) => ({ command: 'npm', args: ['run', '--silent', role] });

/** The version a remote's build names in its manifest: what `npm run deploy` deploys it as. */
export function builtVersion(dist: string): string {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as { metaData?: { buildInfo?: { buildVersion?: string } } };
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (!version) throw new Error(`${dist}/mf-manifest.json names no build version`);
  return version;
}

/**
 * The remotes' current builds released to the bucket as a release would (the Dockerfile's `remotes` target): each
 * deployed (`npm run deploy -w <remote>`) and promoted (`npm run release -- promote <remote>@<version>`). The store
 * nodes then load every remote from the bucket's public address, as from a CDN.
 */
async function releaseRemotes(oneShot: Cluster['oneShot'], env: NodeJS.ProcessEnv): Promise<void> {
  await Promise.all(
    REMOTES.map(async (remote) => {
      const version = builtVersion(path.join(ROOT, remote.dir, 'dist'));
      await oneShot(`deploy-${remote.name}`, 'npm', ['run', '--silent', 'deploy', '-w', remote.dir], env);
      await oneShot(`promote-${remote.name}`, 'npm', ['run', '--silent', 'release', '--', 'promote', `${remote.dir}@${version}`], env);
    }),
  );
}

/** The balancer's servers and their states (`api/api1 UP`), read from its stats socket (`show stat`, CSV). */
export async function balancerServers(socket: string): Promise<Map<string, string>> {
  const csv = await new Promise<string>((resolve, reject) => {
    let text = '';
    const connection = createConnection(socket, () => connection.end('show stat\n'));
    connection.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    connection.on('end', () => resolve(text));
    connection.on('error', reject);
  });
  const states = new Map<string, string>();
  for (const line of csv.split('\n')) {
    const [proxy, server, ...fields] = line.split(',');
    // Columns: pxname, svname, … status is the 18th (index 17).
    if (proxy && server && !line.startsWith('#') && !['FRONTEND', 'BACKEND'].includes(server)) states.set(`${proxy}/${server}`, fields[15] ?? '');
  }
  return states;
}

/** The HAProxy configuration of this run: cluster/haproxy.cfg with its ${…} values filled in. */
function haproxyConfig(values: Record<string, string>): string {
  const template = readFileSync(path.join(ROOT, 'cluster', 'haproxy.cfg'), 'utf8');
  return template.replace(/\$\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`cluster/haproxy.cfg names \${${name}}, which the harness does not fill in`);
    return value;
  });
}

/** How to take the cluster down, handed out before anything starts: a Ctrl+C during start-up stops what is up. */
export interface Teardown {
  /** Stops every node (SIGTERM, then SIGKILL), then the database, servers and files the run made. Once. */
  stop(): Promise<void>;
  /** For the process's exit, when nothing can be awaited: SIGKILL to every node, the database stopped and removed. */
  killNow(): void;
}

/** `nodesPerRole`: 2 API and 2 store nodes (the default, what CI runs), or 1 of each to measure the shape's throughput. */
export async function startCluster(logFile: string, register: (teardown: Teardown) => void, { nodesPerRole = 2 } = {}): Promise<Cluster> {
  checkPrerequisites();
  checkRoleCommands();
  const log = new ClusterLog(logFile);
  const dir = mkdtempSync(path.join(tmpdir(), 'bookshop-cluster-'));
  const cleanups: Array<() => Promise<void> | void> = [() => rmSync(dir, { recursive: true, force: true })];
  /** Synchronous removals, for killNow (the database's folder is outside `dir`). */
  const removals: Array<() => void> = [() => rmSync(dir, { recursive: true, force: true })];
  const nodes: ClusterNode[] = [];
  let stopping: Promise<void> | null = null;
  let stopped = false;
  const stopAll = () =>
    (stopping ??= (async () => {
      // Nodes first (they hold database connections), then what they used.
      await Promise.all(nodes.map((node) => node.stop(5000)));
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup();
        } catch (error) {
          log.line('harness', `cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      await log.close();
      stopped = true;
    })());
  register({
    stop: stopAll,
    killNow() {
      if (stopped) return;
      for (const node of nodes) node.killNow();
      for (const remove of removals.reverse()) {
        try {
          remove();
        } catch {
          // leaving anyway
        }
      }
    },
  });
  /** A node is started only while the cluster is not being stopped (a Ctrl+C during start-up). */
  const launch = (node: ClusterNode) => {
    if (stopping) throw new Error('the cluster is being stopped');
    node.start();
  };

  try {
    const [balancerPort, smtpPort, s3Port, workerPort, ...nodePorts] = await freePorts(4 + 2 * nodesPerRole);
    const apiPorts = nodePorts.slice(0, nodesPerRole);
    const storePorts = nodePorts.slice(nodesPerRole);
    const balancer = `http://${HOST}:${balancerPort}`;

    // The API's own helper (as the fault tests and the bench use it), loaded by path: the harness is no workspace.
    const { startThrowawayPostgres } = (await tsImport('../api/src/db/throwaway-postgres.ts', import.meta.url)) as {
      startThrowawayPostgres(options: { settings: Record<string, number> }): Promise<{ url: string; remove(): void }>;
    };
    const postgres = await startThrowawayPostgres({ settings: { max_connections: 200 } });
    cleanups.push(() => postgres.remove());
    removals.push(() => postgres.remove());
    log.line('harness', `PostgreSQL at ${postgres.url}`);
    const smtp = await startRecordingSmtp(HOST, smtpPort as number);
    cleanups.push(() => smtp.close());
    // Its objects in the run's folder: removed with it.
    const s3 = await startS3(HOST, s3Port as number, path.join(dir, 's3'), REMOTES.map((remote) => remote.dir));
    cleanups.push(() => s3.close());
    log.line('harness', `S3 at ${s3.endpoint}: buckets ${RELEASES_BUCKET} (public version folders) and ${IMAGES_BUCKET} (private)`);

    const base: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: postgres.url,
      SMTP_URL: smtp.url,
      PUBLIC_URL: balancer,
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_MS: '3000',
      // 200 orders from 16 shoppers is about 13 each within minutes: past ORDER_LIMIT's 5 per client per hour, which
      // is for shoppers, not for a load test. Every other limit keeps its default.
      ORDER_LIMIT: '1000/60',
    };
    const node = (spec: Omit<NodeSpec, 'command' | 'args'> & { role: Role }) => {
      const { role, ...rest } = spec;
      const created = new ClusterNode({ ...rest, ...roleCommand(role) }, log, ROOT);
      nodes.push(created);
      return created;
    };

    const oneShot = async (name: string, command: string, args: string[], env: NodeJS.ProcessEnv) => {
      const created = new ClusterNode({ name, command, args, env }, log, ROOT);
      nodes.push(created);
      launch(created);
      await created.finished();
    };
    // The API's side of the bucket: images (uploads, their variants), read and written with credentials only.
    const images = { ...s3.env, IMAGES_BUCKET };
    // The release commands': they write the version folders and the live state, and say where browsers read them.
    const releaseEnv = { ...base, ...s3.env, RELEASES_BUCKET, DEPLOY_BASE_URL: s3.publicBaseUrl };

    // The release step, once, before any node: migrations and the demo shop (books with stock, the demo admin).
    const migrate = node({ role: 'migrate', name: 'migrate', env: { ...base, ...images, SEED_DEMO: '1' } });
    launch(migrate);
    await migrate.finished();
    // Then the remotes, before any store node: a store with nothing promoted would run the shell's remotes.json,
    // which names each remote's own development server.
    await releaseRemotes(oneShot, releaseEnv);

    const apis = apiPorts.map((port, index) =>
      node({
        role: 'api',
        name: `api-${index + 1}`,
        origin: `http://${HOST}:${port}`,
        // HTTP only: the worker runs the jobs. The balancer alone is believed about the client's address.
        env: { ...base, ...images, API_HOST: HOST, API_PORT: String(port), JOBS: 'off', TRUST_PROXY: HOST },
      }),
    );
    const worker = node({ role: 'worker', name: 'worker', origin: `http://${HOST}:${workerPort}`, env: { ...base, ...images, WORKER_HOST: HOST, WORKER_PORT: String(workerPort) } });
    const stores = storePorts.map((port, index) =>
      node({
        role: 'store',
        name: `store-${index + 1}`,
        origin: `http://${HOST}:${port}`,
        // The stores' renderers and /api proxy go through the balancer, as on separate machines. They read the live
        // release state from the bucket (every RELEASES_POLL_MS, its default) and the remotes' files from its public address.
        env: { ...base, ...s3.env, RELEASES_BUCKET, STORE_HOST: HOST, STORE_PORT: String(port), STORE_TRUST_PROXY: HOST, STORE_API_ORIGIN: balancer },
      }),
    );
    const servers = (prefix: string, group: ClusterNode[]) => group.map((entry, index) => `  server ${prefix}${index + 1} ${new URL(entry.origin).host} check`).join('\n');
    const configFile = path.join(dir, 'haproxy.cfg');
    const statsSocket = path.join(dir, 'haproxy.sock');
    writeFileSync(
      configFile,
      haproxyConfig({ HOST, BALANCER_PORT: String(balancerPort), STATS_SOCKET: statsSocket, API_SERVERS: servers('api', apis), STORE_SERVERS: servers('store', stores) }),
    );
    const haproxy = new ClusterNode({ name: 'haproxy', command: 'haproxy', args: ['-db', '-f', configFile], env: process.env }, log, ROOT);
    nodes.push(haproxy);

    for (const entry of [...apis, worker]) launch(entry);
    await Promise.all([...apis, worker].map((entry) => entry.waitReady()));
    launch(haproxy);
    for (const entry of stores) launch(entry);
    await Promise.all(stores.map((entry) => entry.waitReady()));
    // Through the balancer: its health checks have let both backends in.
    const allUp = async (timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      let states = new Map<string, string>();
      while (Date.now() < deadline) {
        if (!haproxy.running) throw new Error('HAProxy exited: see its lines in the log');
        states = await balancerServers(statsSocket).catch(() => new Map<string, string>());
        if (states.size === apis.length + stores.length && [...states.values()].every((state) => state === 'UP')) return;
        await sleep(250);
      }
      throw new Error(`the balancer did not have every node UP within ${timeoutMs} ms: ${[...states].map(([name, state]) => `${name} ${state}`).join(', ') || 'no answer on its stats socket'}`);
    };
    await allUp();

    const db = new pg.Pool({ connectionString: postgres.url, max: 4 });
    cleanups.push(() => db.end());
    const cluster: Cluster = {
      balancer,
      apis,
      stores,
      worker,
      haproxy,
      db,
      smtp,
      s3,
      releaseEnv,
      dir,
      log,
      oneShot,
      nodes: () => [...apis, ...stores, worker],
      allUp,
    };
    return cluster;
  } catch (error) {
    await stopAll();
    throw error;
  }
}
