import { useState, type DependencyList } from 'react';
import { useAsync, type AsyncState } from '@bookshop/ui';

/**
 * A record read from the server that the page's own steps replace with the server's answer (no reload, no flicker),
 * until the next read: `reload` reads it again, and a new read always wins over an older replacement.
 */
export function useDetail<T>(read: () => Promise<T>, deps: DependencyList): AsyncState<T> & { reload: () => void; replace: (next: T) => void } {
  const loaded = useAsync(read, deps);
  const [replaced, setReplaced] = useState<{ base: T; next: T } | null>(null);
  if (loaded.status !== 'success') return { ...loaded, replace: () => undefined };
  const data = replaced && replaced.base === loaded.data ? replaced.next : loaded.data;
  return { ...loaded, data, replace: (next) => setReplaced({ base: loaded.data, next }) };
}
