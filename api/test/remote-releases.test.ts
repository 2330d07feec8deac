/**
 * Releases on an S3-compatible bucket (issue 42, scripts/release-store.mjs): `deploy` uploads a version folder as
 * browsers must read it, a promote made by one release command reaches every store node within 5 s, a rollback after
 * the first promote returns to a deployed copy of what ran before (not the workspace's dist/, which a rebuild
 * overwrites), and two releases at once both land. The bucket is s3rver's (the S3 protocol, on a loopback port), which
 * ignores conditional writes: releases then serialise on a PostgreSQL advisory lock (a throwaway cluster).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../src/db/throwaway-postgres';

const ROOT = path.resolve(__dirname, '../..');
// Node 20 is this project's (package.json engines): the SDK's notice about its 2027 releases is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const script = (name: string) => JSON.stringify(pathToFileURL(path.join(ROOT, 'scripts', name)).href);
const BUCKETS = ['deploys', 'live', 'rollback', 'together'];
const WORKSPACE = { catalog: 'http://localhost:3001/mf-manifest.json', cart: 'http://localhost:3002/mf-manifest.json', account: 'http://localhost:3003/mf-manifest.json', admin: 'http://localhost:3004/mf-manifest.json' };

const temporary: string[] = [];
function folder() {
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'remote-releases-'));
  temporary.push(dir);
  return dir;
}

/** A port in 4500-4999 (the range these tests may use) that nothing listens on now. */
async function freePort(): Promise<number> {
  for (let port = 4500 + Math.floor(Math.random() * 400); port < 5000; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 4500-4999');
}

/** A complete build of a remote: manifests naming `version`, a hashed chunk with its precompressed siblings, a stylesheet. */
function writeBuild(dist: string, version: string, marker: string) {
  const manifest = JSON.stringify({ metaData: { buildInfo: { buildVersion: version }, contractVersion: '1.3.0', remoteEntry: { name: 'remoteEntry.js', path: '' } } });
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), manifest);
  fs.writeFileSync(path.join(dist, 'server', 'mf-manifest.json'), manifest);
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `/* entry ${marker} */`);
  fs.writeFileSync(path.join(dist, 'main.0123abcd.js'), `console.log(${JSON.stringify(marker)});`);
  fs.writeFileSync(path.join(dist, 'main.0123abcd.js.br'), 'brotli bytes');
  fs.writeFileSync(path.join(dist, 'main.0123abcd.js.gz'), 'gzip bytes');
  fs.writeFileSync(path.join(dist, 'style.89abcdef.css'), `.${marker} {}`);
  return dist;
}

