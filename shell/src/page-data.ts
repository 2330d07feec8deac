/**
 * What a server-rendered page tells its own code, beside React Router's hydration data: a JSON data element in the
 * page (not a script, not a window global), written by the renderer's Document and read by the start module, the
 * remotes' start (remotes/start-remotes.ts) and the bootstrap. A page left to the browser by the renderer has it too,
 * without preferences; the shell's index.html (no renderer) has none.
 * Types only, besides the reader: the shell's first script and the start module import it before any shared library.
 */
import type { ExposedModuleId, RemoteName } from '@bookshop/contracts';
import type { PagePreferences } from '@bookshop/store';

/** The id of the page's data element. */
export const PAGE_DATA_ID = 'bookshop-page';

/** A file a rendered page's start-up fetches: a script, a stylesheet (fetched, not applied), or a remote's manifest. */
export interface StartFile {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

/** Shape of `remotes.json`: remote name -> URL of its `mf-manifest.json`. */
export interface RemotesConfig {
  remotes: Record<RemoteName, string>;
}

export interface PageData {
  /** What the page was rendered with: the browser hydrates with the same. Null on a page left to the browser. */
  preferences: PagePreferences | null;
  /** The exposed modules the page starts with: its own, and those of the slots it holds that load with it. */
  modules: ExposedModuleId[];
  /** `remotes.json` as the store runs it (one round trip less than fetching it), or null when it could not be read. */
  remotes: RemotesConfig | null;
  /** The shell's entry script, started once the first screen is drawn (start/start-after-first-screen.ts). */
  entry: string;
  /** Every file the page's code needs at start, fetched beside the entry instead of in waves. */
  files: StartFile[];
}

let read: PageData | null | undefined;

/** The page's data, or null on a page rendered in the browser (read once: the element stays as the server wrote it). */
export function renderedPageData(): PageData | null {
  if (read === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID)?.textContent;
    read = text ? (JSON.parse(text) as PageData) : null;
  }
  return read;
}
