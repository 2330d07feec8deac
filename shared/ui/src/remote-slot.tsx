import { createContext, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ExposedModuleId, ExposedModules } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { ErrorBoundary } from './error-boundary';
import { Spinner } from './basics';
import { uiMessages } from './messages';
import { pageOnScreen } from './after-page';
import { useHydrated } from './hydrated';

/** How exposed modules are found: the shell installs its federation loader; a remote running alone installs its own. */
export interface ModuleLoader {
  load<Id extends ExposedModuleId>(id: Id): Promise<ComponentType<ExposedModules[Id]>>;
  /** Forgets a failed remote so the next load fetches it again. */
  forget(id: ExposedModuleId): Promise<void>;
  /** The module's component if it has already arrived (a server-rendered page starts its own at once), else undefined. */
  loaded?<Id extends ExposedModuleId>(id: Id): ComponentType<ExposedModules[Id]> | undefined;
}

let loader: ModuleLoader | null = null;

/** Installs the loader every RemoteSlot uses (once, at start). */
export function setModuleLoader(next: ModuleLoader): void {
  loader = next;
}

/**
 * Starts loading a module whose slot is about to mount (the pointer or the focus reached what mounts it), so that it is
 * usually there by the press. A failure is the slot's to show once it mounts.
 */
export function preloadModule(id: ExposedModuleId): void {
  loader?.load(id).catch(() => undefined);
}

function requireLoader(): ModuleLoader {
  if (!loader) throw new Error('No module loader installed: the shell (or a standalone bootstrap) must call setModuleLoader');
  return loader;
}

/**
 * Told of every slot a server-rendered page holds (the rendering server provides it): the page's start-up then fetches
 * their files with the page's own, instead of in waves once it is hydrated.
 */
export const RemoteSlotsContext = createContext<((id: ExposedModuleId) => void) | null>(null);

/** A module's load, by attempt: its component, or why it failed. */
type Loaded = { attempt: number; Component: ComponentType<object> } | { attempt: number; failed: unknown };

/** Rethrows a failed load inside the slot's error boundary, which shows the fallback and its Retry. */
function LoadFailed({ reason }: { reason: unknown }): never {
  throw reason instanceof Error ? reason : new Error(String(reason));
}

export interface RemoteSlotProps<Id extends ExposedModuleId> {
  id: Id;
  props: ExposedModules[Id];
  /** Shown while loading; a spinner by default. */
  loading?: ReactNode;
  /**
   * Loads the module only once the page is on screen (after-page.ts), and not with a server-rendered page's own files:
   * for what the page's first screen can do without (the header's menus, the cart popup, a book's wishlist button).
   * Its `loading` must keep its place (no layout shift).
   */
  afterPage?: boolean;
}

/** One mount point of an exposed module: a placeholder while it loads, an error boundary if it fails or throws, and a Retry that really loads it again. */
export function RemoteSlot<Id extends ExposedModuleId>({ id, props, loading, afterPage = false }: RemoteSlotProps<Id>) {
  const t = useT(uiMessages);
  // A fragment is the browser's: the server's HTML (and so the hydrating render) holds its placeholder.
  const hydrated = useHydrated();
  const slotRendered = useContext(RemoteSlotsContext);
  // Each attempt loads the module once; Retry (after forgetting the failed remote) is a new attempt.
  const [attempt, setAttempt] = useState({ id, number: 0 });
  if (attempt.id !== id) setAttempt({ id, number: attempt.number + 1 });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // A module the page started with has usually arrived by the time the page is hydrated: it is shown in the render
  // that follows hydration, not a render and a paint later, once its load has gone through the runtime's promises.
  const arrived = hydrated && attempt.number === 0 && !afterPage ? loader?.loaded?.(id) : undefined;
  // Loaded beside React rather than with React.lazy: a lazy component suspends, and React holds the reveal of a
  // suspended part until 300 ms after the last fallback it showed (the hydrated page's placeholders, just before).
  useEffect(() => {
    if (!hydrated || arrived) return;
    let current = true;
    const load = async () => {
      if (afterPage) await pageOnScreen();
      return requireLoader().load(attempt.id);
    };
    load().then(
      (Component) => current && setLoaded({ attempt: attempt.number, Component: Component as ComponentType<object> }),
      (reason: unknown) => current && setLoaded({ attempt: attempt.number, failed: reason }),
    );
    return () => {
      current = false;
    };
  }, [hydrated, attempt, arrived, afterPage]);

  const retry = async () => {
    await requireLoader().forget(id);
    setAttempt((previous) => ({ id, number: previous.number + 1 }));
  };

  const placeholder = loading ?? <Spinner size="small" />;
  if (!hydrated) {
    if (!afterPage) slotRendered?.(id);
    return placeholder;
  }
  const Ready = (arrived as ComponentType<object> | undefined) ?? (loaded?.attempt === attempt.number && 'Component' in loaded ? loaded.Component : undefined);
  return (
    <ErrorBoundary
      key={attempt.number}
      name={id}
      fallback={() => (
        <div className="bk-fallback bk-fallback--fragment" role="alert" data-remote-fallback={id}>
          <span>{t('moduleUnavailable')}</span>
          <button type="button" className="bk-button bk-button--secondary" onClick={() => void retry()}>
            {t('retry')}
          </button>
        </div>
      )}
    >
      {Ready ? (
        <Ready {...(props as object)} />
      ) : loaded?.attempt === attempt.number && 'failed' in loaded ? (
        <LoadFailed reason={loaded.failed} />
      ) : (
        placeholder
      )}
    </ErrorBoundary>
  );
}

/** The component type an exposed module must have, from the contracts' module map. */
export type ExposedComponent<Id extends ExposedModuleId> = ComponentType<ExposedModules[Id]>;

/**
 * Wraps a component a remote exposes under `id`: typed by the contracts' module map (a contract break is a type
 * error), inside its own error boundary (a crash stays inside it), with a `data-boundary` attribute naming the
 * owning remote and `data-build` the remote's build version, visible while debugging.
 */
export function exposeModule<Id extends ExposedModuleId>(id: Id, Component: ExposedComponent<Id>, build = 'local'): ExposedComponent<Id> {
  const owner = id.split('/')[0] ?? id;
  function Exposed(props: ExposedModules[Id]) {
    return (
      <div className="bk-boundary" data-boundary={owner} data-build={build}>
        <ErrorBoundary name={id} fallback={() => <ExposedFailure />}>
          <Component {...(props as ExposedModules[Id] & object)} />
        </ErrorBoundary>
      </div>
    );
  }
  Exposed.displayName = `Exposed(${id})`;
  return Exposed;
}

function ExposedFailure() {
  const t = useT(uiMessages);
  return (
    <div className="bk-fallback" role="alert">
      {t('somethingWrong')}
    </div>
  );
}