/** The store's shell build as a release reads it (its contract, its remotes.json) and as a store node serves it. */
function writeShell() {
  const shell = path.join(folder(), 'dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(path.join(shell, 'mf-manifest.json'), JSON.stringify({ metaData: { contractVersion: '1.3.0' } }));
  fs.writeFileSync(path.join(shell, 'remotes.json'), JSON.stringify({ remotes: WORKSPACE }));
  fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>store</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>');
  return shell;
}

let s3: S3rver;
let endpoint = '';
let client: S3Client;

beforeAll(async () => {
  const port = await freePort();
  s3 = new S3rver({ port, address: '127.0.0.1', directory: folder(), silent: true, configureBuckets: BUCKETS.map((name) => ({ name, configs: [] })) });
  await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
});

afterAll(async () => {
  client?.destroy();
  await s3?.close();
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

/** The settings of a node whose releases are in `bucket` (s3rver's default credentials). */
function bucketEnv(bucket: string, extra: Record<string, string> = {}) {
  return {
    RELEASES_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    DEPLOY_BASE_URL: `${endpoint}/${bucket}/`,
    DATABASE_URL: '',
    ...extra,
  };
}

/** Runs ES module code in a node of its own (with tsx: release.mjs loads the TypeScript contracts), without blocking s3rver. */
function runModule(code: string, env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** A module body that prints what `body` resolves as JSON, or its error's message with exit code 1. */
const printing = (body: string) => `try { console.log(JSON.stringify(await (async () => { ${body} })())); } catch (error) { console.error(error.message); process.exitCode = 1; }`;
const imports = `const { deploy } = await import(${script('deploy.mjs')});
  const { promote, rollback } = await import(${script('release.mjs')});
  const { openReleaseStore } = await import(${script('release-store.mjs')});
  const { remoteApp } = await import(${script('apps.mjs')});`;

/** Deploys `dist` as the `remote`'s build with the release command's module. */
function deployBuild(remote: string, dist: string, env: Record<string, string>) {
  return runModule(`${imports} ${printing(`return deploy({ app: remoteApp('${remote}'), dist: ${JSON.stringify(dist)} });`)}`, env);
}

/** `release promote` / `rollback` of `remote`, against the fixture shell and workspace builds (`builds[remote]`). */
function release(action: 'promote' | 'rollback', remote: string, env: Record<string, string>, { version = '', shell = '', builds = {} as Record<string, string> } = {}) {
  const args = `{ store, app: remoteApp('${remote}'), version: '${version}', shell: ${JSON.stringify(shell)}, build: (app) => (${JSON.stringify(builds)})[app.dir] }`;
  return runModule(`${imports} ${printing(`const store = openReleaseStore(); try { return await ${action}(${args}); } finally { store.close(); }`)}`, env);
}

/** What a browser gets from the bucket's public address, from the store's origin. */
async function browserGet(url: string) {
  const response = await fetch(url, { headers: { Origin: 'http://localhost:3000' } });
  return { status: response.status, body: await response.text(), cors: response.headers.get('access-control-allow-origin') };
}

describe('deploy', () => {
  it('uploads the version folder with the types, cache rules and encodings the releases server sends', async () => {
    const dist = writeBuild(path.join(folder(), 'dist'), 'v2', 'deployed-v2');
    const env = bucketEnv('deploys');
    const run = await deployBuild('mf-catalog', dist, env);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toMatchObject({ version: 'v2', written: true });

    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'deploys', Prefix: 'mf-catalog/v2/' }));
    const keys = (listed.Contents ?? []).map((item) => item.Key).sort();
    expect(keys).toEqual(['main.0123abcd.js', 'main.0123abcd.js.br', 'main.0123abcd.js.gz', 'mf-manifest.json', 'remoteEntry.js', 'server/mf-manifest.json', 'style.89abcdef.css'].map((file) => `mf-catalog/v2/${file}`));
    const head = async (file: string) => {
      const answer = await client.send(new HeadObjectCommand({ Bucket: 'deploys', Key: `mf-catalog/v2/${file}` }));
      return { type: answer.ContentType, cache: answer.CacheControl, encoding: answer.ContentEncoding };
    };
    const immutable = 'public, max-age=31536000, immutable';
    expect(await head('main.0123abcd.js')).toEqual({ type: 'text/javascript; charset=utf-8', cache: immutable, encoding: undefined });
    expect(await head('main.0123abcd.js.br')).toEqual({ type: 'text/javascript; charset=utf-8', cache: immutable, encoding: 'br' });
    expect(await head('main.0123abcd.js.gz')).toEqual({ type: 'text/javascript; charset=utf-8', cache: immutable, encoding: 'gzip' });
    expect(await head('style.89abcdef.css')).toEqual({ type: 'text/css; charset=utf-8', cache: immutable, encoding: undefined });
    expect(await head('mf-manifest.json')).toEqual({ type: 'application/json; charset=utf-8', cache: 'no-cache', encoding: undefined });
    expect(await head('remoteEntry.js')).toMatchObject({ cache: 'no-cache' });

    // Read anonymously at DEPLOY_BASE_URL, open to the store's origin.
    const chunk = await browserGet(`${env.DEPLOY_BASE_URL}mf-catalog/v2/main.0123abcd.js`);
    expect(chunk).toEqual({ status: 200, body: 'console.log("deployed-v2");', cors: '*' });

    // The same build again changes nothing; other files under the same version are refused.
    expect(JSON.parse((await deployBuild('mf-catalog', dist, env)).stdout)).toMatchObject({ version: 'v2', written: false });
    const other = writeBuild(path.join(folder(), 'dist'), 'v2', 'another-build');
    const refused = await deployBuild('mf-catalog', other, env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('mf-catalog@v2 is already deployed with other files');
    expect((await browserGet(`${env.DEPLOY_BASE_URL}mf-catalog/v2/main.0123abcd.js`)).body).toBe('console.log("deployed-v2");');
  }, 60_000);

  it('names the setting that is missing or wrong', async () => {
    const dist = writeBuild(path.join(folder(), 'dist'), 'v1', 'x');
    expect((await deployBuild('mf-catalog', dist, bucketEnv('deploys', { DEPLOY_BASE_URL: '' }))).stderr).toContain('DEPLOY_BASE_URL must say where browsers and renderers read the bucket');
    expect((await deployBuild('mf-catalog', dist, bucketEnv('deploys', { S3_FORCE_PATH_STYLE: 'yes' }))).stderr).toContain('S3_FORCE_PATH_STYLE must be true or false (got "yes")');
    expect((await deployBuild('mf-catalog', dist, bucketEnv('deploys', { RELEASES_POLL_MS: '2s' }))).stderr).toContain('RELEASES_POLL_MS must be a number of milliseconds');
  }, 30_000);
});

describe('releases with PostgreSQL beside the bucket', () => {
  let postgres: ThrowawayPostgres;
  const nodes: ChildProcess[] = [];

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
  }, 60_000);

  afterAll(() => {
    for (const node of nodes) node.kill();
    postgres?.remove();
  });

  /** A store node (the shell's server, `scripts/serve.mjs`) on its own port; resolves its origin once it listens. */
  async function storeNode(shell: string, env: Record<string, string>) {
    const port = await freePort();
    const app = { name: 'shell', dir: path.relative(ROOT, path.dirname(shell)), port };
    const code = `const { serveApp } = await import(${script('serve.mjs')}); await serveApp(${JSON.stringify(app)}, { host: '127.0.0.1' }); console.log('listening');`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] });
    nodes.push(child);
    await new Promise<void>((resolve, reject) => {
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('exit', (status) => reject(new Error(`the store node stopped (${status}): ${err}`)));
    });
    return `http://127.0.0.1:${port}`;
  }

  const catalogOf = async (origin: string) => ((await (await fetch(`${origin}/remotes.json`)).json()) as { remotes: Record<string, string> }).remotes.catalog;

  it('a promote made through one release command reaches two store nodes within 5 s, the page included', async () => {
    const env = bucketEnv('live', { DATABASE_URL: postgres.url });
    const shell = writeShell();
    const builds = { 'mf-catalog': writeBuild(path.join(folder(), 'dist'), 'base-1', 'workspace') };
    expect((await deployBuild('mf-catalog', writeBuild(path.join(folder(), 'dist'), 'v2', 'v2'), env)).stderr).toBe('');
    const stores = [await storeNode(shell, env), await storeNode(shell, env)];
    for (const origin of stores) expect(await catalogOf(origin)).toBe(WORKSPACE.catalog);

    const promoted = await release('promote', 'mf-catalog', env, { version: 'v2', shell, builds });
    expect(promoted.stderr).toBe('');
    const done = Date.now();
    const manifest = `${env.DEPLOY_BASE_URL}mf-catalog/v2/mf-manifest.json`;
    const seen = await Promise.all(
      stores.map(async (origin) => {
        while ((await catalogOf(origin)) !== manifest) {
          if (Date.now() - done > 5000) return null;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return Date.now() - done;
      }),
    );
    expect(seen.every((ms) => ms !== null && ms <= 5000)).toBe(true);
    // The page's policy lets the browser reach the promoted build (its page reads the config above, /remotes.json;
    // a page a renderer drew carries the renderer's copy in its data, shell/src/page-data.ts).
    const policy = (await fetch(`${stores[1]}/index.html`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain(new URL(manifest).origin);
  }, 90_000);

  it('a rollback after the first promote returns to a deployed copy of what ran before, whatever the rebuild did to dist/', async () => {
    const env = bucketEnv('rollback', { DATABASE_URL: postgres.url });
    const shell = writeShell();
    const workspace = writeBuild(path.join(folder(), 'dist'), 'base-1', 'before-any-release');
    expect((await deployBuild('mf-catalog', writeBuild(path.join(folder(), 'dist'), 'v2', 'v2'), env)).stderr).toBe('');
    const promoted = await release('promote', 'mf-catalog', env, { version: 'v2', shell, builds: { 'mf-catalog': workspace } });
    expect(promoted.stderr).toBe('');

    // The workspace is rebuilt after the promote: its dist/ now holds other files.
    writeBuild(workspace, 'base-2', 'rebuilt-later');
    const rolledBack = await release('rollback', 'mf-catalog', env, { shell });
    expect(rolledBack.stderr).toBe('');
    const state = await runModule(`${imports} ${printing('const store = openReleaseStore(); try { return await store.readState(); } finally { store.close(); }')}`, env);
    const { remotes } = JSON.parse(state.stdout) as { remotes: { remotes: Record<string, string> } };
    expect(remotes.remotes.catalog).toBe(`${env.DEPLOY_BASE_URL}mf-catalog/base-1/mf-manifest.json`);
    expect(remotes.remotes.cart).toBe(WORKSPACE.cart);
    const chunk = await browserGet(new URL('main.0123abcd.js', remotes.remotes.catalog).href);
    expect(chunk).toEqual({ status: 200, body: 'console.log("before-any-release");', cors: '*' });
  }, 90_000);

  it('two releases at once both land', async () => {
    const env = bucketEnv('together', { DATABASE_URL: postgres.url });
    const shell = writeShell();
    const remotes = ['mf-catalog', 'mf-cart', 'mf-account'];
    const builds = Object.fromEntries(remotes.map((remote) => [remote, writeBuild(path.join(folder(), 'dist'), 'base-1', `${remote}-workspace`)]));
    const versions = Object.fromEntries(remotes.map((remote) => [remote, writeBuild(path.join(folder(), 'dist'), 'v2', remote)]));
    const deployed = await runModule(`${imports} ${printing(`return Promise.all(Object.entries(${JSON.stringify(versions)}).map(([remote, dist]) => deploy({ app: remoteApp(remote), dist })));`)}`, env);
    expect(deployed.stderr).toBe('');

    // Three release commands at once, each with its own store client (and database session).
    const together = `${imports} ${printing(`return Promise.all(${JSON.stringify(remotes)}.map(async (remote) => {
      const store = openReleaseStore();
      try {
        return await promote({ store, app: remoteApp(remote), version: 'v2', shell: ${JSON.stringify(shell)}, build: (app) => (${JSON.stringify(builds)})[app.dir] });
      } finally { store.close(); }
    }));`)}`;
    const run = await runModule(together, env);
    expect(run.stderr).toBe('');
    const state = JSON.parse((await runModule(`${imports} ${printing('const store = openReleaseStore(); try { return await store.readState(); } finally { store.close(); }')}`, env)).stdout);
    expect(state.remotes.remotes).toEqual({
      catalog: `${env.DEPLOY_BASE_URL}mf-catalog/v2/mf-manifest.json`,
      cart: `${env.DEPLOY_BASE_URL}mf-cart/v2/mf-manifest.json`,
      account: `${env.DEPLOY_BASE_URL}mf-account/v2/mf-manifest.json`,
      admin: WORKSPACE.admin,
    });
    expect(state.history.log.map((entry: { remote: string }) => entry.remote).sort()).toEqual(['account', 'cart', 'catalog']);

    // Without a way to serialise them on this server, a release refuses to run rather than risk losing one.
    const refused = await release('rollback', 'mf-cart', bucketEnv('together'), { shell });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('ignores conditional writes');
    expect(refused.stderr).toContain('set DATABASE_URL');
  }, 90_000);
});
