/**
 * HTTP for the cluster test: each simulated shopper sends from its own loopback address (`localAddress` of its agent),
 * as different shoppers reach a production balancer from different addresses.
 */
import http from 'node:http';
import type pg from 'pg';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's bytes, for a binary answer (an image). */
  bytes: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON, or as is when a Buffer (with the caller's Content-Type: an image upload). */
  body?: unknown;
  agent?: http.Agent;
  timeoutMs?: number;
}

/** One request; rejects on a connection error or a timeout (what a shopper's browser would show as a failure). */
export function request(url: string, { method = 'GET', headers = {}, body, agent, timeoutMs = 30_000 }: RequestOptions = {}): Promise<Answer> {
  const payload: Buffer | string | undefined = body === undefined || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        timeout: timeoutMs,
        headers: {
          ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
          ...(payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(payload)) }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer from ${method} ${url} within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A JSON answer's body, or a clear error naming the call when it is not JSON. */
export function json<T>(answer: Answer, what: string): T {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    throw new Error(`${what}: answered ${answer.status} with a body that is not JSON: ${answer.body.slice(0, 200)}`);
  }
}

/** A keep-alive agent sending from `address` (any 127.x.y.z is this machine's loopback on Linux). */
export const agentFrom = (address: string) => new http.Agent({ keepAlive: true, localAddress: address, maxSockets: 4 });

/** The shop every check uses (the demo shop `npm run migrate` seeds with SEED_DEMO=1). */
export const SHOP_API = '/api/gmp/lumiere';
/** The seed's demo admin (api/README.md, "Demo accounts"). */
const ADMIN = { email: 'admin@librairie-lumiere.fr', password: 'Admin-Lumiere-2026' };

/** The demo admin's bearer token, signed in at `origin` (the balancer, as a shop's staff would). */
export async function adminSignIn(origin: string): Promise<string> {
  const login = await request(`${origin}${SHOP_API}/auth/login`, { method: 'POST', body: ADMIN });
  if (login.status !== 200) throw new Error(`the demo admin's sign-in at ${origin} answered ${login.status}: ${login.body.slice(0, 200)}`);
  return json<{ data: { token: string } }>(login, 'sign-in').data.token;
}

/** The demo shop's first published book. */
export async function firstPublishedBook(db: pg.Pool): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `select a.id from articles a join shops s on s.id = a.shop_id where s.slug = 'lumiere' and a.published order by a.id limit 1`,
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('the shop has no published book');
  return id;
}
