/**
 * `npm start`: builds what is needed, starts the API (which creates and seeds the embedded database on first run),
 * serves the shell at http://localhost:3000 and each remote from its own origin. `--dev` rebuilds on change.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_ORIGIN, APPS, RELEASES_PORT, ROOT } from './apps.mjs';
import { buildApps } from './build-all.mjs';
import { serveAll } from './serve.mjs';
import { waitForAnswer } from './wait-for.mjs';

const dev = process.argv.includes('--dev');
const children = [];

function run(command, args, name) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the store.`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

/** In dev mode the watchers write dist-dev/; serve once each has written its first build. */
async function waitForDevBuilds(timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  while (!APPS.every((app) => fs.existsSync(path.join(ROOT, app.dir, 'dist-dev', 'index.html')))) {
    if (Date.now() > until) throw new Error('The development builds did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

try {
  if (!dev) buildApps({ ifNeeded: true });
  run(process.execPath, [...(dev ? ['--import', 'tsx', '--watch'] : ['--import', 'tsx']), 'api/src/main.ts'], 'The API');
  if (dev) for (const app of APPS) run('npm', ['run', 'watch', '--silent', '-w', app.dir], `${app.dir} watcher`);
  await waitForAnswer(`${API_ORIGIN}/api/health`);
  if (dev) await waitForDevBuilds();
  await serveAll({ folder: dev ? 'dist-dev' : 'dist' });
  console.log('\nLibrairie Lumière is running:');
  console.log('  store       http://localhost:3000');
  for (const app of APPS.slice(1)) console.log(`  ${app.name.padEnd(11)} http://localhost:${app.port}/mf-manifest.json`);
  if (!dev) console.log(`  releases    http://localhost:${RELEASES_PORT}/ (npm run deploy -w <remote>, npm run release)`);
  console.log(`  API         ${API_ORIGIN}/api/gmp/lumiere (OpenAPI at /api/docs)`);
  console.log('Press Ctrl+C to stop.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
