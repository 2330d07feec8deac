import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tiny HTTP server for the fake providers: CORS for the browser scripts, JSON and form bodies parsed. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** JSON body, or form fields as a flat record ("metadata[order_number]" keys kept as they are). */
  body: Record<string, unknown>;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  /** Sent as is with this content type instead of JSON. */
  raw?: { type: string; text: string };
}

export interface RunningFake {
  url: string;
  close(): Promise<void>;
}

export async function serveFake(port: number, handle: (request: FakeRequest, origin: string) => Promise<FakeReply> | FakeReply): Promise<RunningFake> {
  let origin = '';
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', origin);
    const type = String(req.headers['content-type'] ?? '');
    let body: Record<string, unknown> = {};
    if (text && type.includes('json')) body = JSON.parse(text) as Record<string, unknown>;
    else if (text) body = Object.fromEntries(new URLSearchParams(text));
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type, paypal-request-id, idempotency-key');
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    try {
      const reply = await handle({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body }, origin);
      if (reply.raw) {
        res.writeHead(reply.status, { 'content-type': reply.raw.type }).end(reply.raw.text);
      } else {
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body ?? {}));
      }
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: String(error) }));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const randomId = (prefix: string, length = 17) =>
  prefix + Array.from({ length }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[Math.floor(Math.random() * 34)]).join('');
