/**
 * Static hosting of the built apps, as a CDN would do it: the shell at http://localhost:3000 (with /api and /img
 * proxied to the API, so the store and its API share one origin), each remote on its own origin with CORS.
 * Usage: `node scripts/serve.mjs` (all) or `node scripts/serve.mjs catalog` (one app).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifyProxy from '@fastify/http-proxy';
import { API_ORIGIN, APPS, ROOT } from './apps.mjs';

const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * The shell's index.html with its remotes.json inlined (as `window.__bookshopRemotesConfig`, read by the inline script
 * of src/remotes/early-remotes.ts): the page then asks for the remote manifests at once instead of after one more
 * round trip. Both files are read on every request, so a changed remotes.json counts from the next page load.
 */
async function shellIndex(root) {
  const [html, config] = await Promise.all([
    fs.promises.readFile(path.join(root, 'index.html'), 'utf8'),
    fs.promises.readFile(path.join(root, 'remotes.json'), 'utf8').catch(() => null),
  ]);
  if (config === null) return html;
  let inline;
  try {
    inline = JSON.stringify(JSON.parse(config)).replace(/</g, '\\u003c');
  } catch {
    return html; // a broken remotes.json: the page reads it itself and shows the remotes' fallbacks
  }
  return html.replace(/<meta charset=["']?utf-8["']?\s*\/?>/i, (charset) => `${charset}<script>window.__bookshopRemotesConfig=${inline}</script>`);
}

/** Hashed chunks never change under their name; everything else (entries, manifests, config, html) is revalidated. */
function cacheHeaders(reply, filePath) {
  reply.header('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Starts the static server of one app (its `dist`, or `dist-dev` for npm run dev); resolves once it listens.
 * `extra` ({ prefix, root }) serves one more folder from the shell (the benchmark's static page); `apiOrigin` is where
 * /api and /img go: from the shell for the store, and from each remote for its own standalone page.
 */
export async function serveApp(app, { host = 'localhost', folder = 'dist', extra, apiOrigin = API_ORIGIN } = {}) {
  const root = path.join(ROOT, app.dir, folder);
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`${app.dir}/${folder} is not built: run npm run build`);
  const server = Fastify({ logger: false });
  const isShell = app.name === 'shell';

  if (!isShell) {
    server.addHook('onSend', async (request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
  }
  // What is not already compressed goes out in the encoding the browser takes: the store page (put together per
  // request) and the few files the build leaves as they are. The built files and the API's answers come compressed.
  await server.register(fastifyCompress);
  for (const prefix of ['/api', '/img']) {
    await server.register(fastifyProxy, { upstream: apiOrigin, prefix, rewritePrefix: prefix, http2: false });
  }
  if (isShell && extra) await server.register(fastifyStatic, { ...extra, setHeaders: cacheHeaders, cacheControl: false, decorateReply: false });
  // preCompressed: the build writes .br and .gz beside each file; the one the browser accepts is sent as is.
  await server.register(fastifyStatic, { root, setHeaders: cacheHeaders, cacheControl: false, wildcard: true, preCompressed: true, ...(isShell ? { index: false } : {}) });
  const sendShellIndex = async (request, reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(await shellIndex(root));
  if (isShell) {
    server.get('/', sendShellIndex);
    server.get('/index.html', sendShellIndex);
  }

  // Single-page apps: unknown page paths get index.html and the router shows the page (or the 404 page). A remote's
  // own page (for its team's local work) routes like the shell, so a reload on one of its pages works too.
  server.setNotFoundHandler((request, reply) => {
    if (['GET', 'HEAD'].includes(request.method) && !path.extname(request.url.split('?')[0])) {
      return isShell ? sendShellIndex(request, reply) : reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  // 'localhost' binds the loopback of both IP stacks, so http://localhost works whichever one it resolves to.
  await server.listen({ port: app.port, host });
  return server;
}

/** Starts every app's static server. */
export async function serveAll(options) {
  return Promise.all(APPS.map((app) => serveApp(app, options)));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.argv[2];
  const apps = only ? APPS.filter((app) => app.name === only || app.dir === only) : APPS;
  if (apps.length === 0) {
    console.error(`Unknown app "${only}". Known: ${APPS.map((app) => app.name).join(', ')}`);
    process.exit(2);
  }
  const servers = await Promise.all(apps.map((app) => serveApp(app)));
  for (const app of apps) console.log(`${app.name} served at http://localhost:${app.port}`);
  const stop = async () => {
    await Promise.all(servers.map((server) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
