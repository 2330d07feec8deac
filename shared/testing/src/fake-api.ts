import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from '@bookshop/api-client';

/** One request the fake API received (CORS preflights aside). */
export interface FakeCall {
  method: string;
  /** The path below `/api/gmp/lumiere`, without the query. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, `undefined` when none was sent; the raw bytes (a Buffer) for an image or binary body. */
  body: unknown;
  authorization: string | undefined;
  /** Every request header, lower-cased names (Idempotency-Key, for one). */
  headers: http.IncomingHttpHeaders;
}

/** What the fake API answers: a status and a body sent as JSON, or bytes (a Buffer) sent with `contentType`. */
export interface FakeAnswer {
  status: number;
  body: unknown;
  /** The type of a Buffer body (an image); JSON bodies need none. */
  contentType?: string;
}

/** Request bodies kept as bytes rather than parsed as JSON (an image, an ONIX file). */
const BINARY_BODY = /^(image\/|application\/(octet-stream|xml|gzip)|text\/xml)/;

/** The running fake API: every call it received, its base URL (what `configureApi` got) and `close`. */
export interface FakeApi {
  calls: FakeCall[];
  url: string;
  close(): void;
}

/**
 * No answer at all: the connection is dropped once the request arrived (the server may have acted on it), as a
 * network failure leaves a browser.
 */
export const droppedConnection: FakeAnswer = { status: 0, body: null };

/** The API's error body (`{statusCode, code, message, field?}`) with its status, for a handler to answer. */
export function apiError(status: number, code: string, message: string, field?: string): FakeAnswer {
  return { status, body: { statusCode: status, code, message, field } };
}

/**
 * Starts a real HTTP server on 127.0.0.1 answering each call with `handler`, and points the API client at it. A handler
 * may answer later (a promise), to hold one answer while the test acts in the meantime.
 */
export async function startFakeApi(handler: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>): Promise<FakeApi> {
  const calls: FakeCall[] = [];
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-api');
      const raw = Buffer.concat(chunks);
      const binary = BINARY_BODY.test(req.headers['content-type'] ?? '');
      const call: FakeCall = {
        method: req.method ?? '',
        path: url.pathname.replace(/^\/api\/gmp\/lumiere/, ''),
        query: url.searchParams,
        body: raw.length === 0 ? undefined : binary ? raw : (JSON.parse(raw.toString()) as unknown),
        authorization: req.headers.authorization,
        headers: req.headers,
      };
      calls.push(call);
      void Promise.resolve(call).then(handler).then(({ status, body, contentType }) => {
        if (status === 0) return void res.socket?.destroy();
        if (Buffer.isBuffer(body)) res.writeHead(status, { 'Content-Type': contentType ?? 'application/octet-stream' }).end(body);
        else res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      }, (error: unknown) => {
        // A handler that fails answers 500 rather than leaving the call hanging until the test times out.
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/gmp`;
  configureApi({ baseUrl: url, shop: 'lumiere' });
  return {
    calls,
    url,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
