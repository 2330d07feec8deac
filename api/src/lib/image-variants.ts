import { BOOK_IMAGE_WIDTHS } from '@bookshop/contracts';
import sharp from 'sharp';

/** The formats variants are made in: AVIF first for the browsers that take it, WebP for the others. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * The only widths the API resizes to, so nobody can make it resize to arbitrary sizes: the ones the storefront's
 * srcset names (BOOK_IMAGE_WIDTHS in the contracts), defined there once, a phone's card to a book page.
 */
export const DEFAULT_IMAGE_WIDTHS: readonly number[] = BOOK_IMAGE_WIDTHS;

/**
 * The image resized to `width` pixels wide (height in proportion; never enlarged: a small upload stays its size), in
 * `format`. Quality settings are sharp's defaults less a little for AVIF, whose default is sized for photographs
 * larger than a cover.
 */
export async function makeVariant(original: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  // rotate() applies the EXIF orientation of phone photos before the metadata is dropped.
  const resized = sharp(original).rotate().resize({ width, withoutEnlargement: true });
  return format === 'avif' ? resized.avif({ quality: 50, effort: 4 }).toBuffer() : resized.webp({ quality: 80 }).toBuffer();
}
