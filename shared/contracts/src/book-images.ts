/**
 * The widths the API resizes uploaded book images to, and the storefront's srcset names: any other width is a 400,
 * so nobody can make the API resize to sizes of their choosing.
 */
export const BOOK_IMAGE_WIDTHS = [160, 320, 640] as const;

/**
 * The srcset candidates of an uploaded book image (`/img/books/{id}`, maybe with a `?preview=` signature) in AVIF and
 * WebP, which LazyImage (`@bookshop/ui`, one shared copy) offers once told the shown width; none for a generated SVG
 * cover, which is drawn at any size. Explicit URLs rather than content negotiation, so a CDN keeps each variant under
 * its own address.
 */
export function bookImageVariants(link: string): { avif: string; webp: string } | undefined {
  if (!link.startsWith('/img/books/')) return undefined;
  const set = (format: string) => BOOK_IMAGE_WIDTHS.map((width) => `${link}${link.includes('?') ? '&' : '?'}w=${width}&f=${format} ${width}w`).join(', ');
  return { avif: set('avif'), webp: set('webp') };
}

/**
 * The Element Timing name of a first-screen picture (the cover of a book page, a list's first row, the hero's first
 * slide): a server-rendered page starts its code once the browser reports each on screen (the shell's start module,
 * shell/src/start/start-after-first-screen.ts).
 */
export const FIRST_SCREEN_PICTURE = 'first-screen';
