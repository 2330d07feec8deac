/** The five front-end apps: folder, federation name and local port (the shell on 3000, each remote on its own origin). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const APPS = [
  // The store: STORE_PORT (checked, with the store's other settings, by storeSettings when it starts).
  { name: 'shell', dir: 'shell', port: Number((process.env.STORE_PORT ?? '').trim() || 3000) },
  { name: 'catalog', dir: 'mf-catalog', port: 3001 },
  { name: 'cart', dir: 'mf-cart', port: 3002 },
  { name: 'account', dir: 'mf-account', port: 3003 },
  { name: 'admin', dir: 'mf-admin', port: 3004 },
];

export const API_PORT = Number(process.env.API_PORT ?? 4000);
/** Where the store's renderer and its /api, /img proxies reach the API (STORE_API_ORIGIN; checked by storeSettings). */
export const API_ORIGIN = (process.env.STORE_API_ORIGIN || `http://127.0.0.1:${API_PORT}`).replace(/\/+$/, '');

/** An http(s) address's origin, or an error naming the setting it came from. */
function originSetting(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http:// or https:// address (got "${value}")`);
  }
  if (!['http:', 'https:'].includes(url.protocol)) throw new Error(`${name} must be an http:// or https:// address (got "${value}")`);
  return url;
}

/**
 * The store role's addresses, each a setting with the one-machine value as default: where it listens (STORE_HOST,
 * STORE_PORT), where it reaches the API (STORE_API_ORIGIN: an origin, no path) and its public address (PUBLIC_URL).
 * Throws on a bad value, naming the setting.
 */
export function storeSettings(env = process.env) {
  const port = (env.STORE_PORT ?? '').trim() || '3000';
  if (!/^\d+$/.test(port) || Number(port) > 65535) throw new Error(`STORE_PORT must be a port number, 0 to 65535 (got "${env.STORE_PORT}")`);
  const api = originSetting('STORE_API_ORIGIN', env.STORE_API_ORIGIN || `http://127.0.0.1:${Number(env.API_PORT ?? 4000)}`);
  if (api.pathname !== '/' || api.search || api.hash) throw new Error(`STORE_API_ORIGIN must be an origin, without a path: the store adds /api and /img (got "${env.STORE_API_ORIGIN}")`);
  return {
    host: (env.STORE_HOST ?? '').trim() || 'localhost',
    port: Number(port),
    apiOrigin: api.origin,
    publicUrl: originSetting('PUBLIC_URL', env.PUBLIC_URL || 'http://localhost:3000').href,
  };
}

/**
 * Versioned deploys (`npm run deploy -w mf-cart`, `npm run release`): the folder that holds them
 * (`<DEPLOY_DIR>/mf-cart/<version>/…`, with the store's `remotes.json` once a release was promoted, and the history of
 * releases), and the address it is served at (by the store's own static server on port 3005 by default; a CDN in front
 * of the same folder in production).
 */
export const DEPLOY_DIR = path.resolve(ROOT, process.env.DEPLOY_DIR ?? 'deploy');
export const RELEASES_PORT = 3005;
export const DEPLOY_BASE_URL = (process.env.DEPLOY_BASE_URL ?? `http://localhost:${RELEASES_PORT}/`).replace(/\/?$/, '/');

/** The store's remotes.json: the promoted releases' once `npm run release` has written one, else the shell's build's. */
export function remotesFile(shellRoot) {
  const released = path.join(DEPLOY_DIR, 'remotes.json');
  return fs.existsSync(released) ? released : path.join(shellRoot, 'remotes.json');
}

/** A remote by its folder or federation name (`mf-cart` or `cart`), as the deploy and release commands name one. */
export function remoteApp(name) {
  const app = APPS.find((candidate) => candidate.dir === name || candidate.name === name);
  if (app?.name === 'shell') throw new Error('The shell is the store itself (its server renders the pages): it is deployed with the store, not as a release');
  if (!app) throw new Error(`Unknown remote "${name}". Known: ${APPS.slice(1).map((candidate) => candidate.dir).join(', ')}`);
  return app;
}

/**
 * The one rule for a deployed version's name, wherever one enters: the build's manifest (`npm run deploy`), the
 * release command, `releases.json`, a deploy folder's listing and the releases' server. A name is a folder and a URL
 * segment, never a path: it starts with a letter or a digit (so never `.`, `..`, a hidden file or an option) and holds
 * no `..` (which some tools still read as a way up).
 */
const VERSION_NAME = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;

export function isVersionName(name) {
  return typeof name === 'string' && VERSION_NAME.test(name) && !name.includes('..');
}

/** Throws the rule's message when `name` breaks it; `source` says where it came from (what to fix). */
export function checkVersionName(name, source) {
  if (!isVersionName(name)) {
    throw new Error(`${JSON.stringify(name ?? null)} is not a version name (${source}): letters, digits and . _ + - only, starting with a letter or a digit, without ".."`);
  }
  return name;
}

/** Where a deployed version of a remote is served: the address the store's remotes.json names once it is promoted. */
export function releaseManifestUrl(app, version) {
  return new URL(`${app.dir}/${version}/mf-manifest.json`, DEPLOY_BASE_URL).href;
}
