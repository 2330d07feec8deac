/**
 * The real store for the browser tests: the API on a fresh embedded database and each app's static server as its
 * own process, so a test can stop one remote's server and start it again.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
const STATE_FILE = path.join(os.tmpdir(), 'bookshop-e2e-processes.json');
export const APP_PORTS = { shell: 3000, catalog: 3001, cart: 3002, account: 3003, admin: 3004 } as const;
export type AppName = keyof typeof APP_PORTS;
const API_PORT = 4000;
/** The fake PayPal and card provider (api/test/fakes), which the API and the browser talk to as to the real ones. */
export const FAKE_PAYPAL = { url: 'http://127.0.0.1:4010', clientId: 'fake-paypal-client', secret: 'fake-paypal-secret' } as const;
export const FAKE_CARD = { url: 'http://127.0.0.1:4011', publishableKey: 'pk_test_fakebookshop', secretKey: 'sk_test_fakebookshop' } as const;
/** The fake Google sign-in (api/test/fakes/google.ts): its keys, its tokens (issued as itself) and its client script. */
export const FAKE_GOOGLE = { url: 'http://127.0.0.1:4012', clientScriptUrl: 'http://127.0.0.1:4012/gsi/client' } as const;
/**
 * Where the browser and the API find the providers. The static servers read the same variables (as under
 * `npm start`, where they share the API's environment): their pages' Content-Security-Policy lets these in.
 */
const PROVIDER_ENV = {
  PAYPAL_API_URL: FAKE_PAYPAL.url,
  PAYPAL_SDK_URL: `${FAKE_PAYPAL.url}/sdk/js`,
  CARD_API_URL: FAKE_CARD.url,
  CARD_JS_URL: `${FAKE_CARD.url}/v3/`,
  GOOGLE_CLIENT_SCRIPT_URL: FAKE_GOOGLE.clientScriptUrl,
};

type State = { dataDir: string; mailDir: string; deployDir: string; pids: Record<string, number> };

/** The folder the running API writes its mails to. */
export function mailDir(): string {
  return readState().mailDir;
}

/** The running store's deploy folder (DEPLOY_DIR): `npm run deploy` and `npm run release` given it act on this store. */
export function deployDir(): string {
  return readState().deployDir;
}

function readState(): State {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as State;
}

function writeState(state: State) {
  fs.writeFileSync(STATE_FILE, JSON.stringify(state));
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  child.unref();
  if (!child.pid) throw new Error(`could not start ${command} ${args.join(' ')}`);
  return child.pid;
}

export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The memory the store's server keeps rendered pages in (RENDERED_PAGES_MB): small, so a test can fill it. */
export const RENDERED_PAGES_MB = 1;

function startApp(app: AppName | 'releases', deployDir: string): number {
  return start(process.execPath, ['scripts/serve.mjs', app], { ...PROVIDER_ENV, DEPLOY_DIR: deployDir, RENDERED_PAGES_MB: String(RENDERED_PAGES_MB) });
}

export async function startStore(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-e2e-db-'));
  // The API's outbox is written here as .eml files (no SMTP_URL): tests read the mailed links from it.
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-e2e-mail-'));
  // The releases of this run (a test deploys and promotes in it), served on port 3005 as `npm start` serves deploy/.
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bookshop-e2e-deploy-'));
  const pids: Record<string, number> = {
    providers: start(process.execPath, ['--import', 'tsx', 'api/test/fakes/serve.ts']),
    api: start(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      DATA_DIR: dataDir,
      MAIL_DIR: mailDir,
      API_PORT: String(API_PORT),
      ...PROVIDER_ENV,
      PAYPAL_CLIENT_SECRET: FAKE_PAYPAL.secret,
      // The fakes send their webhook events to this API (api/test/fakes/serve.ts), signed with these.
      PAYPAL_WEBHOOK_ID: 'WH-FAKE-BOOKSHOP',
      CARD_WEBHOOK_SECRET: 'whsec_fakebookshop',
      CARD_SECRET_KEY: FAKE_CARD.secretKey,
      GOOGLE_JWKS_URL: `${FAKE_GOOGLE.url}/oauth2/v3/certs`,
      GOOGLE_ISSUERS: FAKE_GOOGLE.url,
      // Every browser of the suite is one client address that signs up, writes and orders far more often than a
      // shopper: the per-client limits are lifted here (their defaults are tested in api/test/security/).
      ...Object.fromEntries(
        ['REGISTER_LIMIT', 'SOCIAL_SIGN_IN_LIMIT', 'PASSWORD_RESET_LIMIT', 'VERIFICATION_LIMIT', 'NEWSLETTER_LIMIT', 'CONTACT_LIMIT', 'ORDER_LIMIT', 'ORDER_LOOKUP_LIMIT', 'STOCK_ALERT_LIMIT'].map((name) => [name, '100000/60']),
      ),
      UNPAID_ORDERS_PER_EMAIL: '100000',
      // The suite's orders mostly stay unpaid and pile up on a few books over a run: the share they may hold together
      // is lifted (tested in api/test/security/stock-hoarding.test.ts); the copies per title (3) stay as a shop runs them.
      UNPAID_STOCK_SHARE: '100',
    }),
  };
  writeState({ dataDir, mailDir, deployDir, pids });
  await waitFor(`http://127.0.0.1:${API_PORT}/api/health`);
  await waitFor(`${FAKE_CARD.url}/v3/`);
  await waitFor(FAKE_GOOGLE.clientScriptUrl);
  for (const app of [...(Object.keys(APP_PORTS) as AppName[]), 'releases' as const]) pids[app] = startApp(app, deployDir);
  writeState({ dataDir, mailDir, deployDir, pids });
  await Promise.all((Object.entries(APP_PORTS) as Array<[AppName, number]>).map(([, port]) => waitFor(`http://localhost:${port}/index.html`)));
}

function kill(pid: number) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

export function stopStore(): void {
  if (!fs.existsSync(STATE_FILE)) return;
  const state = readState();
  for (const pid of Object.values(state.pids)) kill(pid);
  fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(state.mailDir, { recursive: true, force: true });
  fs.rmSync(state.deployDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
}

/** Stops one app's static server (as if its host were down). */
export async function stopApp(app: AppName): Promise<void> {
  const state = readState();
  const pid = state.pids[app];
  if (pid) kill(pid);
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    try {
      await fetch(`http://localhost:${APP_PORTS[app]}/index.html`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${app} is still answering`);
}

/** Starts one app's static server again. */
export async function restartApp(app: AppName): Promise<void> {
  const state = readState();
  state.pids[app] = startApp(app, state.deployDir);
  writeState(state);
  await waitFor(`http://localhost:${APP_PORTS[app]}/index.html`);
}
