/**
 * Builds the five apps one after the other (two cores: parallel webpack runs only fight each other).
 * `--if-needed` skips an app whose dist is newer than its sources and the shared packages.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS, ROOT } from './apps.mjs';

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    // What builds write (dist, dist-maps of the source maps; dist-dev of the former npm run dev) is no input: dist-maps,
    // written after the manifest, made every app look older than its sources, and `npm start` rebuilt all five each time.
    if (entry === 'node_modules' || entry.startsWith('dist')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Whether an app's build is older than anything it is built from. */
export function needsBuild(app) {
  const built = path.join(ROOT, app.dir, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(built)) return true;
  const inputs = [path.join(ROOT, app.dir), path.join(ROOT, 'shared'), path.join(ROOT, 'package-lock.json')];
  return Math.max(...inputs.map(newestMtime)) > fs.statSync(built).mtimeMs;
}

export function buildApps({ ifNeeded = false } = {}) {
  for (const app of APPS) {
    if (ifNeeded && !needsBuild(app)) continue;
    console.log(`Building ${app.dir}…`);
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', app.dir], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`Build of ${app.dir} failed`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    buildApps({ ifNeeded: process.argv.includes('--if-needed') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
