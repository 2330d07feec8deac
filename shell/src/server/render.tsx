/**
 * The rendering server (architecture page, "Rendering"): renders a public page of the store from the remotes' server
 * containers, with the route loaders' data, in the shopper's language and currency and with nothing personal. The
 * browser then hydrates it in place (bootstrap.tsx). Anything it cannot render is left to the browser: the store's
 * server then sends `browserPage`, the same document without markup.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { ReactNode } from 'react';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
// The server build shares the whole of React Router (one copy, the one react-router-dom is made of).
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from 'react-router';
import {
  readSurrogateKeys,
  ROUTES,
  SURROGATE_KEY_SEPARATORS,
  type CatalogueVersion,
  type Currency,
  type ExposedModuleId,
  type ItemAnswer,
  type Language,
  type SurrogateKeyHeader,
} from '@bookshop/contracts';
import { api, configureApi, defaultApiConfig, PAGE_LANGUAGE_HEADER } from '@bookshop/api-client';
import { createPageStore, RootStoreContext, type PagePreferences } from '@bookshop/store';
import { PageMetaContext, RemoteSlotsContext, type PageMeta } from '@bookshop/ui';
import type { ShopFrame } from '../features/company/company-settings';
import { CURRENCY_COOKIE, LANGUAGE_COOKIE } from '../features/preferences/preference-cookies';
import { createRoutes, ISBN_PATH, type PageModule, type RouteHandle } from '../route-objects';
import { featureOff } from '../routes';
import type { PageData, RemotesConfig, StartFile } from '../page-data';
import { RemoteRefusedError } from '../remotes/contract-guard';
import { loadRemoteModule } from '../remotes/load-remote-module';
import { Document, type DocumentProps, type InlineStyle } from './document';
import { markupNames, usedStyles } from './page-styles';
import { NO_SHELL_BUILD, type ShellBuild } from './shell-build';
import { framesByCatalogueVersion, type RenderContext } from './shop-frames';
import { ServerRemotes } from './server-remotes';
import { robotsTxt, sitemapFile, sitemapIndex } from './sitemap';


export interface RendererOptions {
  /** The API as this server reaches it, for example `http://127.0.0.1:4000/api/gmp`. */
  apiBaseUrl: string;
  /** Reads `remotes.json` (each time it is due: a changed file counts from the next pages). */
  readRemotesConfig: () => Promise<RemotesConfig | null>;
  /** The shell's build the pages start (shell-build.ts); none in the renderer's own tests. */
  shell?: ShellBuild;
}

export interface PageRequest {
  /** The page's absolute URL, as the shopper asked for it. */
  url: string;
  cookie?: string;
  /** The page's Content-Security-Policy nonce, on every inline script. */
  nonce: string;
  /** The API's catalogue version read for the page's ETag (pageVersion), when it could be: the frame kept for it serves. */
  catalogueVersion?: string;
  /** The store's id of the request (its X-Request-Id), passed on to the API with every call the page makes. */
  requestId?: string;
  /** The request's W3C trace context, passed on likewise. */
  traceparent?: string;
}

/** A page not rendered by then is left to the browser. */
const RENDER_TIMEOUT_MS = 5000;

/**
 * The request being rendered, for its API calls (renders of several requests interleave): its id and trace context go
 * on each call, and in a render (not pageVersion's own call) the surrogate keys of the answers are noted for the page's
 * own, so a purge of a book's key reaches every page that shows it. `keyless`: an answer said no CDN may keep it (more
 * books than it could name), so the page may not be kept either.
 */
