/**
 * The remotes' server containers, as the rendering server sees them: found from `remotes.json` (each remote's server
 * build is published beside its browser build, in `server/`), registered with the federation runtime by their server
 * manifests, and checked again at most once every REVALIDATE_MS. A remote whose server manifest changed (a deploy) is
 * registered again under a new address, so the next page renders with its new code, without a restart; the old
 * container is left to go. `remotes.json` itself is read for every page (a release promoted or rolled back changes
 * it): a page after a change waits for the remotes it names, so its markup, preloads and Content-Security-Policy all
 * speak of the same builds. A server build made against another major of the contracts than the shell's is refused by
 * the browser's own guard (remotes/contract-guard.ts), here a plugin of the server's runtime too: its pages go to the
 * browser, which refuses it as well.
 */
import { createHash } from 'node:crypto';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from '../page-data';
import { contractGuard, type RemoteRefusedError } from '../remotes/contract-guard';

/** How often the server manifests are read again. */
export const REVALIDATE_MS = 1000;

/**
 * The federation instances the remotes' containers made for themselves, dropped before those remotes are registered
 * again. Registered by its manifest, a remote is removed by the runtime under the build version its manifest names,
 * and a container's own instance was not found that way: the next container of that name took it over, and its chunks
 * were then looked for beside another build (the cluster test's rollback: ENOENT on a chunk of the release before).
 */
function forgetContainerInstances(names: string[]): void {
  const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Array<{ name: string }> } }).__FEDERATION__?.__INSTANCES__;
  if (!instances) return;
  for (let index = instances.length - 1; index >= 0; index -= 1) if (names.includes(instances[index]?.name ?? '')) instances.splice(index, 1);
}

