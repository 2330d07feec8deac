import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

type Settled<T> = { key: DependencyList } & ({ status: 'success'; data: T } | { status: 'error'; error: unknown });

const sameKey = (a: DependencyList, b: DependencyList) => a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Runs an async read when its dependencies change and tracks loading / success / error. The state is derived from
 * the last answer and the dependencies it was for, so an answer to older dependencies is never shown as current.
 * `reload` runs it again (for Retry buttons).
 */
export function useAsync<T>(read: () => Promise<T>, deps: DependencyList): AsyncState<T> & { reload: () => void } {
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const key = [...deps, round];

  useEffect(() => {
    let current = true;
    read().then(
      (data) => current && setSettled({ key, status: 'success', data }),
      (error: unknown) => current && setSettled({ key, status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // `read` is a new function each render; its inputs are the declared deps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, key);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  if (!settled || !sameKey(settled.key, key)) return { status: 'loading', data: undefined, error: undefined, reload };
  return settled.status === 'success'
    ? { status: 'success', data: settled.data, error: undefined, reload }
    : { status: 'error', data: undefined, error: settled.error, reload };
}
