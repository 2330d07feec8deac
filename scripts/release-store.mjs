/**
 * Where a remote's releases live: its immutable version folders (`<remote>/<version>/…`), the store's live remotes
 * config and the release history. Two implementations, chosen by settings (docs/releases.md):
 * - the local folder DEPLOY_DIR (the default): folders, `remotes.json`, `releases.json` and a lock file, as before;
 * - an S3-compatible bucket (RELEASES_BUCKET): the version folders as public objects, and the live state as one private
 *   object (`_releases/state.json`: the remotes config and the history) replaced by compare-and-swap (If-Match on the
 *   ETag read). A server that ignores conditional writes (s3rver does) cannot do that safely: releases then also take a
 *   PostgreSQL advisory lock (DATABASE_URL), and refuse to run without one. Store nodes poll that object (conditional
 *   GET by ETag, every RELEASES_POLL_MS), so a promote reaches every node within a poll and a page.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import mime from 'mime-types';
import { DEPLOY_DIR, isVersionName, remotesFile } from './apps.mjs';

/** The object holding the live remotes config and the history; outside every `<remote>/` prefix, never public. */
const STATE_KEY = '_releases/state.json';
const PROBE_KEY = '_releases/conditional-write-probe';
/** The session advisory lock two releases share when the bucket cannot compare-and-swap (a key of its own). */
const LOCK_NAME = 'bookshop:releases';
/** Written last: a version whose two manifests are there is complete (promote checks for them). */
const MANIFESTS = ['server/mf-manifest.json', 'mf-manifest.json'];
/** Hashed chunks never change under their name; the rest is revalidated (the local releases server's rule). */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const ENCODINGS = { '.br': 'br', '.gz': 'gzip' };

/** The release settings, checked: a bad value stops the command or the store with the setting's name. */
export function releaseSettings(env = process.env) {
  const pollMs = env.RELEASES_POLL_MS ?? '2000';
  if (!/^[1-9]\d*$/.test(pollMs)) throw new Error(`RELEASES_POLL_MS must be a number of milliseconds above 0 (got "${pollMs}")`);
  if (!env.RELEASES_BUCKET) return { kind: 'local', dir: DEPLOY_DIR, pollMs: Number(pollMs) };
  const forcePathStyle = env.S3_FORCE_PATH_STYLE ?? 'false';
  if (!['true', 'false'].includes(forcePathStyle)) throw new Error(`S3_FORCE_PATH_STYLE must be true or false (got "${forcePathStyle}")`);
  for (const name of ['DEPLOY_BASE_URL', 'S3_ENDPOINT']) {
    if (env[name] && !/^https?:\/\/[^/]/.test(env[name])) throw new Error(`${name} must be an http(s) URL (got "${env[name]}")`);
  }
  return {
    kind: 's3',
    bucket: env.RELEASES_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    forcePathStyle: forcePathStyle === 'true',
    databaseUrl: env.DATABASE_URL || undefined,
    pollMs: Number(pollMs),
  };
}

