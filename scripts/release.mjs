/**
 * `npm run release -- promote mf-cart@<version>` | `rollback mf-cart` | `list [mf-cart]`: which deployed version of a
 * remote the store runs. A promote or a rollback is one edit of the store's `remotes.json` (in the deploy folder,
 * written to a temporary file then renamed over it, so the store's server never reads half a file), which the store
 * reads on every page load: no restart, no other app rebuilt. Every change is kept in `releases.json` beside it, the
 * versions promoted one after the other per remote, which a rollback walks back.
 * A release refuses a build whose contract major the shell cannot run (the shell would refuse it anyway, with fallbacks
 * in its slots).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import contracts from '@bookshop/contracts';
import { APPS, DEPLOY_DIR, ROOT, checkVersionName, isVersionName, releaseManifestUrl, remoteApp } from './apps.mjs';

// The contracts package is TypeScript, loaded through tsx (`npm run release`), as one CommonJS module.
const { contractMismatch } = contracts;

function readJson(file, fallback) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback;
}

/** Writes a file whole or not at all: a temporary file beside it, flushed, then renamed over it. */
function writeAtomically(file, value) {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w');
  try {
    fs.writeSync(fd, `${JSON.stringify(value, null, 2)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
}

/** The contract version the store's shell was built against (its manifest), which decides what it can run. */
function shellContract() {
  const manifest = readJson(path.join(ROOT, 'shell', 'dist', 'mf-manifest.json'), null);
  const version = manifest?.metaData?.contractVersion;
  if (!version) throw new Error('The shell is not built (shell/dist/mf-manifest.json): run npm run build -w shell');
  return version;
}

/**
 * Checks a deployed version is complete and that the shell can run it; resolves its manifest's address. `source` says
 * where the name came from: the command line, or releases.json for a rollback.
 */
function checkDeployed(dir, app, version, source) {
  // Before any file is looked at: `.` or `..` would name the remote's folder or the deploy folder itself.
  checkVersionName(version, source);
  const folder = path.join(dir, app.dir, version);
  const manifests = ['mf-manifest.json', 'server/mf-manifest.json'].map((file) => readJson(path.join(folder, file), null));
  if (manifests.some((manifest) => manifest === null)) {
    throw new Error(`${app.dir}@${version} is not deployed in ${dir} (deploy it first: npm run deploy -w ${app.dir})`);
  }
  const expected = shellContract();
  for (const manifest of manifests) {
    const built = manifest.metaData?.contractVersion;
    if (contractMismatch(built, expected)) {
      throw new Error(`${app.dir}@${version} was built against contract ${built ?? '(none named)'}, and the shell runs ${expected}: another major, which the shell would not run. Release a build made against contract ${expected.split('.')[0]}.x`);
    }
  }
  return releaseManifestUrl(app, version);
}

/**
 * Runs `change` on the store's remotes config and the release history under a lock file (two releases at once would
 * lose one), then writes both.
 */
function withReleaseState(dir, change) {
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, '.release.lock');
  let fd;
  try {
    fd = fs.openSync(lock, 'wx');
  } catch {
    throw new Error(`Another release is running (${lock} exists; remove it if no release is)`);
  }
  try {
    const remotesFile = path.join(dir, 'remotes.json');
    // The first release starts from the remotes the shell's build names.
    const remotes = readJson(remotesFile, null) ?? readJson(path.join(ROOT, 'shell', 'dist', 'remotes.json'), null) ?? readJson(path.join(ROOT, 'shell', 'public', 'remotes.json'), null);
    const history = readJson(path.join(dir, 'releases.json'), { live: {}, log: [] });
    const message = change(remotes, history);
    writeAtomically(path.join(dir, 'releases.json'), history);
    writeAtomically(remotesFile, remotes);
    return message;
  } finally {
    fs.closeSync(fd);
    fs.rmSync(lock, { force: true });
  }
}

/** Makes `app@version` the one the store runs. */
export function promote({ dir = DEPLOY_DIR, app, version, now = new Date() }) {
  const manifest = checkDeployed(dir, app, version, `asked to promote ${app.dir}`);
  return withReleaseState(dir, (remotes, history) => {
    const current = remotes.remotes[app.name];
    // The versions promoted one after the other: the first is what ran before any release (the shell's remotes.json).
    const live = (history.live[app.name] ??= [{ version: null, manifest: current }]);
    if (current === manifest) return `${app.dir}@${version} is already the live version`;
    live.push({ version, manifest });
    history.log.push({ at: now.toISOString(), action: 'promote', remote: app.name, version, manifest, previous: current });
    remotes.remotes[app.name] = manifest;
    return `${app.dir} now runs ${version} (${manifest}); the store picks it up on the next page load`;
  });
}

/** Puts back the version that ran before the last promote. */
export function rollback({ dir = DEPLOY_DIR, app, now = new Date() }) {
  return withReleaseState(dir, (remotes, history) => {
    const live = history.live[app.name] ?? [];
    if (live.length < 2) throw new Error(`${app.dir} has no earlier release to roll back to`);
    const previous = live.at(-2);
    // A deployed version is checked again (the shell may have moved on since, and releases.json is a file anyone with
    // the folder can edit); the pre-release one (version null) is the shell's own.
    if (previous.version !== null) checkDeployed(dir, app, previous.version, `${app.dir}'s previous release in ${path.join(dir, 'releases.json')}`);
    const undone = live.pop();
    history.log.push({ at: now.toISOString(), action: 'rollback', remote: app.name, version: previous.version, manifest: previous.manifest, previous: undone.manifest });
    remotes.remotes[app.name] = previous.manifest;
    return `${app.dir} rolled back from ${undone.version} to ${previous.version ?? `its build before any release (${previous.manifest})`}; the store picks it up on the next page load`;
  });
}

/** What is deployed of each remote, and which version runs. */
function list(dir, only) {
  const remotes = readJson(path.join(dir, 'remotes.json'), null)?.remotes ?? {};
  const lines = [];
  for (const app of only ? [only] : APPS.slice(1)) {
    const folder = path.join(dir, app.dir);
    const versions = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => isVersionName(name) && !name.includes('.partial-')) : [];
    const live = remotes[app.name];
    lines.push(`${app.dir}: ${live ? `runs ${live}` : "runs the shell's remotes.json entry (nothing promoted)"}`);
    for (const version of versions.sort()) lines.push(`  ${live === releaseManifestUrl(app, version) ? '*' : ' '} ${version}`);
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { values, positionals } = parseArgs({ allowPositionals: true, options: { dir: { type: 'string' } } });
    const dir = values.dir ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.dir) : DEPLOY_DIR;
    const [command, target] = positionals;
    if (command === 'promote' && target?.includes('@')) {
      const at = target.lastIndexOf('@');
      console.log(promote({ dir, app: remoteApp(target.slice(0, at)), version: target.slice(at + 1) }));
    } else if (command === 'rollback' && target) {
      console.log(rollback({ dir, app: remoteApp(target) }));
    } else if (command === 'list') {
      console.log(list(dir, target ? remoteApp(target) : undefined));
    } else {
      console.error('Usage: npm run release -- promote <remote>@<version> | rollback <remote> | list [<remote>]  [--dir <deploy folder>]');
      process.exit(2);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
