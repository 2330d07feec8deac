import { useEffect, useRef, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { useRetry, type Settled } from '@bookshop/ui';

export interface Detail<T> {
  /** What the route's loader read (with the page's own replacements), or nothing yet (not read yet). */
  loaded: Settled<T> | null | undefined;
  /** Runs the route's loader again (Retry, or a record changed on the server meanwhile). */
  reload: () => void;
  /** Shows the server's answer of a step (no reload, no flicker), given the record as the page now shows it. */
  replace: (next: (current: T) => T) => void;
}

/**
 * The record the route's loader read, that the page's own steps replace with the server's answer until the loader
 * answers again: `reload` reads it again, and a new loader answer always wins over an older replacement (a step
 * answered after it, made on the record it replaced, is dropped).
 */
export function useDetail<T>(): Detail<T> {
  const loaded = useLoaderData() as Settled<T> | null | undefined;
  const reload = useRetry();
  const [replaced, setReplaced] = useState<{ base: T; next: T } | null>(null);
  const shown = useRef<T | undefined>(undefined);
  useEffect(() => {
    shown.current = loaded?.status === 'success' ? loaded.data : undefined;
  });
  if (!loaded || loaded.status === 'error') return { loaded, reload, replace: () => undefined };
  const base = loaded.data;
  const data = replaced && replaced.base === base ? replaced.next : base;
  return {
    loaded: { status: 'success', data },
    reload,
    replace: (next) => {
      if (shown.current !== base) return;
      setReplaced((current) => ({ base, next: next(current && current.base === base ? current.next : base) }));
    },
  };
}
