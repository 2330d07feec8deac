/**
 * `npm run deploy -w mf-cart [-- --to <folder>]`: writes an immutable, versioned copy of a remote's build,
 * `<folder>/mf-cart/<version>/…` (the browser build, its `server/` build, the precompressed files beside each file),
 * named by the build's version (`MF_BUILD_VERSION`, as its manifest says). The folder defaults to DEPLOY_DIR (`deploy/`).
 * Nothing changes for shoppers until the version is promoted: `npm run release -- promote mf-cart@<version>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { DEPLOY_DIR, ROOT, checkVersionName, remoteApp } from './apps.mjs';

/** The version a build names in its manifest (metaData.buildInfo.buildVersion): a tag, a commit, `-dirty`. */
export function builtVersion(dist) {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile) || !fs.existsSync(path.join(dist, 'server', 'mf-manifest.json'))) {
    throw new Error(`${path.relative(ROOT, dist)} holds no complete build: run npm run build -w ${path.basename(path.dirname(dist))} first`);
  }
  const version = JSON.parse(fs.readFileSync(manifestFile, 'utf8')).metaData?.buildInfo?.buildVersion;
  return checkVersionName(version, `the version of ${path.relative(ROOT, manifestFile)}; build again with another MF_BUILD_VERSION`);
}

/** Whether two folders hold the same files with the same bytes. */
function sameTree(a, b) {
  const list = (dir) => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort();
  const files = list(a);
  const others = list(b);
  return files.length === others.length && files.every((file, index) => file === others[index] && fs.readFileSync(path.join(a, file)).equals(fs.readFileSync(path.join(b, file))));
}

/**
 * Copies `dist` to `<to>/<app>/<version>`: into a temporary folder first, renamed into place once complete, so a
 * half-written version is never served. A version already deployed is never overwritten: the same files again is a
 * no-op, other files under the same name are refused (a `-dirty` build rebuilt after more edits, for example).
 * Resolves the deployed folder and whether it was written now.
 */
export function deploy({ app, dist = path.join(ROOT, app.dir, 'dist'), to = DEPLOY_DIR }) {
  const version = builtVersion(dist);
  const target = path.join(to, app.dir, version);
  if (fs.existsSync(target)) {
    if (sameTree(dist, target)) return { version, target, written: false };
    throw new Error(`${app.dir}@${version} is already deployed with other files, and a deployed version never changes: commit your changes (the version is the commit) or set MF_BUILD_VERSION, then build again`);
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  fs.cpSync(dist, partial, { recursive: true });
  fs.renameSync(partial, target);
  return { version, target, written: true };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { values } = parseArgs({ options: { to: { type: 'string' }, app: { type: 'string' } } });
    // npm runs a workspace's script in its folder; a relative --to means the folder npm was called from.
    const from = process.env.INIT_CWD ?? process.cwd();
    const app = remoteApp(values.app ?? path.basename(process.cwd()));
    const { version, target, written } = deploy({ app, to: values.to ? path.resolve(from, values.to) : DEPLOY_DIR });
    console.log(written ? `Deployed ${app.dir}@${version} to ${target}` : `${app.dir}@${version} was already deployed, with these files, in ${target}`);
    console.log(`Promote it with: npm run release -- promote ${app.dir}@${version}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
