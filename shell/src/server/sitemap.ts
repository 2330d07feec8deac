/**
 * /robots.txt and the sitemaps (/sitemap.xml, an index, and its files under /sitemaps/), written from the API's
 * GET /sitemap answers: each public page at its French address, with its English one as an alternate.
 */
import { ROUTES, SITEMAP_URLS_PER_FILE, type ListAnswer, type SitemapEntry, type SitemapKind, type SitemapSection } from '@bookshop/contracts';
import { api } from '@bookshop/api-client';
import { addressIn } from './document';

/** The store's address of one entry of each kind. */
const ADDRESS: Record<SitemapKind, (id: number) => string> = {
  books: (id) => `/bookdetails/${id}`,
  collaborators: (id) => `/collaborator/${id}/details`,
  collections: (id) => `/collection-details/${id}`,
  events: (id) => `/eventdetails/${id}`,
  categories: (id) => `/books?category=${id}`,
};

/** The public pages without an id (server-rendered routes without a parameter). */
const FIXED_PAGES = ROUTES.filter((route) => route.publicPage && !route.path.includes(':')).map((route) => route.path);

export interface TextFile {
  status: number;
  type: string;
  body: string;
}

const xml = (body: string): TextFile => ({ status: 200, type: 'application/xml; charset=utf-8', body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}` });
const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

function urlEntry(origin: string, path: string, lastmod: string | null): string {
  const [french, english] = [addressIn(origin, path, 'fr'), addressIn(origin, path, 'eng')];
  return [
    '<url>',
    `<loc>${escapeXml(french)}</loc>`,
    lastmod ? `<lastmod>${lastmod}</lastmod>` : '',
    `<xhtml:link rel="alternate" hreflang="fr" href="${escapeXml(french)}"/>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(english)}"/>`,
    '</url>',
  ].join('');
}

const urlset = (entries: string[]) =>
  xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>`);

/** robots.txt: what is a shopper's own (account, cart, checkout) or the staff's is not for crawlers. */
export function robotsTxt(origin: string): TextFile {
  // A route's fixed start: /followorder/:orderId is disallowed as /followorder; a layout's pages go with it (/admin-panel).
  const personal = ROUTES.filter((route) => !route.publicPage && !route.layout).map((route) => route.path.replace(/\/(:[^/]+|\*).*$/, ''));
  const lines = ['User-agent: *', ...[...new Set(personal)].map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`];
  return { status: 200, type: 'text/plain; charset=utf-8', body: `${lines.join('\n')}\n` };
}

/** The API counts its sitemap answers per client (SITEMAP_LIMIT): the crawler's address, not this server's. */
const forClient = (client: string) => ({ headers: { 'X-Forwarded-For': client } });

/** /sitemap.xml: the fixed pages' file, then as many files of each kind as its count needs. */
export async function sitemapIndex(origin: string, client: string): Promise<TextFile> {
  const { data } = (await api().get<ListAnswer<SitemapSection>>('/sitemap', forClient(client))).data;
  const files = [`<sitemap><loc>${escapeXml(`${origin}/sitemaps/pages.xml`)}</loc></sitemap>`];
  for (const section of data) {
    for (let page = 1; page <= Math.ceil(section.count / SITEMAP_URLS_PER_FILE); page++) {
      const lastmod = section.lastmod ? `<lastmod>${section.lastmod}</lastmod>` : '';
      files.push(`<sitemap><loc>${escapeXml(`${origin}/sitemaps/${section.kind}-${page}.xml`)}</loc>${lastmod}</sitemap>`);
    }
  }
  return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>`);
}

/** One file of the index (`pages`, or `books-3`), or null when there is no such file. */
export async function sitemapFile(origin: string, client: string, name: string): Promise<TextFile | null> {
  if (name === 'pages') return urlset(FIXED_PAGES.map((path) => urlEntry(origin, path, null)));
  const match = /^([a-z]+)-([1-9][0-9]{0,4})$/.exec(name);
  const kind = match?.[1] as SitemapKind | undefined;
  if (!match || !kind || !(kind in ADDRESS)) return null;
  const { data } = (await api().get<ListAnswer<SitemapEntry>>(`/sitemap/${kind}`, { params: { page: Number(match[2]) }, ...forClient(client) })).data;
  if (data.length === 0) return null;
  return urlset(data.map((entry) => urlEntry(origin, ADDRESS[kind](entry.id), entry.lastmod)));
}
