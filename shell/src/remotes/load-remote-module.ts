/**
 * Loading one exposed module of a remote through the federation runtime, the same way in the browser (registry.ts,
 * for the routes and every RemoteSlot) and on the rendering server (server/render.tsx, for a page's route module):
 * with a time limit, and refusing a module without its default export.
 */
import type { ExposedModuleId } from '@bookshop/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';

/**
 * How long a remote's module may take to load before it counts as failed. In the browser, the spec's 120 s (section
 * 8: "load time-out 120 s"): its slot then shows the error with a Retry. On the rendering server, where a shopper is
 * waiting for the page's first byte, 3 s: the page then goes to the browser, which waits on.
 */
export const REMOTE_LOAD_TIMEOUT_MS = { browser: 120_000, server: 3_000 } as const;

/** Rejects after `ms`, unless `settled` came first (a server render that gave up does not keep the process waiting). */
function timeOut(ms: number, what: string, settled: Promise<unknown>): Promise<never> {
  return new Promise((_resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading ${what} timed out after ${ms} ms`)), ms);
    if (typeof timer === 'object' && 'unref' in timer) timer.unref();
    settled.finally(() => clearTimeout(timer)).catch(() => undefined);
  });
}

/** The module `id` as its remote exposes it; rejects on a missing remote, a failed chunk, the time-out or no default export. */
export async function loadRemoteModule<Module extends { default?: unknown }>(
  id: ExposedModuleId,
  timeoutMs: number = typeof window === 'undefined' ? REMOTE_LOAD_TIMEOUT_MS.server : REMOTE_LOAD_TIMEOUT_MS.browser,
): Promise<Module & { default: NonNullable<Module['default']> }> {
  const loading = loadRemote<Module>(id);
  const loaded = await Promise.race([loading, timeOut(timeoutMs, id, loading)]);
  if (!loaded?.default) throw new Error(`${id} has no default export`);
  return loaded as Module & { default: NonNullable<Module['default']> };
}
