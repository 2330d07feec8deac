/**
 * Entry of the shell's server build (dist/server/renderer.js), loaded by the store's server (scripts/serve.mjs).
 * Async boundary: the shared modules are negotiated before any of them runs, as in the browser entry.
 */
import path from 'node:path';
import type { RendererOptions } from './render';
import { readShellBuild } from './shell-build';

/** The store's renderer, drawing pages with the shell build it sits in (dist/server/.. is the shell's dist). */
export async function loadRenderer(options: Omit<RendererOptions, 'shell'>) {
  const { createRenderer } = await import('./render');
  return createRenderer({ ...options, shell: readShellBuild(path.join(__dirname, '..')) });
}

export type StoreRenderer = Awaited<ReturnType<typeof loadRenderer>>;
