/**
 * Experiment behind the server-rendering decision (issue 7: phone LCP at most 1.6 x the static page's): how fast would
 * a page be if its first screen came in the HTML? Not server rendering itself: a snapshot of the page as the browser
 * rendered it is served as the shell's index.html, and Lighthouse (phone, median of runs) measures it, beside the
 * static book page of the last `npm run bench`.
 *
 *   node bench/experiments/first-screen-in-html.mjs [path=/bookdetails/1] [runs=3]
 *
 * Variants, each with the remotes' stylesheets inlined (a server-rendered page cannot wait for them):
 * - `scripts-at-once`: the page's scripts start as today. React's createRoot then replaces the snapshot, which shows
 *   what hydration must avoid, and the scripts share the phone's bandwidth with the first screen.
 * - `scripts-after-load`: every script starts on the window's load event, as hydration deferred until the first
 *   screen is complete would.
 * And the floor of any page rendered in the browser with React: the static book page's content rendered by React and
 * React DOM alone (bundled by webpack, production mode, brotli like the store's files), with the cover preloaded as
 * the store's early script does. No router, no federation, no data call: whatever the store does, it cannot be faster.
 * Writes its table to bench/experiments/first-screen-in-html.md (committed: the evidence of the last run).
 * Needs the built apps (`npm run build`) and the benchmark catalogue (a first `npm run bench`). Uses ports 3000-3004
 * and 4400: nothing else may run on them.
 */
/* global document */ // page.evaluate below runs in the page
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import webpack from 'webpack';
import { DATA_DIR, startApi } from '../lib/api-load.mjs';
import { ensureLighthouse, lighthouse } from '../lib/lighthouse.mjs';
import { APPS, ROOT } from '../../scripts/apps.mjs';
import { serveApp } from '../../scripts/serve.mjs';

const route = process.argv[2] ?? '/bookdetails/1';
const runs = Number(process.argv[3] ?? 3);
const API_PORT = 4400;
const SNAPSHOT = path.join(ROOT, 'bench', 'tmp', 'first-screen-in-html');
const RESULT = path.join(ROOT, 'bench', 'experiments', 'first-screen-in-html.md');
const STATIC_FOLDER = path.join(ROOT, 'bench', 'tmp', 'static');
if (!fs.existsSync(DATA_DIR) || !fs.existsSync(path.join(STATIC_FOLDER, 'static-book.html'))) {
  throw new Error('run `npm run bench` once first: it seeds the benchmark catalogue and writes the static book page');
}
ensureLighthouse();