/** The part of a browser build's `mf-manifest.json` read here. */
interface BrowserManifest {
  metaData: { publicPath?: string; remoteEntry: { path: string; name: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

/** What the browser needs of an exposed module to run it: its remote's manifest and entry, its scripts and stylesheets. */
export interface ExposeAssets {
  manifest: string | null;
  scripts: string[];
  styles: string[];
}

export class ServerRemotes {
  /**
   * Each registered remote's version: a digest of its server manifest and address, which any new build (it names every
   * content-hashed chunk), or the same one served from elsewhere, changes.
   */
  private registered = new Map<string, string>();
  /** The remotes whose server build this shell must not run, and why. */
  private refused = new Map<string, RemoteRefusedError>();
  /** The remotes' browser manifests, read with their server manifests: the page's preloads come from them. */
  private browser = new Map<string, { url: string; base: URL; manifest: BrowserManifest }>();
  private styles = new Map<string, string>();
  private checkedAt = 0;
  private checking: Promise<boolean> | undefined;
  private guarded = false;
  /** `remotes.json` as last checked (its remotes, as JSON), and as last read. */
  private checkedConfig: string | undefined;
  private currentConfig: RemotesConfig['remotes'] | undefined;

  constructor(private readonly readConfig: () => Promise<RemotesConfig | null>) {}

  /** The contract guard of the server's runtime: a refused build is said once, and not run again until another is deployed. */
  readonly guard = contractGuard(undefined, (error) => {
    if (!this.refused.has(error.refusal.remote)) console.error(`[renderer] ${error.message}`);
    this.refused.set(error.refusal.remote, error);
  });

  /**
   * Reads the manifests again when they are due; resolves true when a remote was (re)registered, and the routes
   * (whose lazy modules stick to them) must be made anew.
   */
  refresh(now = Date.now()): Promise<boolean> {
    if (now - this.checkedAt < REVALIDATE_MS && this.registered.size > 0) return Promise.resolve(false);
    this.checking ??= this.check().finally(() => {
      this.checkedAt = Date.now();
      this.checking = undefined;
    });
    return this.checking;
  }

  /**
   * Reads `remotes.json` again; true when it names other remotes than the last check saw (a release), and the next
   * refresh is then due at once.
   */
  async configChanged(): Promise<boolean> {
    const config = await this.readConfig();
    this.currentConfig = config?.remotes;
    const changed = JSON.stringify(config?.remotes ?? null) !== this.checkedConfig;
    if (changed) this.checkedAt = 0;
    return changed;
  }

  /** The files the browser needs for `id` (`catalog/book-details-page`), as absolute URLs; none when unknown. */
  assets(id: string): ExposeAssets {
    const remote = id.slice(0, id.indexOf('/'));
    const known = this.refused.has(remote) ? undefined : this.browser.get(remote);
    const expose = known?.manifest.exposes.find((item) => item.path === `./${id.slice(remote.length + 1)}`);
    // Not the files of a build remotes.json no longer names: the page would preload them (and its policy refuse them).
    const named = !this.currentConfig || this.currentConfig[remote as keyof RemotesConfig['remotes']] === known?.url;
    if (!known || !expose || !named) return { manifest: null, scripts: [], styles: [] };
    const url = (file: string) => new URL(file, known.base).href;
    const { remoteEntry } = known.manifest.metaData;
    return {
      manifest: known.url,
      scripts: [url(`${remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : ''}${remoteEntry.name}`), ...expose.assets.js.sync.map(url)],
      styles: expose.assets.css.sync.map(url),
    };
  }

  /**
   * The text of a remote's stylesheet, for the page's <head>: hashed files never change under their name, so each is
   * read once. Null when it cannot be read (the page then links it).
   */
  async styleText(url: string): Promise<string | null> {
    const known = this.styles.get(url);
    if (known !== undefined) return known;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const text = await response.text();
      this.styles.set(url, text);
      return text;
    } catch (error) {
      console.warn('[renderer] a stylesheet could not be read', error instanceof Error ? error.message : error);
      return null;
    }
  }

  /** `remotes.json` as last read, for the page's own code (page-data.ts): null before the first read or when unreadable. */
  config(): RemotesConfig | null {
    return this.currentConfig ? { remotes: this.currentConfig } : null;
  }

  /** The server builds registered now, one digest per remote: a page's validator changes with any of them. */
  buildKey(): string {
    return [...this.registered].sort(([a], [b]) => a.localeCompare(b)).map(([name, version]) => `${name}@${version}`).join(',');
  }

  /** Why the server does not run `name`'s build, as an error, when it does not. */
  refusal(name: string): RemoteRefusedError | undefined {
    return this.refused.get(name);
  }

  /**
   * A remote failed while rendering: it is registered again on the next page, whatever its manifest says; not a
   * refused one, which stays refused until another build is deployed.
   */
  forget(name: string): void {
    if (this.refused.has(name)) return;
    this.registered.delete(name);
    this.checkedAt = 0;
  }

  private async check(): Promise<boolean> {
    const config = await this.readConfig();
    if (!config) return false;
    this.checkedConfig = JSON.stringify(config.remotes);
    this.currentConfig = config.remotes;
    const changed: Array<{ name: string; entry: string }> = [];
    // Read beside the server manifests; the page's preloads come from them.
    const browserManifests = Object.entries(config.remotes).map(([name, manifestUrl]) => this.readBrowserManifest(name, manifestUrl));
    await Promise.all(
      Object.entries(config.remotes).map(async ([name, manifestUrl]) => {
        const serverManifest = new URL('server/mf-manifest.json', manifestUrl);
        try {
          const response = await fetch(serverManifest, { cache: 'no-store', signal: AbortSignal.timeout(2000) });
          if (!response.ok) throw new Error(`${serverManifest.href} answered ${response.status}`);
          // The same build promoted from another address (a rollback to its origin) is another registration: its chunks
          // are fetched from beside its entry.
          const version = createHash('sha256').update(`${serverManifest.href}\n${await response.text()}`).digest('hex').slice(0, 16);
          if (this.registered.get(name) === version) return;
          // Registered by its manifest, which the runtime reads again (the guard checks it there), at an address of
          // its own: the runtime keeps what it read of the last one.
          const entry = new URL(serverManifest);
          entry.searchParams.set('v', version);
          changed.push({ name, entry: entry.href });
          this.registered.set(name, version);
          this.refused.delete(name);
        } catch (error) {
          // Unreachable: the container already loaded goes on serving; a page of a remote never loaded goes to the browser.
          console.warn(`[renderer] the server build of ${name} is unreachable`, error instanceof Error ? error.message : error);
        }
      }),
    );
    await Promise.all(browserManifests);
    if (changed.length === 0) return false;
    // The guard goes into the server's federation runtime before the first remote does (one renderer per process).
    if (!this.guarded) registerPlugins([this.guard]);
    this.guarded = true;
    forgetContainerInstances(changed.map((remote) => remote.name));
    registerRemotes(changed, { force: true });
    return true;
  }

  private async readBrowserManifest(name: string, manifestUrl: string): Promise<void> {
    try {
      const response = await fetch(manifestUrl, { cache: 'no-store', signal: AbortSignal.timeout(2000) });
      if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
      const manifest = (await response.json()) as BrowserManifest;
      const { publicPath } = manifest.metaData;
      const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
      this.browser.set(name, { url: manifestUrl, base, manifest });
    } catch {
      // No preloads for this remote's pages: the browser finds its files itself.
    }
  }
}
