import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db';

/**
 * Images of an unpublished book are not public (they would show what the shop has not announced): the image routes
 * answer them only with a preview signature, which the admin's answers add to the links they carry. A signature
 * is an HMAC of the image's path under a key the API instances share through the database.
 */

const keys = new WeakMap<Db, Promise<Buffer>>();

function previewKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.query(`insert into server_secrets (name, value) values ('image_preview', $1) on conflict (name) do nothing`, [
        randomBytes(32).toString('base64url'),
      ]);
      const { rows } = await db.query<{ value: string }>(`select value from server_secrets where name = 'image_preview'`);
      return Buffer.from((rows[0] as { value: string }).value, 'base64url');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const sign = (key: Buffer, path: string) => createHmac('sha256', key).update(path).digest('base64url').slice(0, 32);

/** A function that adds a preview signature to an image link (`/img/…`, with or without a query). */
export async function previewSigner(db: Db): Promise<(link: string) => string> {
  const key = await previewKey(db);
  return (link) => {
    const [path = link, query] = link.split('?');
    return `${link}${query === undefined ? '?' : '&'}preview=${sign(key, path)}`;
  };
}

/** Whether `signature` is the preview signature of the image at `path`. */
export async function isPreviewSignature(db: Db, path: string, signature: string | undefined): Promise<boolean> {
  if (!signature) return false;
  const expected = Buffer.from(sign(await previewKey(db), path));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
