/**
 * Inlined into index.html by the shell's build (see webpack.config.js) and run while the page is still parsing, so
 * the remote code of the page being opened downloads at the same time as the shell's own code instead of after it:
 * it reads `remotes.json` (or the copy a server inlined as `window.__bookshopRemotesConfig`, which saves a round
 * trip), the manifests of the remotes this route and the header's search box need, and adds preload hints for
 * their entries and the exposed modules' files. The registry then takes the config and manifests from here instead
 * of asking for them a second time.
 *
 * It also starts the page's first-screen data: the page's remote lists, in `first-screen.json` beside its manifest,
 * the GET calls its first screen makes. They are made here, left in `window.__bookshopEarlyAnswers` for the API
 * client (which takes an answer instead of making the same call), and the first screen's largest picture is
 * preloaded as soon as its address is known.
 *
 * Everything here is a hint: on any failure the registry and the API client work as usual.
 * No runtime imports: this function's source text is what runs in the page.
 */
import type { EarlyAnswer } from '@bookshop/api-client';
import type { FirstScreenHints } from '@bookshop/contracts';

/** What the build passes in: the route table's paths and modules, and the fragments started with every storefront page. */
export interface EarlyRouteTable {
  routes: ReadonlyArray<{ path: string; module: string }>;
  fragments: readonly string[];
  /** Where the API is (shared/api-client/src/config.ts): the first-screen calls go there. */
  api: { baseUrl: string; shop: string };
}

/** The part of an `mf-manifest.json` read here. */
interface ManifestShape {
  metaData: { publicPath?: string; remoteEntry: { path: string; name: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

/** Left on `window` for the registry: one promise for the config, one per manifest URL. */
export interface EarlyRemotes {
  /** Taken (and cleared) by the registry on its first read. */
  config?: Promise<{ remotes: Record<string, string> }>;
  manifests: Record<string, Promise<unknown>>;
}

export function startEarlyRemotes(
  table: EarlyRouteTable,
  win: Window & {
    __bookshopEarlyRemotes?: EarlyRemotes;
    __bookshopRemotesConfig?: { remotes: Record<string, string> };
    __bookshopEarlyAnswers?: Record<string, EarlyAnswer>;
  } = window,
): EarlyRemotes {
  const path = win.location.pathname;
  /** `/bookdetails/:id` -> /^\/bookdetails\/([^/]+)\/?$/ ; `/admin-panel/*` also matches `/admin-panel`. */
  const pattern = (routePath: string) =>
    new RegExp(`^${routePath.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '([^/]+)').replace(/\/\*$/, '(?:/.*)?')}/?$`);
  const route = table.routes.find((candidate) => pattern(candidate.path).test(path));
  const page = route?.module;
  const admin = page?.startsWith('admin/') ?? false;
  const wanted = admin ? [page as string] : [...table.fragments, ...(page ? [page] : [])];
  const exposesByRemote: Record<string, string[]> = {};
  for (const id of wanted) {
    const remote = id.slice(0, id.indexOf('/'));
    (exposesByRemote[remote] ??= []).push(`./${id.slice(remote.length + 1)}`);
  }

  const hint = (href: string, as: 'script' | 'style' | 'image') => {
    const link = win.document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', as);
    link.setAttribute('href', href);
    if (as === 'image') link.setAttribute('fetchpriority', 'high');
    win.document.head.appendChild(link);
  };
  const getJson = (url: string) =>
    fetch(url, { cache: 'no-cache' }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    });

  /** How long an early answer may stand in for the page's own call (a page that took longer asks again). */
  const answerLifetimeMs = 30_000;
  const answers: Record<string, EarlyAnswer> = (win.__bookshopEarlyAnswers = {});
  /**
   * The first-screen calls of the page (`expose` of the remote whose manifest is at `manifestUrl`), made as the API
   * client would make them: the shopper's language and session from the store persisted under `root`
   * (@bookshop/store), `ecom_type`, the route's parameters. Pages opened with a query string are left to the page.
   */
  const startFirstScreen = (manifestUrl: string, expose: string) => {
    if (!route || win.location.search) return;
    let persisted: { language?: unknown; token?: unknown } = {};
    try {
      persisted = (JSON.parse(win.localStorage.getItem('root') ?? '{}') as { state?: typeof persisted }).state ?? {};
    } catch {
      // unreadable: the defaults below, as the store does
    }
    const language = persisted.language === 'eng' ? 'eng' : 'fr';
    const token = typeof persisted.token === 'string' && persisted.token !== '' ? persisted.token : null;
    const names = route.path.match(/:[^/]+/g) ?? [];
    const values = pattern(route.path).exec(path) ?? [];
    const params: Record<string, string> = {};
    names.forEach((name, index) => (params[name.slice(1)] = values[index + 1] ?? ''));
    const follow = (value: unknown, steps: ReadonlyArray<string | number>) =>
      steps.reduce<unknown>((node, step) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[step] : undefined), value);

    getJson(new URL('first-screen.json', new URL(manifestUrl, win.location.href)).href)
      .then((json) => {
        for (const { data, image } of (json as FirstScreenHints)[expose] ?? []) {
          const filled = data.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? '');
          const url = new URL(`${table.api.baseUrl}/${encodeURIComponent(table.api.shop)}${filled}`, win.location.href);
          if (!url.searchParams.has('ecom_type')) url.searchParams.set('ecom_type', table.api.shop);
          if (!url.searchParams.has('lang')) url.searchParams.set('lang', language);
          url.searchParams.sort(); // the key of @bookshop/api-client's earlyAnswerKey
          const answer = fetch(url.href, { headers: token ? { Authorization: `Bearer ${token}` } : {} }).then(async (response) => {
            const headers: Record<string, string> = {};
            response.headers.forEach((value, name) => (headers[name] = value));
            return { status: response.status, headers, body: (await response.json()) as unknown };
          });
          answers[`${url.pathname}?${url.searchParams.toString()}`] = { token, expires: Date.now() + answerLifetimeMs, answer };
          answer
            .then(({ status, body }) => {
              const picture = image ? follow(body, image) : undefined;
              if (status < 300 && typeof picture === 'string' && picture !== '') hint(picture, 'image');
            })
            .catch(() => undefined);
        }
      })
      .catch(() => undefined);
  };

