import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { ApiError } from '../lib/errors';
import { DEFAULT_IMAGE_WIDTHS, makeVariant as resize, VARIANT_TYPES, type VariantFormat } from '../lib/image-variants';
import { objectStorageFromEnv, type ObjectStorage } from '../lib/object-storage';
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

/** Where uploaded images are kept, and the widths their variants are made at (app.images). */
export interface ImageStore {
  /** The bucket, or null: images stay in PostgreSQL (the embedded default). */
  storage: ObjectStorage | null;
  /** The only widths variants are made at (the storefront's srcset widths, BOOK_IMAGE_WIDTHS). */
  widths: readonly number[];
}

export function imageStoreFromEnv(env: NodeJS.ProcessEnv = process.env): ImageStore {
  return { storage: objectStorageFromEnv(env), widths: DEFAULT_IMAGE_WIDTHS };
}

/** Where an upload went: its bytes for the database row, or the key of the object holding them (bytes then null). */
export interface KeptImage {
  bytes: Buffer | null;
  objectKey: string | null;
}

/**
 * Puts an upload in the bucket under `folder/` with an unguessable name (the bucket is private; the name only keeps
 * replaced uploads apart), or hands its bytes back for the database when there is no bucket. Called inside the
 * upload's transaction, after its checks: when the transaction fails, `discardImage` removes the object again.
 */
export async function keepImage(images: ImageStore, folder: 'books' | 'avatars' | 'returns', bytes: Buffer, contentType: string): Promise<KeptImage> {
  if (!images.storage) return { bytes, objectKey: null };
  const objectKey = `${folder}/${randomUUID()}`;
  await images.storage.put(objectKey, bytes, contentType);
  return { bytes: null, objectKey };
}

/**
 * Deletes an image's object and its variants once no row names it (after the commit that removed or replaced it).
 * A failure is logged, not thrown: the change is done, and an object no row names is never served.
 */
export async function discardImage(images: ImageStore, objectKey: string | null | undefined): Promise<void> {
  if (!objectKey || !images.storage) return;
  await images.storage.deleteWithDerived(objectKey).catch((error: unknown) => {
    console.warn(JSON.stringify({ msg: 'image object not deleted', objectKey, err: String(error) }));
  });
}

/**
 * Runs an upload's transaction with `keep` (keepImage on this store): an object it put in the bucket is deleted again
 * when the transaction fails, so a refused upload leaves nothing behind.
 */
export async function withKeptImage<T>(
  images: ImageStore,
  run: (keep: (folder: 'books' | 'avatars' | 'returns', bytes: Buffer, contentType: string) => Promise<KeptImage>) => Promise<T>,
): Promise<T> {
  const kept: string[] = [];
  try {
    return await run(async (folder, bytes, contentType) => {
      const image = await keepImage(images, folder, bytes, contentType);
      if (image.objectKey) kept.push(image.objectKey);
      return image;
    });
  } catch (error) {
    await Promise.all(kept.map((key) => discardImage(images, key)));
    throw error;
  }
}

/** A stored image's bytes, from the bucket when the row names an object, else from the row's own bytes. */
export async function imageBytes(images: ImageStore, row: { bytes: Buffer | Uint8Array | null; object_key: string | null }): Promise<Buffer> {
  if (row.object_key === null) return Buffer.from(row.bytes as Buffer | Uint8Array);
  if (!images.storage) throw new Error(`The image ${row.object_key} is in a bucket, and IMAGES_BUCKET is not set.`);
  const object = await images.storage.get(row.object_key);
  if (!object) throw new Error(`The image ${row.object_key} is missing from the bucket ${images.storage.bucket}.`);
  return object.bytes;
}

/** A stored avatar by name, for GET /img/{name}. */
export async function findAvatar(db: Db, images: ImageStore, name: string): Promise<{ content_type: string; bytes: Buffer } | null> {
  const { rows } = await db.query<{ content_type: string; bytes: Buffer | Uint8Array | null; object_key: string | null }>(
    'select content_type, bytes, object_key from user_images where name = $1',
    [name],
  );
  const row = rows[0];
  return row ? { content_type: row.content_type, bytes: await imageBytes(images, row) } : null;
}

/**
 * A book image's variant `width` pixels wide in `format`, made on its first request and kept (an object beside the
 * image's in the bucket, else a row of article_image_variants), so any API node answers the next request without
 * sharp. Made lazily rather than at upload: an upload stays quick (AVIF at three widths takes a second), and a width
 * added to BOOK_IMAGE_WIDTHS later needs no batch job. Two nodes making the same variant at once store the same bytes.
 */
