import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db';
import { serverSecret } from './server-secrets';

/**
 * Images of an unpublished book are not public (they would show what the shop has not announced): the image routes
 * answer them only with a preview signature, which the admin's answers add to the links they carry. A signature
 * is an HMAC of the image's path under a key the API instances share through the database.
 */

const sign = (key: Buffer, path: string) => createHmac('sha256', key).update(path).digest('base64url').slice(0, 32);

/** A function that adds a preview signature to an image link (`/img/…`, with or without a query). */
export async function previewSigner(db: Db): Promise<(link: string) => string> {
  const key = await serverSecret(db, 'image_preview');
  return (link) => {
    const [path = link, query] = link.split('?');
    return `${link}${query === undefined ? '?' : '&'}preview=${sign(key, path)}`;
  };
}

/** Whether `signature` is the preview signature of the image at `path`. */
export async function isPreviewSignature(db: Db, path: string, signature: string | undefined): Promise<boolean> {
  if (!signature) return false;
  const expected = Buffer.from(sign(await serverSecret(db, 'image_preview'), path));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