interface RequestScope {
  headers: Record<string, string>;
  answers?: { keys: Set<string>; keyless: boolean };
}
const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` with `page`'s request id and trace context on every API call it makes, noting the answers' keys in `answers`. */
function inRequestScope<T>(page: Pick<PageRequest, 'requestId' | 'traceparent'>, work: () => Promise<T>, answers?: RequestScope['answers']): Promise<T> {
  const headers: Record<string, string> = {};
  if (page.requestId) headers['X-Request-Id'] = page.requestId;
  if (page.traceparent) headers.traceparent = page.traceparent;
  return requestScope.run({ headers, answers }, work);
}

/** Notes an API answer's keys in the render it belongs to. */
function noteAnswerKeys(headers: Readonly<Record<string, unknown>>): void {
  const answers = requestScope.getStore()?.answers;
  if (!answers) return;
  for (const key of readSurrogateKeys(headers)?.keys ?? []) answers.keys.add(key);
  if (headers['cdn-cache-control'] === 'no-cache') answers.keyless = true;
}

/**
 * What a public page is made of (pageVersion): the API's catalogue version, the whole of it as one text, and the
 * shop's surrogate keys (the catalogue version's answer names them): on every page, whatever else it shows.
 */
export interface PageVersion {
  catalogue: string;
  key: string;
  surrogateKeys: string[];
  /** The header the page's keys go in: the one the API's answers carry theirs in (CDN_KEY_HEADER), and its separator. */
  keyHeader: { name: SurrogateKeyHeader; separator: string };
  /**
   * Which copy of the page this is, `<language>-<currency>` (fr-eur without cookies): all the renderer reads of a
   * request besides its address. A CDN keys public pages on it (docs/several-machines.md, "A CDN in front").
   */
  variant: string;
}

/** A rendered page: its status and its whole HTML (the Document). */
export interface RenderedPage {
  kind: 'page';
  status: number;
  /** A public page (the same for every shopper), not a shopper's own or the staff's. */
  publicPage: boolean;
  html: string;
  /** The surrogate keys of the API answers the page is made of; null when one of them may not be kept by a CDN. */
  surrogateKeys: string[] | null;
}

export type RenderOutcome = RenderedPage | { kind: 'redirect'; status: number; location: string } | { kind: 'browser'; reason: string };

/** A remote's server container could not be loaded: its page is left to the browser. */
class RemoteUnavailable extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`${remote} is unavailable on the server`, { cause });
  }
}

async function serverPage(id: ExposedModuleId, remotes: ServerRemotes): Promise<PageModule> {
  const remote = id.slice(0, id.indexOf('/'));
  const refusal = remotes.refusal(remote);
  if (refusal) throw new RemoteUnavailable(remote, refusal);
  try {
    return await loadRemoteModule<PageModule>(id);
  } catch (error) {
    throw new RemoteUnavailable(remote, error);
  }
}

/** The 404 page: no page's route matched, or the page is off in the company settings (the frame). */
function isNotFound(context: StaticHandlerContext): boolean {
  if (context.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.notFound)) return true;
  const page = ROUTES.find((route) => route.module === context.matches.at(-1)?.route.id);
  const frame = context.loaderData.root as ShopFrame | null | undefined;
  return page !== undefined && featureOff(page, frame?.compare_enabled ?? null);
}

function cookieValue(cookie: string | undefined, name: string): string | undefined {
  return cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

/** `?lang=` (each language's own address), else the shopper's cookie, else French. */
function pageLanguage(url: URL, cookie: string | undefined): Language {
  const asked = url.searchParams.get('lang') ?? cookieValue(cookie, LANGUAGE_COOKIE);
  return asked === 'eng' ? 'eng' : 'fr';
}

function pagePreferences(language: Language, cookie: string | undefined, frame: ShopFrame | null): PagePreferences {
  const currencyRate = frame?.usd_rate ?? null;
  const asked: Currency = cookieValue(cookie, CURRENCY_COOKIE) === 'usd' ? 'usd' : 'eur';
  return {
    language,
    // Dollars only where the shop has a rate, as the browser's currency choice does.
    currency: asked === 'usd' && currencyRate ? 'usd' : 'eur',
    currencyRate,
    isCompareEnabled: frame?.compare_enabled ?? null,
  };
}

/**
 * All of a render's markup, once everything is rendered: nothing is streamed, so a page's meta goes in <head>, above
 * its markup, and its stylesheets are cut down to what the markup uses. A render still going past `limit` is
 * abandoned.
 */
function renderAll(element: ReactNode, options: RenderToPipeableStreamOptions, limit?: { ms: number; what: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer =
      limit &&
      setTimeout(() => {
        stream.abort();
        reject(new Error(`${limit.what} took more than ${limit.ms} ms`));
      }, limit.ms);
    const stream = renderToPipeableStream(element, {
      ...options,
      onAllReady() {
        clearTimeout(timer);
        const out = new PassThrough();
        stream.pipe(out);
        text(out).then(resolve, reject);
      },
      onShellError: reject,
    });
  });
}

/** The used rules of each stylesheet, inside the page; a remote's sheet that could not be read is linked instead. */
function pageStyles(sheets: Array<{ href: string; text: string | null }>, markup: string): InlineStyle[] {
  const names = markupNames(markup);
  return sheets.map(({ href, text }) => ({ href, text: text === null ? null : usedStyles(href, text, names) }));
}

/**
 * The addresses of the store's pages, as patterns (`/bookdetails/:id`): the store's server routes them to the page at
 * once, rather than after looking for a file of that name among the shell's.
 */
const pagePaths = [...ROUTES.map((route) => route.path), ISBN_PATH];

/** How often a public page's validator turns over whatever else holds: pages show upcoming events, which pass. */
const PAGE_CLOCK_MS = 5 * 60_000;

export function createRenderer({ apiBaseUrl, readRemotesConfig, shell = NO_SHELL_BUILD }: RendererOptions) {
  configureApi({
    ...defaultApiConfig,
    baseUrl: apiBaseUrl,
    uncompressed: true,
    intercept(instance) {
      instance.interceptors.request.use((request) => {
        for (const [name, value] of Object.entries(requestScope.getStore()?.headers ?? {})) request.headers.set(name, value);
        return request;
      });
      instance.interceptors.response.use((response) => {
        noteAnswerKeys(response.headers);
        return response;
      });
    },
  });
  const remotes = new ServerRemotes(readRemotesConfig);
  const frames = framesByCatalogueVersion();
  let handler: StaticHandler | undefined;

  /**
   * The routes of the remotes' current builds. Lazy route modules stay on their route objects, so a remote registered
   * anew needs new ones. The manifests are read again in the background: a page never waits for that, except the
   * first one, the first after a remote failed, and the first after remotes.json changed.
   */
  async function currentHandler(): Promise<StaticHandler> {
    const fresh = () => createStaticHandler(createRoutes('server', (id) => serverPage(id, remotes), frames));
    // A release changed remotes.json: this page waits for the builds it names, as the first page does.
    if (!handler || (await remotes.configChanged())) {
      await remotes.refresh();
      handler = fresh();
      return handler;
    }
    remotes.refresh().then(
      (changed) => {
        if (changed) handler = fresh();
      },
      (error: unknown) => console.warn('[renderer] the remotes could not be checked', error),
    );
    return handler;
  }

  async function render(page: PageRequest): Promise<RenderOutcome> {
    const answers = { keys: new Set<string>(), keyless: false };
    const outcome = await inRequestScope(page, () => renderRequest(page), answers);
    if (outcome.kind !== 'page') return outcome;
    return { ...outcome, surrogateKeys: answers.keyless ? null : [...answers.keys].sort() };
  }

  async function renderRequest(page: PageRequest): Promise<RenderOutcome> {
    const url = new URL(page.url);
    const language = pageLanguage(url, page.cookie);
    const staticHandler = await currentHandler();
    const context = await staticHandler.query(new Request(url, { headers: { [PAGE_LANGUAGE_HEADER]: language } }), {
      requestContext: { catalogueVersion: page.catalogueVersion } satisfies RenderContext,
    });
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      return location ? { kind: 'redirect', status: context.status, location } : { kind: 'browser', reason: `answered ${context.status}` };
    }
    const unavailable = Object.values(context.errors ?? {}).find((error): error is RemoteUnavailable => error instanceof RemoteUnavailable);
    if (unavailable) {
      // A refused build was reported once, by the guard.
      if (!(unavailable.cause instanceof RemoteRefusedError)) console.warn(`[renderer] ${unavailable.message}`, unavailable.cause);
      remotes.forget(unavailable.remote);
      handler = undefined;
      return { kind: 'browser', reason: unavailable.message };
    }
    const pageModule = context.matches.at(-1)?.route.id ?? '';
    const remoteStyles = pageModule.includes('/') ? remotes.assets(pageModule).styles : [];
    const styles = [...shell.styles, ...(await Promise.all(remoteStyles.map(async (href) => ({ href, text: await remotes.styleText(href) }))))];
    const frame = (context.loaderData.root as ShopFrame | null | undefined) ?? null;
    const preferences = pagePreferences(language, page.cookie, frame);
    let meta: PageMeta | undefined;
    const collector = { origin: url.origin, set: (next: PageMeta) => void (meta = next) };
    const slots = new Set<string>();
    const markup = await renderAll(
      <RootStoreContext.Provider value={createPageStore(preferences)}>
        <PageMetaContext.Provider value={collector}>
          <RemoteSlotsContext.Provider value={(id) => void slots.add(id)}>
            <StaticRouterProvider router={createStaticRouter(staticHandler.dataRoutes, context)} context={context} nonce={page.nonce} />
          </RemoteSlotsContext.Provider>
        </PageMetaContext.Provider>
      </RootStoreContext.Provider>,
      {
        nonce: page.nonce,
        // A Suspense boundary's content (HydrateLater) stays in its place in the HTML whatever its size: by default React
        // sends a boundary larger than about 12.8 KB apart, put back by an inline script, so it would stay hidden
        // without JavaScript.
        progressiveChunkSize: Infinity,
        onError(error) {
          console.error('[renderer] rendering failed', error);
        },
      },
      { ms: RENDER_TIMEOUT_MS, what: `rendering ${url.pathname}` },
    );
    // What the page starts with: its module and the fragments that do not wait for it (their files are fetched at
    // start, and the shell's first script starts them); the others come once the page is hydrated.
    const modules = [pageModule, ...slots].filter((id): id is ExposedModuleId => id.includes('/'));
    const data: PageData = { preferences, modules, remotes: remotes.config(), entry: shell.entry, files: startFiles(modules) };
    const html = await documentHtml({ url, language, meta, frame, styles: pageStyles(styles, markup), markup, data, nonce: page.nonce });
    const notFound = isNotFound(context);
    const publicPage = notFound || ROUTES.some((route) => route.module === pageModule && route.publicPage);
    // The surrogate keys are filled in by render, once every answer of the page is in.
    return { kind: 'page', status: notFound ? 404 : context.statusCode, publicPage, html, surrogateKeys: [] };
  }

  /**
   * What a public page's content is made of besides the shell's own build: the shop's catalogue version (the API's
   * validator of its public reads, bumped with any change), the remotes' server builds, the address, the language
   * and currency the page is drawn in, and the clock to five minutes (upcoming events pass). The store's server makes
   * the page's ETag of it, and answers a conditional request 304 without rendering. Null when the API cannot say.
   */
  async function pageVersion(page: Pick<PageRequest, 'url' | 'cookie' | 'requestId' | 'traceparent'>): Promise<PageVersion | null> {
    const url = new URL(page.url);
    try {
      const answer = await inRequestScope(page, () => api().get<ItemAnswer<CatalogueVersion>>('/catalogue-version', { timeout: 1000 }));
      const { data } = answer.data;
      const shopKeys = readSurrogateKeys(answer.headers) ?? { header: 'surrogate-key', keys: [] };
      await currentHandler();
      const clock = Math.floor(Date.now() / PAGE_CLOCK_MS);
      const [language, currency] = [pageLanguage(url, page.cookie), cookieValue(page.cookie, CURRENCY_COOKIE)];
      const key = [data.version, remotes.buildKey(), `${url.pathname}${url.search}`, language, currency ?? '', clock].join('\n');
      // A shop without a dollar rate draws euros, but the cookie still names the copy a CDN keeps apart.
      const variant = `${language}-${currency === 'usd' ? 'usd' : 'eur'}`;
      const keyHeader = { name: shopKeys.header, separator: SURROGATE_KEY_SEPARATORS[shopKeys.header] };
      return { catalogue: data.version, key, surrogateKeys: shopKeys.keys, keyHeader, variant };
    } catch {
      return null;
    }
  }

  /**
   * What a page's start-up fetches beside the shell's entry: the shell's start-up scripts and stylesheets, then the
   * files of the modules the page starts with (manifests, scripts, stylesheets).
   */
  function startFiles(modules: string[]): StartFile[] {
    const files = new Map<string, StartFile>();
    for (const href of shell.scripts) files.set(href, { href, as: 'script' });
    for (const { href } of shell.styles) files.set(href, { href, as: 'style' });
    for (const { manifest, scripts, styles } of modules.map((id) => remotes.assets(id))) {
      if (manifest) files.set(manifest, { href: manifest, as: 'fetch' });
      for (const href of scripts) files.set(href, { href, as: 'script' });
      for (const href of styles) files.set(href, { href, as: 'style' });
    }
    return [...files.values()];
  }

  /**
   * The whole page around the app's markup, with the start module as its bootstrap script; around none, the shell's
   * entry (a page left to the browser has nothing to draw first).
   */
  function documentHtml(props: DocumentProps): Promise<string> {
    return renderAll(<Document {...props} />, {
      nonce: props.nonce,
      ...(props.markup === null ? { bootstrapScripts: [shell.entry] } : { bootstrapScriptContent: shell.startCode || undefined }),
    });
  }

  /**
   * The store's page for a page the renderer leaves to the browser (a remote it cannot run, a render that failed): its
   * head and start-up without markup, the nonce on its scripts.
   */
  function browserPage(page: Pick<PageRequest, 'url' | 'cookie' | 'nonce'>): Promise<string> {
    const url = new URL(page.url);
    const data: PageData = { preferences: null, modules: [], remotes: remotes.config(), entry: shell.entry, files: startFiles([]) };
    const styles = shell.styles.map(({ href }) => ({ href, text: null }));
    return documentHtml({ url, language: pageLanguage(url, page.cookie), meta: undefined, frame: null, styles, markup: null, data, nonce: page.nonce });
  }

  return { render, browserPage, pageVersion, pagePaths, robotsTxt, sitemapIndex, sitemapFile };
}
