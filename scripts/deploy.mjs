/**
 * `npm run deploy -w mf-cart [-- --to <folder>]`: writes an immutable, versioned copy of a remote's build,
 * `mf-cart/<version>/…` (the browser build, its `server/` build, the precompressed files beside each file), named by
 * the build's version (`MF_BUILD_VERSION`, as its manifest says), into the release store: the folder DEPLOY_DIR
 * (`deploy/`, or `--to`) by default, the bucket RELEASES_BUCKET when set (scripts/release-store.mjs).
 * Nothing changes for shoppers until the version is promoted: `npm run release -- promote mf-cart@<version>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ROOT, checkVersionName, remoteApp } from './apps.mjs';
import { openReleaseStore } from './release-store.mjs';

/** The version a build names in its manifest (metaData.buildInfo.buildVersion): a tag, a commit, `-dirty`. */
export function builtVersion(dist) {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile) || !fs.existsSync(path.join(dist, 'server', 'mf-manifest.json'))) {
    throw new Error(`${path.relative(ROOT, dist)} holds no complete build: run npm run build -w ${path.basename(path.dirname(dist))} first`);
  }
  const version = JSON.parse(fs.readFileSync(manifestFile, 'utf8')).metaData?.buildInfo?.buildVersion;
  return checkVersionName(version, `the version of ${path.relative(ROOT, manifestFile)}; build again with another MF_BUILD_VERSION`);
}

/**
 * Deploys `dist` as `<app>/<version>` into the release store (the local folder `to`, DEPLOY_DIR by default, or the
 * bucket of RELEASES_BUCKET), where it is complete before it can be promoted. A version already deployed is never
 * overwritten: the same files again is a no-op, other files under the same name are refused (a `-dirty` build rebuilt
 * after more edits, for example). Resolves the version, where it went and whether anything was written now.
 */
export async function deploy({ app, dist = path.join(ROOT, app.dir, 'dist'), to, store }) {
  const version = builtVersion(dist);
  const own = store ? null : openReleaseStore(process.env, { dir: to });
  try {
    const { target, written, same } = await (store ?? own).deployFolder(app, version, dist);
    if (!same) {
      throw new Error(`${app.dir}@${version} is already deployed with other files, and a deployed version never changes: commit your changes (the version is the commit) or set MF_BUILD_VERSION, then build again`);
    }
    return { version, target, written };
  } finally {
    own?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { values } = parseArgs({ options: { to: { type: 'string' }, app: { type: 'string' } } });
    // npm runs a workspace's script in its folder; a relative --to means the folder npm was called from.
    const from = process.env.INIT_CWD ?? process.cwd();
    const app = remoteApp(values.app ?? path.basename(process.cwd()));
    const { version, target, written } = await deploy({ app, to: values.to ? path.resolve(from, values.to) : undefined });
    console.log(written ? `Deployed ${app.dir}@${version} to ${target}` : `${app.dir}@${version} was already deployed, with these files, in ${target}`);
    console.log(`Promote it with: npm run release -- promote ${app.dir}@${version}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
