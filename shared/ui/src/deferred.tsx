import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for code a page can do without (a carousel, the toast container, a popup): when its chunk cannot be
 * fetched, a warning is logged and `Fallback` renders in its place, never an error screen over the page. React keeps
 * a lazy component's outcome for good, so `onFailure` is where a caller makes a fresh one to try again later.
 */
export function lazyOrFallback<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  what: string,
  Fallback: ComponentType<P>,
  onFailure?: () => void,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.warn(`${what} could not be loaded`, error);
      onFailure?.();
      return { default: Fallback };
    }),
  );
}
