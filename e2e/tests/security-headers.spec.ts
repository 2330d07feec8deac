import { spawn, type ChildProcess } from 'node:child_process';
import type { APIResponse } from '@playwright/test';
import { FAKE_CARD, FAKE_PAYPAL, ROOT, waitFor } from '../support/servers';
import { expect, test } from '../support/test';

/**
 * The browser defences of the static servers (scripts/security.mjs): the store page's Content-Security-Policy with a
 * fresh nonce per page, the headers of every answer, CORS open on a remote's files but not on the API answers it
 * proxies, the client's address forwarded to the API, and no source map served.
 */

const STORE = 'http://localhost:3000';
const CATALOG = 'http://localhost:3001';
const REMOTE_ORIGINS = [3001, 3002, 3003, 3004].map((port) => `http://localhost:${port}`);

/** The Content-Security-Policy of an answer, directive -> sources. */
function policyOf(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** The headers every answer of the store's servers carries. */
function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(policyOf(response).get('frame-ancestors')).toEqual(["'none'"]);
  // Plain HTTP here: no HSTS (it is for answers over HTTPS only).
  expect(headers['strict-transport-security']).toBeUndefined();
}

test('the store page carries a nonce-based policy naming the remotes and the payment providers, a new nonce each time', async ({ request }) => {
  const nonces: string[] = [];
  for (const path of ['/', '/bookdetails/1']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expectCommonHeaders(response);
    const policy = policyOf(response);
    const scripts = policy.get('script-src') ?? [];
    const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
    expect(nonce, 'a nonce in script-src').toBeTruthy();
    nonces.push(nonce as string);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // remotes.json's origins, and the (fake) providers the API points the browser at.
    for (const origin of REMOTE_ORIGINS) {
      expect(scripts).toContain(origin);
      expect(policy.get('connect-src')).toContain(origin);
    }
    for (const origin of [FAKE_PAYPAL.url, FAKE_CARD.url]) {
      expect(scripts).toContain(origin);
      expect(policy.get('connect-src')).toContain(origin);
      expect(policy.get('frame-src')).toContain(origin);
    }
    // Every inline script of the page carries this answer's nonce: React Router's data and the start module. A JSON-LD
    // block and the page's data (page-data.ts) are data, not scripts the policy governs.
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attributes]) => !/\bsrc=/.test(attributes ?? '') && !/type="application\/(ld\+)?json"/.test(attributes ?? ''),
    );
    expect(inline.length).toBeGreaterThanOrEqual(2);
    for (const [tag] of inline) expect(tag.slice(0, 200)).toContain(`nonce="${nonce}"`);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("with the real providers' addresses, an origin a wildcard of the same directive allows is not named again", async () => {
  // A plain module of the static servers, without types: its address as a value keeps the compiler out.
  const security = '../../scripts/security.mjs';
  const { paymentSources } = (await import(security)) as { paymentSources: (env: Record<string, string>) => Record<string, string[]> };
  const sources = paymentSources({});
  for (const directive of ['script', 'connect', 'frame']) {
    expect(sources[directive]).toContain('https://*.paypal.com');
    expect(sources[directive]).not.toContain('https://www.paypal.com');
    // *.js.stripe.com does not cover js.stripe.com itself.
    expect(sources[directive]).toContain('https://js.stripe.com');
  }
  // Permissions-Policy names origins, not wildcards: the SDK's own stays.
  expect(sources.payment).toEqual(['https://www.paypal.com', 'https://js.stripe.com']);
});

test('the browser refuses script injected into the store page: a script element, an event handler, a string as code', async ({ page, cspViolations }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Nouveautés', exact: true })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = "script";';
    document.head.appendChild(script);
    const markup = document.createElement('div');
    markup.innerHTML = '<img src="data:," onerror="window.__injectedHandler = true">';
    document.body.appendChild(markup);
    // An eval-like call: refused without 'unsafe-eval'.
    (window.setTimeout as unknown as (code: string, ms: number) => number)('window.__injectedString = true', 0);
  });
  await expect.poll(() => cspViolations.filter((text) => text.startsWith('event: ')).length).toBeGreaterThanOrEqual(3);
  const ran = await page.evaluate(() => {
    const found = window as { __injected?: unknown; __injectedHandler?: unknown; __injectedString?: unknown };
    return [found.__injected, found.__injectedHandler, found.__injectedString];
  });
  expect(ran).toEqual([undefined, undefined, undefined]);
  // As the page's securitypolicyviolation events told them (support/test.ts).
  for (const refusal of ['script-src-elem refused inline', 'script-src-attr refused inline', 'script-src refused eval']) {
    expect(cspViolations.join('\n')).toContain(`event: ${refusal}`);
  }
  cspViolations.length = 0; // provoked on purpose: not a failure of this test
});

