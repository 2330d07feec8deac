import type { Db } from '../db/db';

export interface Shop {
  id: number;
  slug: string;
  /** Shown to people, in mails for one. */
  name: string;
}

/** A shop as a request finds it: with the version of its public content at that moment (migrations 013, 032). */
export interface ShopAtRequest extends Shop {
  /** A bigint, as text: the shops row's version xor its stripes' (032), read in one statement, so one snapshot. */
  catalogueVersion: string;
  /**
   * The version of what the shop's lists hold (migration 023): like the catalogue version, but a sale that leaves a book
   * in stock does not move it. Files the lists' counts; never shown.
   */
  listVersion: string;
}

/** Every request of a shop's routes starts here: a named statement (prepared once per connection). */
export async function findShop(db: Db, slug: string): Promise<ShopAtRequest | null> {
  const { rows } = await db.query<ShopAtRequest>(
    `select s.id, s.slug, s.name,
       (s.catalogue_version # coalesce((select bit_xor(c.version) from catalogue_stripes c where c.shop_id = s.id), 0))::text as "catalogueVersion",
       s.list_version::text as "listVersion"
     from shops s where s.slug = $1`,
    [slug],
    { prepared: 'find-shop' },
  );
  return rows[0] ?? null;
}
