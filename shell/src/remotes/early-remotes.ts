/**
 * Inlined into index.html by the shell's build (see webpack.config.js) and run while the page is still parsing, so
 * the remote code of the page being opened downloads at the same time as the shell's own code instead of after it:
 * it reads `remotes.json` (or the copy a server inlined as `window.__bookshopRemotesConfig`, which saves a round
 * trip), the manifests of the remotes this route and the header need, and adds preload hints for
 * their entries and the exposed modules' files. The registry then takes the config and manifests from here instead
 * of asking for them a second time. Everything here is a hint: on any failure the registry loads as usual.
 * No imports: this function's source text is what runs in the page.
 */

/** What the build passes in: the route table's paths and modules, and the fragments every storefront page mounts. */
export interface EarlyRouteTable {
  routes: ReadonlyArray<{ path: string; module: string }>;
  fragments: readonly string[];
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
  win: Window & { __bookshopEarlyRemotes?: EarlyRemotes; __bookshopRemotesConfig?: { remotes: Record<string, string> } } = window,
): EarlyRemotes {
  const path = win.location.pathname;
  /** `/bookdetails/:id` -> /^\/bookdetails\/[^/]+\/?$/ ; `/admin-panel/*` also matches `/admin-panel`. */
  const pattern = (routePath: string) =>
    new RegExp(`^${routePath.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+').replace(/\/\*$/, '(?:/.*)?')}/?$`);
  const page = table.routes.find((route) => pattern(route.path).test(path))?.module;
  const admin = page?.startsWith('admin/') ?? false;
  const wanted = admin ? [page as string] : [...table.fragments, ...(page ? [page] : [])];
  const exposesByRemote: Record<string, string[]> = {};
  for (const id of wanted) {
    const remote = id.slice(0, id.indexOf('/'));
    (exposesByRemote[remote] ??= []).push(`./${id.slice(remote.length + 1)}`);
  }

  const hint = (href: string, as: 'script' | 'style') => {
    const link = win.document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', as);
    link.setAttribute('href', href);
    win.document.head.appendChild(link);
  };
  const getJson = (url: string) =>
    fetch(url, { cache: 'no-cache' }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    });

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
