/**
 * `npm start`: builds what is needed, starts the API (which creates and seeds the embedded database on first run),
 * serves the shell at http://localhost:3000 and each remote from its own origin.
 * `--dev` (`npm run dev`): each app's webpack-dev-server on the same ports instead (`npm run dev -w <app>`: hot
 * updates with React Fast Refresh, from memory, nothing built to disk), and the API restarted on change.
 */
import { spawn, spawnSync } from 'node:child_process';
import { API_ORIGIN, APPS, RELEASES_PORT, ROOT } from './apps.mjs';
import { buildApps } from './build-all.mjs';
import { serveAll } from './serve.mjs';
import { waitForAnswer } from './wait-for.mjs';

const dev = process.argv.includes('--dev');
const children = [];

/**
 * Each child runs in a process group of its own, stopped as a whole: `npm run dev -w <app>` does not pass a SIGTERM on
 * to its webpack, which was left serving its port when the store stopped.
 */
function run(command, args, name) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env, detached: true });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the store.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

function stopChildren() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  stopChildren();
  setTimeout(() => process.exit(code), 300).unref();
}
// The children are not in the terminal's process group: Ctrl+C (or a closed terminal) reaches them through here.
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));
process.on('exit', stopChildren);

try {
  if (!dev) buildApps({ ifNeeded: true });
  // On a real PostgreSQL the API no longer migrates (a release step): run that step first, as a deploy would. The
  // embedded database is migrated by the API itself, the one process that can open it.
  if (process.env.DATABASE_URL && spawnSync(process.execPath, ['--import', 'tsx', 'api/src/migrate-cli.ts'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) {
    throw new Error('npm run migrate failed: the API was not started.');
  }
  run(process.execPath, [...(dev ? ['--import', 'tsx', '--watch'] : ['--import', 'tsx']), 'api/src/main.ts'], 'The API');
  if (dev) for (const app of APPS) run('npm', ['run', 'dev', '--silent', '-w', app.dir], `${app.dir} dev server`);
  await waitForAnswer(`${API_ORIGIN}/api/health`);
  // A dev server answers once its first build is done (five at once on two cores: a few minutes on a cold cache).
  if (dev) await Promise.all(APPS.map((app) => waitForAnswer(`http://localhost:${app.port}/mf-manifest.json`, 600_000)));
  else await serveAll();
  console.log('\nLibrairie Lumière is running:');
  console.log(`  store       http://localhost:${APPS[0].port}`);
  for (const app of APPS.slice(1)) console.log(`  ${app.name.padEnd(11)} http://localhost:${app.port}/mf-manifest.json`);
  if (!dev) console.log(`  releases    http://localhost:${RELEASES_PORT}/ (npm run deploy -w <remote>, npm run release)`);
  console.log(`  API         ${API_ORIGIN}/api/gmp/lumiere (OpenAPI at /api/docs)`);
  console.log('Press Ctrl+C to stop.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
