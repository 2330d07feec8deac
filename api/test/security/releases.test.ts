/**
 * Attacks replayed: the releases' origin (`scripts/serve.mjs`, port 3005 as a CDN would serve `deploy/`) answered
 * `GET /mf-cart/../releases.json` sent as is, and `npm run deploy` and `npm run release -- promote` took `.` and `..` as
 * version names (the remote's folder, or the deploy folder itself). Names follow one rule (`isVersionName`,
 * scripts/apps.mjs) wherever they enter, and the origin answers 404 for any path outside a deployed version.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(__dirname, '../../..');
const script = (name: string) => JSON.stringify(pathToFileURL(path.join(ROOT, 'scripts', name)).href);
const HISTORY = 'the-release-history-marker';
const REMOTES = 'the-store-remotes-marker';
const VERSION = '2d3d376-dirty+build.7';

/** Runs ES module code in a node of its own (the scripts are ES modules, this project compiles to CommonJS). */
function runModule(code: string, env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
}

/** `npm run release -- …`, as the package script runs it. */
function release(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'release.mjs'), ...args], { cwd: ROOT, encoding: 'utf8' });
}

/** A complete deployed build: the browser and server manifests, naming `version`. */
function writeBuild(folder: string, version: string) {
  const manifest = JSON.stringify({ metaData: { buildInfo: { buildVersion: version }, contractVersion: '1.0.0' } });
  fs.mkdirSync(path.join(folder, 'server'), { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), manifest);
  fs.writeFileSync(path.join(folder, 'server', 'mf-manifest.json'), manifest);
}

const temporary: string[] = [];
function folder() {
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'releases-'));
  temporary.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the version name rule', () => {
  it('takes tags, commits and build metadata, never a path, a dot name, a hidden name or an option', () => {
    const names = ['2d3d376', '2d3d376-dirty', 'v1.2.3', '1.0.0+build.5', 'release_7', 'A.b', '.', '..', '', '.hidden', '-rf', '+x', '_x', 'a..b', 'v1...', 'a/b', 'a\\b', '%2e%2e', 'v1 2', 'v1\n', 'é1'];
    const run = runModule(`const { isVersionName } = await import(${script('apps.mjs')}); console.log(JSON.stringify(${JSON.stringify(names)}.filter(isVersionName)))`);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual(['2d3d376', '2d3d376-dirty', 'v1.2.3', '1.0.0+build.5', 'release_7', 'A.b']);
  });
});

describe("the releases' origin and a remote's own", () => {
  let server: ChildProcess | undefined;
  const ports = { releases: 0, remote: 0 };
  const deployDir = folder();
  // A remote's own origin (port 3002 for the cart) serves its dist/ folder: a file beside it is outside.
  const remoteDir = folder();

  beforeAll(async () => {
    writeBuild(path.join(deployDir, 'mf-cart', VERSION), VERSION);
    writeBuild(path.join(deployDir, 'mf-cart', `${VERSION}.partial-123`), VERSION);
    fs.writeFileSync(path.join(deployDir, 'releases.json'), JSON.stringify({ live: {}, log: [HISTORY] }));
    fs.writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ remotes: { cart: REMOTES } }));
    // A build deployed under "." once sat in the remote's folder itself: its manifest must not be reachable either.
    writeBuild(path.join(deployDir, 'mf-cart'), HISTORY);
    writeBuild(path.join(remoteDir, 'dist'), VERSION);
    fs.writeFileSync(path.join(remoteDir, 'dist', 'index.html'), '<!doctype html><meta charset="utf-8"><title>cart</title><div id="root"></div>');
    fs.writeFileSync(path.join(remoteDir, 'releases.json'), HISTORY);
    // Free loopback ports chosen by the system (port 0), said back on stdout.
    const remote = { name: 'cart', dir: path.relative(ROOT, remoteDir), port: 0 };
    const code = `const { serveApp, serveReleases } = await import(${script('serve.mjs')});
      const releases = await serveReleases({ host: '127.0.0.1', port: 0, root: process.env.DEPLOY_DIR });
      const remote = await serveApp(${JSON.stringify(remote)}, { host: '127.0.0.1' });
      console.log('listening ' + releases.server.address().port + ' ' + remote.server.address().port);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, env: { ...process.env, DEPLOY_DIR: deployDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    server = child;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const listening = /listening (\d+) (\d+)/.exec(out);
        if (!listening) return;
        ports.releases = Number(listening[1]);
        ports.remote = Number(listening[2]);
        resolve();
      });
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('exit', (status) => reject(new Error(`the servers stopped (${status}): ${err}`)));
    });
  }, 30_000);

  afterAll(() => {
    server?.kill();
  });

  /** A request sent with its path as is (like `curl --path-as-is`): Node's client neither decodes nor normalises it. */
  function get(pathAsIs: string, method = 'GET', port = ports.releases) {
    return new Promise<{ status: number; body: string; cors: string | undefined }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: pathAsIs, method }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, cors: response.headers['access-control-allow-origin'] as string | undefined }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it("serves the files of a deployed version, open to the store's origin", async () => {
    const manifest = await get(`/mf-cart/${VERSION}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(JSON.parse(manifest.body).metaData.buildInfo.buildVersion).toBe(VERSION);
    expect(manifest.cors).toBe('*');
    expect((await get(`/mf-cart/${VERSION}/server/mf-manifest.json`)).status).toBe(200);
  });

  it.each([
    '/mf-cart/../releases.json',
    '/mf-cart/../remotes.json',
    '/mf-cart/%2e%2e/releases.json',
    '/mf-cart/%2E%2E/releases.json',
    '/mf-cart/.%2e/releases.json',
    '/mf-cart/..%2freleases.json',
    '/mf-cart/..%2Freleases.json',
    '/mf-cart/..%5creleases.json',
    '/mf-cart\\..\\releases.json',
    '/mf-cart/%5c..%5creleases.json',
    `/mf-cart/${VERSION}/../../releases.json`,
    `/mf-cart/${VERSION}/%2e%2e%2f%2e%2e%2freleases.json`,
    `/mf-cart/${VERSION}/..%5c..%5creleases.json`,
    '/mf-cart/./mf-manifest.json',
    '/mf-cart/%2e/mf-manifest.json',
    '/mf-cart//mf-manifest.json',
    '/releases.json',
    '/remotes.json',
    '/.release.lock',
    `/mf-cart/${VERSION}.partial-123/mf-manifest.json`,
    `/mf-cart/${VERSION}/`,
    `/mf-cart/${VERSION}/%00/mf-manifest.json`,
  ])('answers 404 for %s, outside a deployed version', async (pathAsIs) => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await get(pathAsIs, method);
      expect({ method, status: answer.status }).toEqual({ method, status: 404 });
      expect(answer.body).not.toContain(HISTORY);
      expect(answer.body).not.toContain(REMOTES);
    }
  });

  it('serves a remote its own files, and answers 404 for a path out of its folder', async () => {
    expect((await get('/mf-manifest.json', 'GET', ports.remote)).status).toBe(200);
    for (const pathAsIs of ['/../releases.json', '/%2e%2e/releases.json', '/..%2freleases.json', '/..%5creleases.json', '/\\..\\releases.json', '/server/../../releases.json']) {
      const answer = await get(pathAsIs, 'GET', ports.remote);
      expect({ pathAsIs, status: answer.status }).toEqual({ pathAsIs, status: 404 });
      expect(answer.body).not.toContain(HISTORY);
    }
  });
});

