/**
 * `npm run release -- promote mf-cart@<version>` | `rollback mf-cart` | `list [mf-cart]`: which deployed version of a
 * remote the store runs. A promote or a rollback is one change of the store's live remotes config, kept with the
 * history of releases in the release store (scripts/release-store.mjs): `remotes.json` and `releases.json` in the
 * local deploy folder, or one state object in the bucket that every store node polls. No restart, no other app
 * rebuilt. The history keeps the versions promoted one after the other per remote, which a rollback walks back; each is
 * a deployed, immutable version, the first included: the first promote of a remote deploys the build the shell's
 * remotes.json names (its workspace's dist/, which the next build overwrites) as a version of its own.
 * A release refuses a build whose contract major the shell cannot run (the shell would refuse it anyway, with fallbacks
 * in its slots).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import contracts from '@bookshop/contracts';
import { APPS, DEPLOY_BASE_URL, ROOT, checkVersionName, isVersionName, releaseManifestUrl, remoteApp } from './apps.mjs';
import { deploy } from './deploy.mjs';
import { openReleaseStore } from './release-store.mjs';

// The contracts package is TypeScript, loaded through tsx (`npm run release`), as one CommonJS module.
const { contractMismatch } = contracts;

/** The store's shell build: its manifest (the contract it runs) and its own remotes.json. */
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
/** Where a remote's workspace build is: what the shell's remotes.json names before any release. */
const workspaceBuild = (app) => path.join(ROOT, app.dir, 'dist');

function readJson(file, fallback) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback;
}

/** The contract version the store's shell was built against (its manifest), which decides what it can run. */
function shellContract(shell) {
  const version = readJson(path.join(shell, 'mf-manifest.json'), null)?.metaData?.contractVersion;
  if (!version) throw new Error(`The shell is not built (${path.join(shell, 'mf-manifest.json')}): run npm run build -w shell`);
  return version;
}

/** The remotes the shell's build names, where the first release starts from. */
function shellRemotes(shell) {
  const remotes = readJson(path.join(shell, 'remotes.json'), null) ?? readJson(path.join(ROOT, 'shell', 'public', 'remotes.json'), null);
  if (!remotes) throw new Error(`The shell names no remotes (${path.join(shell, 'remotes.json')}): run npm run build -w shell`);
  return remotes;
}

/**
 * Checks a deployed version is complete and that the shell can run it; resolves its manifest's address. `source` says
 * where the name came from: the command line, or the history for a rollback.
 */
async function checkDeployed(store, shell, app, version, source) {
  // Before any file is looked at: `.` or `..` would name the remote's folder or the deploy folder itself.
  checkVersionName(version, source);
  const texts = await Promise.all(['mf-manifest.json', 'server/mf-manifest.json'].map((file) => store.readVersionFile(app, version, file)));
  if (texts.some((text) => text === null)) {
    throw new Error(`${app.dir}@${version} is not deployed in ${store.where} (deploy it first: npm run deploy -w ${app.dir})`);
  }
  const expected = shellContract(shell);
  for (const text of texts) {
    const built = JSON.parse(text).metaData?.contractVersion;
    if (contractMismatch(built, expected)) {
      throw new Error(`${app.dir}@${version} was built against contract ${built ?? '(none named)'}, and the shell runs ${expected}: another major, which the shell would not run. Release a build made against contract ${expected.split('.')[0]}.x`);
    }
  }
  return releaseManifestUrl(app, version);
}

/** Whether `entry` is the remote's own server (`http://localhost:3002/mf-manifest.json`), which serves its dist/. */
function isWorkspaceOrigin(app, entry) {
  const url = URL.canParse(entry) ? new URL(entry) : null;
  return url !== null && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && Number(url.port) === app.port && url.pathname === '/mf-manifest.json';
}

/**
 * What a remote ran before its first release, as a deployed version: a released address stays as it is; the remote's
 * own server (its workspace's dist/, which the next build overwrites) is deployed now under its manifest's version, so
 * a rollback finds it as it was.
 */