/** The page as rendered on a phone, its stylesheets inlined; with `late`, its scripts start on the load event. */
async function snapshot(late) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    await page.goto(`http://localhost:3000${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    return await page.evaluate(async (late) => {
      // Scripts and hints the page added while running come back when its own scripts run again.
      document.querySelectorAll('script[src]:not([src="/main.js"]), link[rel="preload"]').forEach((element) => element.remove());
      for (const link of [...document.querySelectorAll('link[rel="stylesheet"]')]) {
        const style = document.createElement('style');
        style.textContent = (await (await fetch(link.href)).text()).replace(/\/\*# sourceMappingURL=.*\*\//, '');
        link.replaceWith(style);
      }
      if (late) {
        const scripts = [...document.querySelectorAll('script')].map((script) => ({ src: script.getAttribute('src'), text: script.src ? '' : script.textContent }));
        document.querySelectorAll('script').forEach((script) => script.remove());
        const loader = document.createElement('script');
        // The scripts it adds take its nonce (the page's policy: the server puts a fresh one on the page's scripts).
        loader.textContent = `const n=document.currentScript.nonce;addEventListener('load',()=>{for(const s of ${JSON.stringify(scripts).replace(/</g, '\\u003c')}){const e=document.createElement('script');e.nonce=n;if(s.src){e.src=s.src;e.async=false}else e.textContent=s.text;document.head.appendChild(e)}})`;
        document.head.appendChild(loader);
      }
      return `<!doctype html>${document.documentElement.outerHTML}`;
    }, late);
  } finally {
    await browser.close();
  }
}

/**
 * The static book page's content rendered in the browser by React alone, beside the static page as
 * `react-alone.html`; its script `react-alone.js` (with a .br, which the bench's static folder serves as built files
 * are).
 */
async function writeReactAlonePage() {
  const staticPage = fs.readFileSync(path.join(STATIC_FOLDER, 'static-book.html'), 'utf8');
  const [, head, markup] = staticPage.match(/^([\s\S]*<\/head>)<body><main>([\s\S]*)<\/main><\/body><\/html>\s*$/) ?? [];
  if (!markup) throw new Error('the static book page does not have the expected <main>');
  const entry = path.join(ROOT, 'bench', 'tmp', 'react-alone-entry.js');
  fs.writeFileSync(entry, `import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('main', { dangerouslySetInnerHTML: { __html: ${JSON.stringify(markup)} } }));\n`);
  const stats = await promisify(webpack)({ mode: 'production', entry, output: { path: STATIC_FOLDER, filename: 'react-alone.js' }, devtool: false });
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const script = fs.readFileSync(path.join(STATIC_FOLDER, 'react-alone.js'));
  fs.writeFileSync(path.join(STATIC_FOLDER, 'react-alone.js.br'), zlib.brotliCompressSync(script));
  const cover = markup.match(/<img src="([^"]+)"/)[1];
  const page = head.replace('</head>', `<link rel="preload" as="image" href="${cover}">\n<script defer src="/__bench/react-alone.js"></script>\n</head>`);
  fs.writeFileSync(path.join(STATIC_FOLDER, 'react-alone.html'), `${page}<body><div id="root"></div></body></html>\n`);
  return `${(zlib.gzipSync(script, { level: 9 }).length / 1024).toFixed(1)} KB gzip`;
}

const serveShell = (folder) => serveApp(APPS[0], { apiOrigin: `http://127.0.0.1:${API_PORT}`, folder, extra: { root: STATIC_FOLDER, prefix: '/__bench/', preCompressed: true } });
const reactAloneSize = await writeReactAlonePage();
const api = await startApi(API_PORT);
const remotes = await Promise.all(APPS.slice(1).map((app) => serveApp(app, { apiOrigin: `http://127.0.0.1:${API_PORT}` })));
let shell = await serveShell('dist');
try {
  const measure = async (url) => (await lighthouse(`http://localhost:3000${url}`, 'mobile', runs)).lcp;
  const rows = [
    ['static book page', await measure('/__bench/static-book.html')],
    [`its content rendered by React alone (${reactAloneSize})`, await measure('/__bench/react-alone.html')],
    ['as built (rendered in the browser)', await measure(route)],
  ];
  for (const [name, late] of [['scripts-at-once', false], ['scripts-after-load', true]]) {
    const html = await snapshot(late);
    await shell.close();
    fs.rmSync(SNAPSHOT, { recursive: true, force: true });
    fs.cpSync(path.join(ROOT, 'shell', 'dist'), SNAPSHOT, { recursive: true });
    fs.writeFileSync(path.join(SNAPSHOT, 'index.html'), html);
    shell = await serveShell(path.relative(path.join(ROOT, 'shell'), SNAPSHOT));
    rows.push([`first screen in the HTML, ${name}`, await measure(route)]);
    await shell.close();
    shell = await serveShell('dist');
  }
  const floor = rows[0][1];
  const table = [`| variant | phone LCP ms | x static |`, '|---|---|---|', ...rows.map(([name, lcp]) => `| ${name} | ${Math.round(lcp)} | ${(lcp / floor).toFixed(2)} |`)];
  console.log(`\nPhone LCP on ${route}, median of ${runs} Lighthouse runs:\n${table.join('\n')}`);
  fs.writeFileSync(RESULT, `# First screen in the HTML: the last run\n\n${new Date().toISOString()}, ${route}, Lighthouse phone, median of ${runs} runs, written by \`node bench/experiments/first-screen-in-html.mjs\` (what each variant is: that script's header).\n\n${table.join('\n')}\n`);
  console.log(`Written to ${path.relative(ROOT, RESULT)}`);
} finally {
  await Promise.all([shell, ...remotes].map((server) => server.close()));
  api.kill('SIGTERM');
}
