import { useState } from 'react';
import { bookImageVariants, FIRST_SCREEN_PICTURE } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { uiMessages } from './messages';

declare module 'react' {
  // Merged into React's own declaration, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /** Element Timing (Chromium): the browser reports when the picture is on screen, under this name. */
    elementtiming?: string;
  }
}


/** Shown when an image fails to load. */
export const FALLBACK_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300"><rect width="200" height="300" fill="#e4ded6"/><path d="M70 120h60v70H70z" fill="none" stroke="#9a8f84" stroke-width="6"/><path d="M80 180l18-25 14 16 10-12 12 21z" fill="#9a8f84"/></svg>',
  );

export interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Load at once (images of the first screen). */
  eager?: boolean;
  /**
   * The width the image is shown at (`(max-width: 40em) 45vw, 200px`): an uploaded book image is then offered in its
   * resized variants (`bookImageVariants`: AVIF when the browser takes it, else WebP), the browser picking the width.
   * A generated cover has none.
   */
  sizes?: string;
}

/**
 * An image on a grey placeholder of the covers' 2:3 shape (ui.css: no style attribute, which the page's
 * Content-Security-Policy would refuse in server-rendered HTML), so nothing shifts when it arrives; a fallback if it
 * fails. The browser defers it until it comes near the screen (native lazy loading): it is in the server's HTML, so
 * crawlers see every cover, and a cover in a list's first row on a wide screen is fetched before the page's code runs.
 */
export function LazyImage({ src, alt, width, height, className, eager = false, sizes }: LazyImageProps) {
  const t = useT(uiMessages);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  // A failed image shows the fallback alone: a variant left in a srcset would win over it.
  const resized = failed || !sizes ? undefined : bookImageVariants(src);

  const image = (
    <img
      src={failed ? FALLBACK_IMAGE : src}
      srcSet={resized?.webp}
      sizes={resized && sizes}
      alt={failed ? `${alt} (${t('imageMissing')})` : alt}
      width={width}
      height={height}
      decoding="async"
      loading={eager ? 'eager' : 'lazy'}
      // A first-screen picture (a book page's cover, a list's first row) is what the page's largest paint waits for.
      // The others stay low even once on screen (a list's second row on a wide screen, which the browser would raise
      // to high when laid out): they share the connection with the first row and the page's code, after them.
      fetchPriority={eager ? 'high' : 'low'}
      elementtiming={eager ? FIRST_SCREEN_PICTURE : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
  return (
    <span className={['bk-lazy-image', className].filter(Boolean).join(' ')}>
      {resized ? (
        <picture>
          <source type="image/avif" srcSet={resized.avif} sizes={sizes} />
          {image}
        </picture>
      ) : (
        image
      )}
    </span>
  );
}