test("a remote's files are open to the store's origin, with the same headers; the API answers it proxies are not", async ({ request }) => {
  const entry = await request.get(`${CATALOG}/remoteEntry.js`);
  expect(entry.status()).toBe(200);
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  expectCommonHeaders(entry);

  const page = await request.get(`${CATALOG}/`);
  expectCommonHeaders(page);
  expect(policyOf(page).get('script-src')?.some((source) => source.startsWith("'nonce-"))).toBe(true);

  const answer = await request.get(`${CATALOG}/api/gmp/lumiere/articles?ecom_type=lumiere&page_size=1`, { headers: { Origin: 'http://attacker.example' } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['access-control-allow-origin']).toBeUndefined();
  expectCommonHeaders(answer);
});

test('no source map is served and no served script or stylesheet names one', async ({ request }) => {
  const manifest = (await (await request.get(`${CATALOG}/mf-manifest.json`)).json()) as {
    exposes: Array<{ assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
  };
  const chunk = manifest.exposes.flatMap((expose) => expose.assets.js.sync).find((file) => /\.[0-9a-f]{8}\.js$/.test(file));
  const stylesheet = manifest.exposes.flatMap((expose) => expose.assets.css.sync)[0];
  expect(chunk).toBeTruthy();
  expect(stylesheet).toBeTruthy();
  for (const url of [`${STORE}/main.js`, `${CATALOG}/remoteEntry.js`, `${CATALOG}/${chunk}`, `${CATALOG}/${stylesheet}`]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(await response.text(), url).not.toContain('sourceMappingURL');
    for (const suffix of ['.map', '.map.gz', '.map.br']) expect((await request.get(`${url}${suffix}`)).status(), `${url}${suffix}`).toBe(404);
  }
});

/**
 * A shell server of its own (port 3010) whose /api goes to an echo server answering the headers it received, with
 * this STORE_TRUST_PROXY; answers `stop()`, which resolves once it is gone.
 */
async function echoingStore(trustProxy: string): Promise<{ stop(): Promise<void> }> {
  const program = `
    import http from 'node:http';
    import { serveApp } from './scripts/serve.mjs';
    const echo = http.createServer((request, response) => response.setHeader('content-type', 'application/json').end(JSON.stringify(request.headers)));
    await new Promise((resolve) => echo.listen(0, '127.0.0.1', resolve));
    await serveApp({ name: 'shell', dir: 'shell', port: 3010 }, { host: '127.0.0.1', apiOrigin: 'http://127.0.0.1:' + echo.address().port });
  `;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', program], { cwd: ROOT, env: { ...process.env, STORE_TRUST_PROXY: trustProxy }, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitFor('http://127.0.0.1:3010/index.html', 20_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

test("the proxy sends the API the client's address, and believes a client's X-Forwarded-* only from a trusted proxy", async ({ request }) => {
  const spoofed = { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'shop.example' };
  const direct = await echoingStore('');
  try {
    const answer = await request.get('http://127.0.0.1:3010/api/echo', { headers: spoofed });
    const received = (await answer.json()) as Record<string, string>;
    expect(received['x-forwarded-for']).toBe('127.0.0.1');
    expect(received['x-forwarded-proto']).toBe('http');
    expect(received['x-forwarded-host']).toBe('127.0.0.1:3010');
    expect(answer.headers()['strict-transport-security']).toBeUndefined();
  } finally {
    await direct.stop();
  }
  // Behind a trusted proxy on this machine: its chain is kept, this server's peer appended; HTTPS as it says.
  const behindProxy = await echoingStore('loopback');
  try {
    const answer = await request.get('http://127.0.0.1:3010/api/echo', { headers: spoofed });
    const received = (await answer.json()) as Record<string, string>;
    expect(received['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect(received['x-forwarded-proto']).toBe('https');
    expect(received['x-forwarded-host']).toBe('shop.example');
    expect(answer.headers()['strict-transport-security']).toContain('max-age=');
  } finally {
    await behindProxy.stop();
  }
});
