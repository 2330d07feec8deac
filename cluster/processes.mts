/**
 * The cluster test's processes: each node started by its role command in a process group of its own (so a SIGKILL
 * reaches the node and not only `npm`), its output prefixed with its name into one log file, stopped as a whole.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

export class ClusterLog {
  private stream: WriteStream;

  constructor(readonly file: string) {
    this.stream = createWriteStream(file, { flags: 'a' });
  }

  line(prefix: string, text: string): void {
    this.stream.write(`${new Date().toISOString()} ${prefix.padEnd(9)} | ${text}\n`);
  }

  async close(): Promise<void> {
    await new Promise((resolve) => this.stream.end(resolve));
  }
}

export interface NodeSpec {
  /** Unique name, the log prefix: `api-1`, `store-2`, `worker`, `haproxy`. */
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Its own address (`http://127.0.0.1:4501`) for /readyz, /metrics and direct requests; none for HAProxy. */
  origin?: string;
}

/** A running (or stopped) node; `start()` again after `kill()` restarts it with the same command and settings. */
export class ClusterNode {
  private child: ChildProcess | null = null;
  /** Resolves with the exit code or signal of the current process. */
  private exited: Promise<number | string> = Promise.resolve(0);

  constructor(
    readonly spec: NodeSpec,
    private log: ClusterLog,
    private cwd: string,
  ) {}

  get name(): string {
    return this.spec.name;
  }

  get origin(): string {
    if (!this.spec.origin) throw new Error(`${this.spec.name} has no HTTP origin`);
    return this.spec.origin;
  }

  get running(): boolean {
    return this.child !== null;
  }

  start(): void {
    if (this.child) throw new Error(`${this.name} is already running`);
    const { command, args, env } = this.spec;
    this.log.line(this.name, `$ ${command} ${args.join(' ')}`);
    const child = spawn(command, args, { cwd: this.cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (text) => this.log.line(this.name, text));
    }
    this.exited = new Promise((resolve) => {
      // A command that cannot be run at all (not installed): no 'exit' follows.
      child.on('error', (error) => {
        this.log.line(this.name, `could not run ${command}: ${error.message}`);
        if (this.child === child) this.child = null;
        resolve(error.message);
      });
      child.on('exit', (code, signal) => {
        this.log.line(this.name, `exited (${signal ?? code})`);
        if (this.child === child) this.child = null;
        resolve(signal ?? code ?? 0);
      });
    });
    this.child = child;
  }

  /** Signals the node's whole process group and waits until it is gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    this.log.line(this.name, `sending ${signal}`);
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
    await this.exited;
  }

  /** SIGKILL at once, without waiting: for the test's exit, when nothing can be awaited any more. */
  killNow(): void {
    if (!this.child?.pid) return;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }

  /** SIGTERM, and SIGKILL after `graceMs` if the node has not left by then. */
  async stop(graceMs: number): Promise<void> {
    if (!this.child) return;
    const timer = setTimeout(() => void this.kill('SIGKILL'), graceMs);
    await this.kill('SIGTERM');
    clearTimeout(timer);
  }

  /** Resolves once the process exits; rejects with its status when it fails (a one-shot: `npm run migrate`). */
  async finished(): Promise<void> {
    const status = await this.exited;
    if (status !== 0) throw new Error(`${this.name} failed (${status}): see its lines in the log`);
  }

  /** Waits until GET `path` of the node answers 200 (the node is ready). */
  async waitReady(path = '/readyz', timeoutMs = 60_000): Promise<void> {
    await waitFor200(`${this.origin}${path}`, timeoutMs, () => {
      if (!this.child) throw new Error(`${this.name} exited before it was ready: see its lines in the log`);
    });
  }
}

/** Waits until GET `url` answers 200; `alive` throws to stop early (the process meant to answer is gone). */
export async function waitFor200(url: string, timeoutMs = 60_000, alive: () => void = () => {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    alive();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
      last = `${response.status} ${(await response.text()).slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (last: ${last})`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether nothing listens on `port` of 127.0.0.1 now. */
async function isFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * `count` ports nothing listens on, from the range this machine's tests may use (4500-4999 by default), starting at a
 * random place so that two runs side by side rarely meet.
 */
export async function freePorts(count: number, from = 4500, to = 4999): Promise<number[]> {
  const size = to - from + 1;
  const start = Math.floor(Math.random() * size);
  const ports: number[] = [];
  for (let step = 0; step < size && ports.length < count; step += 1) {
    const port = from + ((start + step) % size);
    if (await isFree(port)) ports.push(port);
  }
  if (ports.length < count) throw new Error(`only ${ports.length} of the ${count} ports the cluster needs are free in ${from}-${to}`);
  return ports;
}
