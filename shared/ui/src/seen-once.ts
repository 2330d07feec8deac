import { useEffect, useRef, useState, type RefObject } from 'react';
import { useHydrated } from './hydrated';

export interface SeenOnceOptions {
  /** Share of the element that must be visible. */
  threshold?: number;
  /** How far outside the viewport counts as visible (CSS margin syntax). */
  rootMargin?: string;
  /** Already seen (content of the first screen): no observer at all. */
  initially?: boolean;
}

/**
 * Whether the element behind the ref has come into view at least once; it stays true after. Without
 * IntersectionObserver (old browsers, jsdom) everything counts as seen once mounted, so content is never held back.
 * Never seen on the server (unless `initially`): its HTML is what the browser's first render must find.
 */
export function useSeenOnce<T extends Element>({ threshold = 0, rootMargin = '0px', initially = false }: SeenOnceOptions = {}): [
  RefObject<T | null>,
  boolean,
] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(initially);
  const withoutObserver = useHydrated() && typeof IntersectionObserver === 'undefined';

  useEffect(() => {
    if (seen || withoutObserver || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen, withoutObserver, threshold, rootMargin]);

  return [ref, seen || withoutObserver];
}
