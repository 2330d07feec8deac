import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster on this machine, for a fault test (which may stop and start it: the shared one of
 * DATABASE_URL must stay up for the other tests) or for `npm run bench -- --db=pg`. Needs PostgreSQL's server binaries
 * (Debian: `apt-get install postgresql`, as `.ci/run` does). Run as root, the server runs as the `postgres` user, as
 * PostgreSQL requires.
 */
export interface ThrowawayPostgres {
  url: string;
  stop(): void;
  start(): void;
  remove(): void;
}

function serverBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'postgres'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('A throwaway cluster needs PostgreSQL\'s server binaries in /usr/lib/postgresql (Debian: apt-get install postgresql).');
  return path.join(root, newest, 'bin');
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ThrowawayOptions {
  /**
   * Keep the cluster in this folder and reuse it on the next start (the bench keeps its million books between runs);
   * `remove()` then stops the server and leaves the folder. Without it, a new temporary folder removed afterwards.
   */
  folder?: string;
  /** Server settings (`-c name=value`), for example the bench's memory settings. */
  settings?: Record<string, string | number>;
}

export async function startThrowawayPostgres(options: ThrowawayOptions = {}): Promise<ThrowawayPostgres> {
  const bin = serverBin();
  const dir = options.folder ?? mkdtempSync(path.join(tmpdir(), 'bookshop-fault-pg-'));
  mkdirSync(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const quoted = [path.join(bin, command), ...args].map((arg) => `'${arg.replace(/'/g, "'\\''")}'`).join(' ');
    if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'ignore' });
    else execFileSync('/bin/sh', ['-c', quoted], { stdio: 'ignore' });
  };
  const port = await freePort();
  const data = path.join(dir, 'data');
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  const settings = Object.entries(options.settings ?? {}).map(([name, value]) => ` -c ${name}=${value}`).join('');
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${settings}`, '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    remove() {
      try {
        stop();
      } catch {
        // already stopped
      }
      if (!options.folder) rmSync(dir, { recursive: true, force: true });
    },
  };
}
