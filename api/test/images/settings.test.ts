/** The images' settings: defaults that keep the embedded setup as it was, and bad values refused by name. */
import { BOOK_IMAGE_WIDTHS, bookImageVariants } from '@bookshop/contracts';
import { imageStoreFromEnv } from '../../src/services/images';
import { objectStorageFromEnv } from '../../src/lib/object-storage';

it('keeps images in the database without IMAGES_BUCKET, and resizes to 160, 320 and 640 by default', () => {
  expect(objectStorageFromEnv({})).toBeNull();
  // The API resizes to exactly the widths the storefront's srcset asks for: one list, in the contracts.
  expect(imageStoreFromEnv({}).widths).toEqual([160, 320, 640]);
  expect(bookImageVariants('/img/books/7')?.webp).toBe(BOOK_IMAGE_WIDTHS.map((width) => `/img/books/7?w=${width}&f=webp ${width}w`).join(', '));
  expect(objectStorageFromEnv({ IMAGES_BUCKET: 'shop-images', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })?.bucket).toBe('shop-images');
});

it.each([
  [{ IMAGES_BUCKET: 'Shop_Images' }, /^IMAGES_BUCKET /],
  [{ IMAGES_BUCKET: 'images', S3_ENDPOINT: 'minio:9000' }, /^S3_ENDPOINT /],
  [{ IMAGES_BUCKET: 'images', S3_FORCE_PATH_STYLE: 'yes' }, /^S3_FORCE_PATH_STYLE /],
])('refuses %j, naming the setting', (env, message) => {
  expect(() => objectStorageFromEnv(env)).toThrow(message);
});