  const inlined = win.__bookshopRemotesConfig;
  const config = inlined ? Promise.resolve(inlined) : (getJson('/remotes.json') as Promise<{ remotes: Record<string, string> }>);
  const early: EarlyRemotes = { config, manifests: {} };
  config
    .then(({ remotes }) => {
      for (const [remote, exposes] of Object.entries(exposesByRemote)) {
        const manifestUrl = remotes[remote];
        if (!manifestUrl) continue;
        const manifest = getJson(manifestUrl);
        early.manifests[manifestUrl] = manifest;
        if (page && !admin && page.startsWith(`${remote}/`)) startFirstScreen(manifestUrl, `./${page.slice(remote.length + 1)}`);
        manifest
          .then((json) => {
            const { metaData, exposes: exposed } = json as ManifestShape;
            const base = metaData.publicPath && metaData.publicPath !== 'auto' ? metaData.publicPath : new URL('.', new URL(manifestUrl, win.location.href)).href;
            hint(base + metaData.remoteEntry.path.replace(/([^/])$/, '$1/') + metaData.remoteEntry.name, 'script');
            for (const expose of exposed.filter((item) => exposes.includes(item.path))) {
              expose.assets.css.sync.forEach((file) => hint(base + file, 'style'));
              expose.assets.js.sync.forEach((file) => hint(base + file, 'script'));
            }
          })
          .catch(() => undefined);
      }
    })
    .catch(() => undefined);
  win.__bookshopEarlyRemotes = early;
  return early;
}
