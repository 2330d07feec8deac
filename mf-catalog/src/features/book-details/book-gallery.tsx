import { lazy, memo, Suspense } from 'react';
// swiper's stylesheet stays with the page's (inlined by the server): the gallery's server markup is laid out before
// its code arrives.
import 'swiper/css';
import type { ArticleImage } from '@bookshop/contracts';
import { LazyImage } from '@bookshop/ui';

const SwipeGallery = lazy(() => import('./swipe-gallery'));

/**
 * A book's pictures: its cover alone, or the gallery of several (swipe-gallery.tsx, loaded only then). The server
 * renders the whole gallery; in the browser, hydration keeps its markup, the first picture included, until the
 * gallery's code has come. Memoised, like the shell's switch to the shopper's store (bootstrap.tsx): the page renders
 * again as the shopper's data fills in, and a change reaching the gallery before its code has come would make React
 * draw it anew.
 */
export const BookGallery = memo(function BookGallery({ images, title }: { images: readonly ArticleImage[]; title: string }) {
  const cover = (
    <div className="book-details__cover">
      <LazyImage src={images[0]?.link ?? ''} alt={title} width={400} height={600} eager />
    </div>
  );
  if (images.length < 2) return cover;
  return (
    <Suspense fallback={cover}>
      <SwipeGallery images={images} title={title} />
    </Suspense>
  );
});
