/**
 * The cluster's object storage: an S3-compatible server (`s3rver`, the S3 protocol over HTTP, its objects in a folder
 * of the run) on a loopback port, with two buckets set up as in production (docs/releases.md, api/README.md "Images"):
 * - `releases`: the remotes' version folders (`<remote>/<version>/…`) readable by anyone, as a CDN in front of them
 *   serves browsers and the stores' renderers; its live state (`_releases/…`) only with credentials;
 * - `images`: private, every object read with credentials only (the API streams images itself after its checks).
 * s3rver serves anyone anything, so a gate in front of it refuses an anonymous request outside the public prefixes,
 * as S3 does without a bucket policy: a node that wrongly read without credentials, or a key written public, fails here.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import S3rver from 's3rver';

export const RELEASES_BUCKET = 'releases';
export const IMAGES_BUCKET = 'images';
/** s3rver's one built-in account: every signed request must use it. */
export const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export interface ClusterS3 {
  /** The S3 API's address (S3_ENDPOINT), path-style: `<endpoint>/<bucket>/<key>`. */
  endpoint: string;
  /** Where the remotes' versions are read without credentials (DEPLOY_BASE_URL): the releases bucket's address. */
  publicBaseUrl: string;
  /** The settings every node and release command gets to reach the bucket it uses (credentials included). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Whether an anonymous request may pass: reads of the remotes' version folders, nothing else. */
function isPublicRead(method: string, pathname: string, publicPrefixes: string[]): boolean {
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) return false;
  const key = decodeURIComponent(pathname);
  return publicPrefixes.some((prefix) => key.startsWith(`/${RELEASES_BUCKET}/${prefix}/`));
}

/**
 * Starts s3rver behind its gate on `host:port`, its objects in `directory` (the run's folder, removed with it).
 * `publicPrefixes` are the releases bucket's public folders (the remotes' names: `mf-catalog`, …).
 */
export async function startS3(host: string, port: number, directory: string, publicPrefixes: string[]): Promise<ClusterS3> {
  mkdirSync(directory, { recursive: true });
  const s3 = new S3rver({ directory, silent: true, configureBuckets: [RELEASES_BUCKET, IMAGES_BUCKET].map((name) => ({ name, configs: [] })) });
  await s3.configureBuckets();
  const handle = s3.callback();
  const gate: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://gate');
    const signed = 'authorization' in request.headers || url.searchParams.has('X-Amz-Signature');
    if (!signed && !isPublicRead(request.method ?? 'GET', url.pathname, publicPrefixes)) {
      response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code><Message>Anonymous access is refused outside the remotes\' public folders</Message></Error>');
      return;
    }
    handle(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    gate.once('error', reject);
    gate.listen(port, host, () => resolve());
  });
  const endpoint = `http://${host}:${port}`;
  return {
    endpoint,
    publicBaseUrl: `${endpoint}/${RELEASES_BUCKET}/`,
    env: { S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'us-east-1', ...S3_CREDENTIALS },
    close: () =>
      new Promise<void>((resolve) => {
        gate.closeAllConnections();
        gate.close(() => resolve());
      }),
  };
}
