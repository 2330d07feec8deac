import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * Runs an async read when its dependencies change and tracks loading / success / error; an answer that arrives after
 * the dependencies changed again is dropped. `reload` runs it again (for Retry buttons).
 */
export function useAsync<T>(read: () => Promise<T>, deps: DependencyList): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading', data: undefined, error: undefined });
  const [round, setRound] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const call = ++latest.current;
    setState({ status: 'loading', data: undefined, error: undefined });
    read().then(
      (data) => call === latest.current && setState({ status: 'success', data, error: undefined }),
      (error: unknown) => call === latest.current && setState({ status: 'error', data: undefined, error }),
    );
    // `read` is a new function each render; its inputs are the declared deps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
