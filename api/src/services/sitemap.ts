import { SITEMAP_URLS_PER_FILE, type SitemapEntry, type SitemapKind, type SitemapSection } from '@bookshop/contracts';
import type { Db } from '../db/db';

/**
 * What the sitemap lists of each kind, as rows of (id, lastmod) for one shop: only what the store shows (published
 * books; collaborators, collections and categories with at least one published book; every event). A book's lastmod
 * is its own change; a collaborator's, collection's or category's is the latest change of its published books.
 */
const SOURCES: Record<SitemapKind, string> = {
  books: `select a.id, a.updated_at as lastmod from articles a where a.shop_id = $1 and a.published`,
  collaborators: `select c.id, max(a.updated_at) as lastmod
    from collaborators c join articles a on a.shop_id = c.shop_id and a.published
      and c.id in (a.author_id, a.translator_id, a.illustrator_id)
    where c.shop_id = $1 group by c.id`,
  collections: `select a.collection_id as id, max(a.updated_at) as lastmod
    from articles a where a.shop_id = $1 and a.published and a.collection_id is not null group by a.collection_id`,
  categories: `select ac.category_id as id, max(a.updated_at) as lastmod
    from article_categories ac join articles a on a.id = ac.article_id and a.published
    where a.shop_id = $1 group by ac.category_id`,
  events: `select e.id, null::timestamptz as lastmod from events e where e.shop_id = $1`,
};

const KINDS = Object.keys(SOURCES) as SitemapKind[];

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** How many entries of each kind, and the latest change among them. */
export async function sitemapSections(db: Db, shopId: number): Promise<SitemapSection[]> {
  return Promise.all(
    KINDS.map(async (kind) => {
      const { rows } = await db.query<{ count: string | number; lastmod: Date | string | null }>(
        `select count(*) as count, max(lastmod) as lastmod from (${SOURCES[kind]}) entries`,
        [shopId],
      );
      return { kind, count: Number(rows[0]?.count ?? 0), lastmod: isoOrNull(rows[0]?.lastmod ?? null) };
    }),
  );
}

/** One sitemap file's entries of a kind (page 1 is the first SITEMAP_URLS_PER_FILE ids). */
export async function sitemapEntries(db: Db, shopId: number, kind: SitemapKind, page: number): Promise<SitemapEntry[]> {
  const { rows } = await db.query<{ id: number; lastmod: Date | string | null }>(
    `select id, lastmod from (${SOURCES[kind]}) entries order by id limit $2 offset $3`,
    [shopId, SITEMAP_URLS_PER_FILE, (page - 1) * SITEMAP_URLS_PER_FILE],
  );
  return rows.map((row) => ({ id: row.id, lastmod: isoOrNull(row.lastmod) }));
}