async function firstRelease(store, app, entry, build) {
  const prefix = new URL(`${app.dir}/`, DEPLOY_BASE_URL).href;
  const released = entry?.startsWith(prefix) && entry.endsWith('/mf-manifest.json') ? entry.slice(prefix.length, -'/mf-manifest.json'.length) : null;
  if (released && isVersionName(released)) return { version: released, manifest: entry };
  if (!isWorkspaceOrigin(app, entry)) {
    throw new Error(`The shell's remotes.json runs ${app.dir} from ${entry ?? '(nowhere)'}, which is neither a deployed version nor ${app.dir}'s own server: deploy the build it runs and promote it first, so a rollback has it to return to`);
  }
  try {
    const { version } = await deploy({ app, dist: build(app), store });
    return { version, manifest: releaseManifestUrl(app, version) };
  } catch (error) {
    throw new Error(`The first release of ${app.dir} deploys the build the store runs now (${path.relative(ROOT, build(app)) || build(app)}) so that a rollback can return to it, and that failed: ${error instanceof Error ? error.message : error}`, { cause: error });
  }
}

/** Makes `app@version` the one the store runs. `shell` and `build` are the builds read (tests give their own). */
export async function promote({ store, app, version, now = new Date(), shell = SHELL_DIST, build = workspaceBuild }) {
  const manifest = await checkDeployed(store, shell, app, version, `asked to promote ${app.dir}`);
  return store.update(async (state) => {
    state.remotes ??= shellRemotes(shell);
    const current = state.remotes.remotes[app.name];
    if (current === manifest) return `${app.dir}@${version} is already the live version`;
    // The versions promoted one after the other, starting with what ran before any release.
    const live = (state.history.live[app.name] ??= [await firstRelease(store, app, current, build)]);
    if (live.at(-1).manifest !== manifest) live.push({ version, manifest });
    state.history.log.push({ at: now.toISOString(), action: 'promote', remote: app.name, version, manifest, previous: current });
    state.remotes.remotes[app.name] = manifest;
    // The workspace was rebuilt into this very build before the first release: what ran before it is gone.
    const nothingEarlier = live.length === 1 ? ` (nothing earlier to roll back to: the build ${app.dir} ran before this first release is this same build)` : '';
    return `${app.dir} now runs ${version} (${manifest}); every store picks it up within seconds${nothingEarlier}`;
  });
}

/** Puts back the version that ran before the last promote. */
export async function rollback({ store, app, now = new Date(), shell = SHELL_DIST }) {
  return store.update(async (state) => {
    const live = state.history.live[app.name] ?? [];
    if (live.length < 2) throw new Error(`${app.dir} has no earlier release to roll back to`);
    const previous = live.at(-2);
    const source = `${app.dir}'s previous release in ${store.historyName}`;
    // A history written before every release was a deployed version: its first entry is a workspace build.
    if (previous.version === null) {
      throw new Error(`${source} is the workspace build at ${previous.manifest}, which a rebuild overwrites: deploy the build you want back and promote it`);
    }
    // Checked again: the shell may have moved on since, and the history is a file anyone with the store can edit.
    await checkDeployed(store, shell, app, previous.version, source);
    const undone = live.pop();
    state.remotes ??= shellRemotes(shell);
    state.history.log.push({ at: now.toISOString(), action: 'rollback', remote: app.name, version: previous.version, manifest: previous.manifest, previous: undone.manifest });
    state.remotes.remotes[app.name] = previous.manifest;
    return `${app.dir} rolled back from ${undone.version} to ${previous.version}; every store picks it up within seconds`;
  });
}

/** What is deployed of each remote, and which version runs. */
async function list(store, only) {
  const remotes = (await store.readState()).remotes?.remotes ?? {};
  const lines = [];
  for (const app of only ? [only] : APPS.slice(1)) {
    const live = remotes[app.name];
    lines.push(`${app.dir}: ${live ? `runs ${live}` : "runs the shell's remotes.json entry (nothing promoted)"}`);
    for (const version of await store.listVersions(app)) lines.push(`  ${live === releaseManifestUrl(app, version) ? '*' : ' '} ${version}`);
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let store;
  try {
    const { values, positionals } = parseArgs({ allowPositionals: true, options: { dir: { type: 'string' } } });
    store = openReleaseStore(process.env, { dir: values.dir ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.dir) : undefined });
    const [command, target] = positionals;
    if (command === 'promote' && target?.includes('@')) {
      const at = target.lastIndexOf('@');
      console.log(await promote({ store, app: remoteApp(target.slice(0, at)), version: target.slice(at + 1) }));
    } else if (command === 'rollback' && target) {
      console.log(await rollback({ store, app: remoteApp(target) }));
    } else if (command === 'list') {
      console.log(await list(store, target ? remoteApp(target) : undefined));
    } else {
      console.error('Usage: npm run release -- promote <remote>@<version> | rollback <remote> | list [<remote>]  [--dir <deploy folder>]');
      process.exitCode = 2;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    store?.close();
  }
}