export async function bookImageVariant(
  db: Db,
  images: ImageStore,
  file: { id: number; object_key: string | null },
  width: number,
  format: VariantFormat,
): Promise<Buffer> {
  if (file.object_key !== null && images.storage) {
    const key = `${file.object_key}.${width}.${format}`;
    const kept = await images.storage.get(key);
    if (kept) return kept.bytes;
    const variant = await makeVariant(await imageBytes(images, { bytes: null, object_key: file.object_key }), width, format);
    await images.storage.put(key, variant, VARIANT_TYPES[format]);
    return variant;
  }
  const { rows } = await db.query<{ bytes: Buffer | Uint8Array }>(
    'select bytes from article_image_variants where file_id = $1 and width = $2 and format = $3',
    [file.id, width, format],
  );
  if (rows[0]) return Buffer.from(rows[0].bytes);
  const { rows: originals } = await db.query<{ bytes: Buffer | Uint8Array | null; object_key: string | null }>(
    'select bytes, object_key from article_image_files where id = $1',
    [file.id],
  );
  if (!originals[0]) throw new Error(`The book image ${file.id} is gone.`);
  const variant = await makeVariant(await imageBytes(images, originals[0]), width, format);
  await db.query(
    'insert into article_image_variants (file_id, width, format, bytes) values ($1, $2, $3, $4) on conflict do nothing',
    [file.id, width, format, variant],
  );
  return variant;
}

/**
 * An upload is let in by the bytes it starts with (image-type.ts), not by decoding it: one sharp cannot read has no
 * variants, which the srcset's `<img>` turns into its fallback picture.
 */
async function makeVariant(original: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  try {
    return await resize(original, width, format);
  } catch {
    throw new ApiError(422, 'unreadable_image', 'This image cannot be resized: its content is not a readable PNG, JPEG or WebP.');
  }
}

/** What `npm run images:move` did, per kind of image. */
export type MoveSummary = Record<'books' | 'avatars' | 'returns', { moved: number; changed: number; alreadyInBucket: number }>;

/** The tables holding uploads: each row's key, and the object key a moved row gets (stable, so a rerun overwrites). */
const MOVABLE = [
  { kind: 'books', table: 'article_image_files', key: 'id', objectKey: (key: string) => `books/file-${key}` },
  { kind: 'avatars', table: 'user_images', key: 'name', objectKey: (key: string) => `avatars/${key}` },
  { kind: 'returns', table: 'return_photos', key: 'return_id', objectKey: (key: string) => `returns/return-${key}` },
] as const;

/**
 * Copies every image still held in the database to the bucket, in batches of `batchSize` rows by key order. For each
 * row: put the object, read it back and compare it byte for byte, and only then clear the row's bytes (in the same
 * statement that names the object, and only if the bytes are still the ones copied: a photo replaced meanwhile is
 * left for the next run, counted as `changed`). Idempotent and resumable: a moved row has no bytes and is not read
 * again; a run stopped midway leaves at worst an object a rerun writes over.
 */
export async function moveImagesToBucket(
  db: Db,
  storage: ObjectStorage,
  { batchSize = 50, log = () => undefined }: { batchSize?: number; log?: (line: string) => void } = {},
): Promise<MoveSummary> {
  const summary = {} as MoveSummary;
  for (const { kind, table, key, objectKey } of MOVABLE) {
    const counts = { moved: 0, changed: 0, alreadyInBucket: 0 };
    const { rows: inBucket } = await db.query<{ n: number }>(`select count(*)::int as n from ${table} where object_key is not null`);
    counts.alreadyInBucket = inBucket[0]?.n ?? 0;
    let after: string | null = null;
    for (;;) {
      const { rows }: { rows: Array<{ key: string | number; content_type: string; bytes: Buffer | Uint8Array }> } = await db.query(
        `select ${key} as key, content_type, bytes from ${table}
         where bytes is not null and ($1::text is null or ${key} > $1::text::${key === 'name' ? 'text' : 'integer'})
         order by ${key} limit $2`,
        [after, batchSize],
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        const bytes = Buffer.from(row.bytes);
        const target = objectKey(String(row.key));
        await storage.put(target, bytes, row.content_type);
        const copy = await storage.get(target);
        if (!copy || !copy.bytes.equals(bytes)) throw new Error(`The copy of ${table} ${row.key} in ${storage.bucket}/${target} differs from the database's: nothing cleared.`);
        const { rows: cleared } = await db.query(
          `update ${table} set bytes = null, object_key = $2 where ${key} = $1 and bytes = $3 returning 1`,
          [row.key, target, bytes],
        );
        if (cleared.length === 0) {
          counts.changed += 1;
          continue;
        }
        // Variants held in the database follow the image to the bucket on their next request.
        if (table === 'article_image_files') await db.query('delete from article_image_variants where file_id = $1', [row.key]);
        counts.moved += 1;
      }
      after = String(rows[rows.length - 1]?.key);
      log(`${kind}: ${counts.moved} moved so far`);
    }
    summary[kind] = counts;
  }
  return summary;
}