/** The files of a folder, as relative paths with `/`. */
function filesOf(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The headers a deployed file is served with, as the local releases server sends it: its type, its cache rule, and
 * for a precompressed sibling (`x.js.br`) the type and rule of `x.js` with its Content-Encoding, so a CDN can answer
 * `x.js` with it by Accept-Encoding.
 */
export function objectHeaders(file, files) {
  const extension = path.extname(file);
  const encoded = ENCODINGS[extension] && files.has(file.slice(0, -extension.length));
  const served = encoded ? file.slice(0, -extension.length) : file;
  return {
    ContentType: mime.contentType(path.extname(served)) || 'application/octet-stream',
    CacheControl: HASHED.test(served) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(encoded ? { ContentEncoding: ENCODINGS[extension] } : {}),
  };
}

const emptyState = () => ({ remotes: null, history: { live: {}, log: [] } });
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** The deploy folder on this machine: today's files, served by `scripts/serve.mjs releases` (a CDN's origin). */
function localStore(dir) {
  const readJson = (file, fallback) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback);
  /** Whole or not at all: a temporary file beside it, flushed, then renamed over it. */
  const writeAtomically = (file, value) => {
    const temporary = `${file}.${process.pid}.tmp`;
    const fd = fs.openSync(temporary, 'w');
    try {
      fs.writeSync(fd, `${JSON.stringify(value, null, 2)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temporary, file);
  };
  const sameTree = (a, b) => {
    const files = filesOf(a);
    const others = filesOf(b);
    return files.length === others.length && files.every((file, index) => file === others[index] && fs.readFileSync(path.join(a, file)).equals(fs.readFileSync(path.join(b, file))));
  };
  const readState = () => ({ remotes: readJson(path.join(dir, 'remotes.json'), null), history: readJson(path.join(dir, 'releases.json'), emptyState().history) });
  return {
    where: dir,
    historyName: path.join(dir, 'releases.json'),
    async readVersionFile(app, version, file) {
      const target = path.join(dir, app.dir, version, file);
      return fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
    },
    /** Copied into a temporary folder renamed into place once complete: a half-written version is never served. */
    async deployFolder(app, version, dist) {
      const target = path.join(dir, app.dir, version);
      if (fs.existsSync(target)) return { target, written: false, same: sameTree(dist, target) };
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const partial = `${target}.partial-${process.pid}`;
      fs.cpSync(dist, partial, { recursive: true });
      fs.renameSync(partial, target);
      return { target, written: true, same: true };
    },
    async listVersions(app) {
      const folder = path.join(dir, app.dir);
      return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => isVersionName(name) && !name.includes('.partial-')).sort() : [];
    },
    async readState() {
      return readState();
    },
    /** `change` runs on the state under a lock file (two releases at once would lose one), then both files are written. */
    async update(change) {
      fs.mkdirSync(dir, { recursive: true });
      const lock = path.join(dir, '.release.lock');
      let fd;
      try {
        fd = fs.openSync(lock, 'wx');
      } catch {
        throw new Error(`Another release is running (${lock} exists; remove it if no release is)`);
      }
      try {
        const state = readState();
        const message = await change(state);
        writeAtomically(path.join(dir, 'releases.json'), state.history);
        writeAtomically(path.join(dir, 'remotes.json'), state.remotes);
        return message;
      } finally {
        fs.closeSync(fd);
        fs.rmSync(lock, { force: true });
      }
    },
    close() {},
  };
}

/** The S3 client of the settings; credentials from the SDK's usual places (AWS_ACCESS_KEY_ID…, profiles, roles). */
async function s3Client(settings) {
  // The SDK warns on every command under Node 20 that its releases of 2027 will want Node 22: the lockfile pins one
  // that runs on the Node this project supports (package.json engines), so that warning says nothing to act on here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: S3-compatible servers (MinIO's older releases, s3rver) refuse the rest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { s3, client };
}

const status = (error) => error?.$metadata?.httpStatusCode;

/** Runs `run` with `pool` at most at once. */
async function inBatches(items, pool, run) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(pool, items.length) }, async () => {
    while (next < items.length) await run(items[next++]);
  }));
}

function bucketStore(settings) {
  const ready = s3Client(settings);
  const Bucket = settings.bucket;
  const send = async (name, input) => {
    const { s3, client } = await ready;
    return client.send(new s3[name]({ Bucket, ...input }));
  };
  const readObject = async (Key, IfNoneMatch) => {
    try {
      const answer = await send('GetObjectCommand', { Key, IfNoneMatch });
      return { text: await answer.Body.transformToString(), etag: answer.ETag };
    } catch (error) {
      if (status(error) === 304) return { unchanged: true, etag: IfNoneMatch };
      if (status(error) === 404) return null;
      throw error;
    }
  };
  const list = async (Prefix) => {
    const keys = [];
    let ContinuationToken;
    do {
      const page = await send('ListObjectsV2Command', { Prefix, ContinuationToken });
      keys.push(...(page.Contents ?? []).map((item) => item.Key));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  };
  /** Whether this server refuses a PUT with If-None-Match: * on an object that exists (AWS S3, MinIO, R2 do). */
  let conditional;
  const conditionalWrites = () =>
    (conditional ??= (async () => {
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          await send('PutObjectCommand', { Key: PROBE_KEY, Body: 'probe', IfNoneMatch: '*' });
        } catch (error) {
          if (status(error) === 412) return true;
          throw error;
        }
      }
      return false;
    })());
  /** Browsers load a version's files from the store's origin: the bucket answers any origin, unless CORS is set already. */
  const openCors = async () => {
    try {
      await send('GetBucketCorsCommand', {});
    } catch (error) {
      if (status(error) !== 404) throw error;
      await send('PutBucketCorsCommand', { CORSConfiguration: { CORSRules: [{ AllowedOrigins: ['*'], AllowedMethods: ['GET', 'HEAD'], AllowedHeaders: ['*'], MaxAgeSeconds: 3600 }] } });
    }
  };
  /** Where every file lives; with DATABASE_URL, a session advisory lock around `run`. */
  const withDatabaseLock = async (run) => {
    const { default: pg } = await import('pg');
    const db = new pg.Client({ connectionString: settings.databaseUrl, application_name: 'bookshop-release' });
    await db.connect();
    try {
      await db.query('SELECT pg_advisory_lock(hashtext($1))', [LOCK_NAME]);
      return await run();
    } finally {
      await db.end(); // ending the session releases its lock
    }
  };
  const where = `s3://${Bucket}`;
  return {
    where,
    historyName: `${where}/${STATE_KEY}`,
    async readVersionFile(app, version, file) {
      return (await readObject(`${app.dir}/${version}/${file}`))?.text ?? null;
    },
    /**
     * Uploads `dist` under `<remote>/<version>/`, the two manifests last (so a version is complete once they are there).
     * Objects already there must be the same bytes (their sha256 is kept in their metadata): an upload cut short is
     * resumed, another build under the same name refused.
     */
    async deployFolder(app, version, dist) {
      const prefix = `${app.dir}/${version}/`;
      const files = filesOf(dist);
      const names = new Set(files);
      const present = new Set((await list(prefix)).map((key) => key.slice(prefix.length)));
      const digests = new Map(files.map((file) => [file, sha256(fs.readFileSync(path.join(dist, file)))]));
      for (const file of present) {
        if (!names.has(file)) return { target: `${where}/${prefix}`, written: false, same: false };
        const head = await send('HeadObjectCommand', { Key: prefix + file });
        if (head.Metadata?.sha256 !== digests.get(file)) return { target: `${where}/${prefix}`, written: false, same: false };
      }
      const missing = files.filter((file) => !present.has(file));
      await openCors();
      const upload = (file) => send('PutObjectCommand', { Key: prefix + file, Body: fs.readFileSync(path.join(dist, file)), Metadata: { sha256: digests.get(file) }, ...objectHeaders(file, names) });
      await inBatches(missing.filter((file) => !MANIFESTS.includes(file)), 8, upload);
      for (const file of MANIFESTS) if (missing.includes(file)) await upload(file);
      return { target: `${where}/${prefix}`, written: missing.length > 0, same: true };
    },
    async listVersions(app) {
      const keys = await list(`${app.dir}/`);
      const complete = new Set(keys.filter((key) => key.endsWith('/mf-manifest.json') && key.split('/').length === 3).map((key) => key.split('/')[1]));
      return [...complete].filter(isVersionName).sort();
    },
    async readState() {
      const found = await readObject(STATE_KEY);
      return found ? JSON.parse(found.text) : emptyState();
    },
    /**
     * `change` runs on the state read, which is written back only if nobody wrote it meanwhile (If-Match on its ETag,
     * If-None-Match for the first); when someone did, it runs again on the newer state.
     */
    async update(change) {
      const casOnly = await conditionalWrites();
      if (!casOnly && !settings.databaseUrl) {
        throw new Error(`The S3 server of RELEASES_BUCKET (${settings.endpoint ?? 'AWS'}) ignores conditional writes, so two releases at once could lose one: set DATABASE_URL (releases then take a PostgreSQL advisory lock), or use a server that honours If-Match (AWS S3, MinIO, R2)`);
      }
      const attempt = async () => {
        for (let tries = 0; tries < 10; tries++) {
          const found = await readObject(STATE_KEY);
          const state = found ? JSON.parse(found.text) : emptyState();
          const message = await change(state);
          try {
            await send('PutObjectCommand', { Key: STATE_KEY, Body: `${JSON.stringify(state, null, 2)}\n`, ContentType: 'application/json', CacheControl: 'no-cache', ...(found ? { IfMatch: found.etag } : { IfNoneMatch: '*' }) });
            return message;
          } catch (error) {
            // 412: another release wrote first; 409: one is writing now. Either way, again on what it wrote.
            if (![409, 412].includes(status(error))) throw error;
          }
        }
        throw new Error('Other releases kept changing the release state: try again');
      };
      return casOnly ? attempt() : withDatabaseLock(attempt);
    },
    /** The store's side: the live remotes config's text, polled; null before any promote. */
    async watchRemotes(onChange) {
      let etag;
      const poll = async () => {
        try {
          const found = await readObject(STATE_KEY, etag);
          if (found?.unchanged) return;
          etag = found?.etag;
          onChange(found ? JSON.stringify(JSON.parse(found.text).remotes) : null);
        } catch (error) {
          // Unreachable for a moment: the store goes on with the config it has.
          console.warn('[releases] the live remotes could not be read', error instanceof Error ? error.message : error);
        }
      };
      await poll();
      const timer = setInterval(poll, settings.pollMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    close() {
      ready.then(({ client }) => client.destroy(), () => {});
    },
  };
}

/** The release store the settings name. */
export function openReleaseStore(env = process.env, { dir } = {}) {
  const settings = releaseSettings(env);
  // What a promote writes into the live config (store nodes only read the addresses written there).
  if (settings.kind !== 'local' && !env.DEPLOY_BASE_URL) {
    throw new Error('RELEASES_BUCKET is set: DEPLOY_BASE_URL must say where browsers and renderers read the bucket (its public address or the CDN in front of it)');
  }
  if (dir && settings.kind !== 'local') throw new Error(`A folder (${dir}) was named while RELEASES_BUCKET is set: give one or the other`);
  return settings.kind === 'local' ? localStore(dir ?? settings.dir) : bucketStore(settings);
}

/**
 * For the store's server: `read(shellRoot)` resolves the text of the remotes config it runs. From the local folder,
 * `readFile` reads DEPLOY_DIR/remotes.json (else the shell's own) on every call; from a bucket, the state object polled
 * in the background (the first call waits for the first read), else the shell's own `remotes.json`.
 */
export function liveRemotes({ readFile, env = process.env }) {
  const settings = releaseSettings(env);
  if (settings.kind === 'local') return { read: (shellRoot) => readFile(remotesFile(shellRoot)), close() {} };
  let live = null;
  let stop;
  let started;
  return {
    async read(shellRoot) {
      started ??= bucketStore(settings).watchRemotes((text) => (live = text)).then((close) => (stop = close));
      await started;
      return live ?? readFile(path.join(shellRoot, 'remotes.json'));
    },
    close() {
      stop?.();
    },
  };
}
