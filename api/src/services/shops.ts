import type { Db } from '../db/db';

export interface Shop {
  id: number;
  slug: string;
  /** Shown to people, in mails for one. */
  name: string;
}

export async function findShop(db: Db, slug: string): Promise<Shop | null> {
  const { rows } = await db.query<Shop>('select id, slug, name from shops where slug = $1', [slug]);
  return rows[0] ?? null;
}
