import type { Db } from '../db/db';
import type { CoverText, HeroColors } from '../lib/svg';

/** Where an article's generated cover is served (relative: the storefront's same-origin proxy serves it). */
export const coverLink = (articleId: number): string => `/img/covers/${articleId}.svg`;

/** Covers are served outside any shop path (article ids are unique across shops), publicly once the book is published. */
export async function findCoverText(db: Db, articleId: number): Promise<(CoverText & { published: boolean }) | null> {
  const { rows } = await db.query<CoverText & { published: boolean }>(
    `select a.id, a.title, au.name as author, co.name as collection, a.published
     from articles a
     left join collaborators au on au.id = a.author_id
     left join collections co on co.id = a.collection_id
     where a.id = $1`,
    [articleId],
    // Asked for by every cover of a listing (24 a page): planned once.
    { prepared: 'cover-text' },
  );
  return rows[0] ?? null;
}

export async function findHeroColors(db: Db, slideId: number): Promise<HeroColors | null> {
  const { rows } = await db.query<HeroColors>(
    'select id, color_from as "from", color_to as "to" from hero_slides where id = $1',
    [slideId],
  );
  return rows[0] ?? null;
}

/** A stored avatar by name, for GET /img/{name}. */
export async function findAvatar(db: Db, name: string): Promise<{ content_type: string; bytes: Buffer } | null> {
  const { rows } = await db.query<{ content_type: string; bytes: Buffer | Uint8Array }>('select content_type, bytes from user_images where name = $1', [name]);
  const row = rows[0];
  return row ? { content_type: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}
