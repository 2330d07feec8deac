import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ArticleImage } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { LazyImage } from '@bookshop/ui';
import { bookDetailsMessages } from './book-details-messages';

/** How long a swipe's scrolling must have stopped before its picture counts as shown. */
const SWIPE_SETTLED_MS = 120;
/** How wide the book page shows a picture: the screen's width on a phone, 400 pixels wider up. */
const COVER_SIZES = '(max-width: 40em) 90vw, 400px';

/**
 * A book's pictures: its cover alone, or a gallery to swipe, to step through with the arrow keys or the previous and
 * next buttons, and to jump in with the thumbnails. The swiping is the browser's own: a row of pictures that scrolls
 * sideways and stops on one (CSS scroll snapping), so the gallery needs no library (swiper weighed 24 KB gzip on every
 * book page). The first picture is the page's largest paint: drawn by the server, fetched first, and kept by the
 * browser's hydration.
 */
export function BookGallery({ images, title }: { images: readonly ArticleImage[]; title: string }) {
  const t = useT(bookDetailsMessages);
  const [active, setActive] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  const settling = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settling.current), []);
  const count = images.length;

  if (count < 2) {
    return (
      <div className="book-details__cover">
        <LazyImage src={images[0]?.link ?? ''} alt={title} width={400} height={600} eager sizes={COVER_SIZES} />
      </div>
    );
  }

  const label = (index: number) => t('galleryImage', { index: index + 1, count });
  /** Shows picture `index` (the ends lead round to each other). */
  const show = (index: number) => {
    const next = (index + count) % count;
    setActive(next);
    const row = track.current;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    row?.scrollTo?.({ left: next * row.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
  };
  /** A swipe: once the row has stopped, the picture it stopped on is the one shown. */
  const onScroll = () => {
    clearTimeout(settling.current);
    settling.current = setTimeout(() => {
      const row = track.current;
      if (row && row.clientWidth > 0) setActive(Math.min(count - 1, Math.max(0, Math.round(row.scrollLeft / row.clientWidth))));
    }, SWIPE_SETTLED_MS);
  };
  const keys: Record<string, () => void> = {
    ArrowLeft: () => show(active - 1),
    ArrowRight: () => show(active + 1),
    Home: () => show(0),
    End: () => show(count - 1),
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = keys[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div className="book-details__cover book-gallery" role="region" aria-roledescription={t('galleryRole')} aria-label={t('galleryLabel', { title })} onKeyDown={onKeyDown}>
      <div className="book-gallery__viewport">
        {/* Focusable, as a row that scrolls must be for the keyboard: the arrow keys then move through the pictures. */}
        <ul className="book-gallery__slides" ref={track} onScroll={onScroll} tabIndex={0}>
          {images.map((image, index) => (
            <li key={`${image.link}-${index}`} className="book-gallery__slide" aria-hidden={index === active ? undefined : true}>
              <LazyImage
                src={image.link}
                alt={index === 0 ? title : t('galleryImageAlt', { title, index: index + 1, count })}
                width={400}
                height={600}
                eager={index === 0}
                sizes={COVER_SIZES}
              />
            </li>
          ))}
        </ul>
        <button type="button" className="book-gallery__nav book-gallery__nav--previous" aria-label={t('galleryPrevious')} onClick={() => show(active - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="book-gallery__nav book-gallery__nav--next" aria-label={t('galleryNext')} onClick={() => show(active + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="book-gallery__status" aria-live="polite">
        {label(active)}
      </p>
      <ul className="book-gallery__thumbs">
        {images.map((image, index) => (
          <li key={`${image.link}-${index}`}>
            <button type="button" className="book-gallery__thumb" aria-label={label(index)} aria-current={index === active ? 'true' : undefined} onClick={() => show(index)}>
              <LazyImage src={image.link} alt="" width={48} height={72} sizes="48px" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
