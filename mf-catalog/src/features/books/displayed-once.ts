import { useEffect, useRef, useState, type RefObject } from 'react';
import { useHydrated } from '@bookshop/ui';

/**
 * Whether the element behind the ref has been displayed at least once (given a box: not inside `display: none`); it
 * stays true after. Unlike useSeenOnce, where it is on the page plays no part: content below the fold counts as
 * displayed. Without ResizeObserver (old browsers, jsdom) it counts as displayed once mounted; never on the server.
 * It lives here, not in @bookshop/ui: the filter panel is its only user, and @bookshop/ui comes whole with every page
 * (first-load JS on / is at its budget).
 */
export function useDisplayedOnce<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [displayed, setDisplayed] = useState(false);
  const withoutObserver = useHydrated() && typeof ResizeObserver === 'undefined';

  useEffect(() => {
    if (displayed || withoutObserver || !ref.current) return;
    // A ResizeObserver reports an element once it has a size: at once if it is displayed, or when it comes to be.
    const observer = new ResizeObserver((entries) => {
      if (entries.some((entry) => entry.contentRect.width > 0 || entry.contentRect.height > 0)) {
        setDisplayed(true);
        observer.disconnect();
      }
    });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [displayed, withoutObserver]);

  return [ref, displayed || withoutObserver];
}