describe('the deploy and release commands', () => {
  const refused = /is not a version name .*letters, digits and \. _ \+ - only, starting with a letter or a digit, without "\.\."/;

  it.each(['.', '..'])('deploy refuses a build whose version is "%s", writing nothing', (version) => {
    const dist = path.join(folder(), 'dist');
    writeBuild(dist, version);
    const to = folder();
    const run = runModule(`const { deploy } = await import(${script('deploy.mjs')});
      const { remoteApp } = await import(${script('apps.mjs')});
      try {
        console.log(JSON.stringify(await deploy({ app: remoteApp('mf-cart'), dist: ${JSON.stringify(dist)}, to: ${JSON.stringify(to)} })));
      } catch (error) {
        console.error(error.message);
        process.exitCode = 1;
      }`);
    expect(run.stderr).toMatch(refused);
    expect(run.status).toBe(1);
    expect(fs.readdirSync(to)).toEqual([]);
  });

  it.each(['.', '..', '', '.hidden', 'a..b', '../../etc'])('promote refuses the version "%s" with a message and exit code 1, changing nothing', (version) => {
    const dir = folder();
    // What "." and ".." would have found: a complete build in the remote's folder and in the deploy folder.
    writeBuild(path.join(dir, 'mf-cart'), version);
    writeBuild(dir, version);
    const run = release(['promote', `mf-cart@${version}`, '--dir', dir]);
    expect(run.stderr).toMatch(refused);
    expect(run.stderr).toContain('asked to promote mf-cart');
    expect(run.status).toBe(1);
    expect(fs.existsSync(path.join(dir, 'remotes.json'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'releases.json'))).toBe(false);
  });

  it('rollback refuses a releases.json that names ".." as the version to go back to, changing nothing', () => {
    const dir = folder();
    writeBuild(dir, '..');
    const original = 'http://localhost:3002/mf-manifest.json';
    const live = `http://localhost:3005/mf-cart/${VERSION}/mf-manifest.json`;
    const remotes = `${JSON.stringify({ remotes: { cart: live } })}\n`;
    const history = `${JSON.stringify({
      live: { cart: [{ version: null, manifest: original }, { version: '..', manifest: 'http://localhost:3005/mf-manifest.json' }, { version: VERSION, manifest: live }] },
      log: [],
    })}\n`;
    fs.writeFileSync(path.join(dir, 'remotes.json'), remotes);
    fs.writeFileSync(path.join(dir, 'releases.json'), history);
    const run = release(['rollback', 'mf-cart', '--dir', dir]);
    expect(run.stderr).toMatch(refused);
    expect(run.stderr).toContain('releases.json');
    expect(run.status).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8')).toBe(remotes);
    expect(fs.readFileSync(path.join(dir, 'releases.json'), 'utf8')).toBe(history);
  });
});
