import { useRevalidator } from 'react-router-dom';

/**
 * What a page's loader read, settled: its data, or the error the page shows in its own frame (its heading stays, with
 * "not found" or a Retry). The router gives it to the page as it is (data routers do not serialise).
 */
export type Settled<T> = { status: 'success'; data: T; error?: undefined } | { status: 'error'; data?: undefined; error: unknown };

/**
 * In a route loader: the read's answer or its failure, for the page to show. A navigation that was left (the request
 * aborted) and a redirect the read threw (a Response) stay the router's.
 */
export async function settle<T>(read: Promise<T>, request: Request): Promise<Settled<T>> {
  try {
    return { status: 'success', data: await read };
  } catch (error) {
    if (request.signal.aborted || error instanceof Response) throw error;
    return { status: 'error', error };
  }
}

/** Retry of a page whose loader's read failed: runs the loaders again. */
export function useRetry(): () => void {
  const revalidator = useRevalidator();
  return () => void revalidator.revalidate();
}
