import { Suspense, useSyncExternalStore } from 'react';
import type { ToastContainerProps, ToastOptions } from 'react-toastify';
import { pageNonce } from './csp-nonce';
import { lazyOrFallback } from './deferred';

/** Toast duration of spec section 8. */
export const TOAST_MS = 1500;
/** The session-ended message stays a little longer. */
export const SESSION_TOAST_MS = 2000;

/**
 * react-toastify is fetched with the first toast, not with the page: most visits never show one, and it would
 * otherwise weigh on every first load. Toasts fired before its container is mounted wait in its queue.
 */
const loadToastify = () => import('react-toastify');
/**
 * The container slides its toasts in and out (Slide): the default Bounce fades them, and a half-transparent toast over
 * a popup's dark backdrop has too little contrast for its text while it moves.
 */
const ToastContainer = lazyOrFallback<ToastContainerProps>(
  () =>
    loadToastify().then(({ ToastContainer: Container, Slide }) => ({
      default: (props: ToastContainerProps) => <Container transition={Slide} {...props} />,
    })),
  '[ui] the toast container',
  () => null,
);

/** Whether a toast was ever asked for: the host mounts the container from then on. */
let hostNeeded = false;
const hostListeners = new Set<() => void>();
function subscribeHost(listener: () => void) {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

function show(kind: 'success' | 'error' | 'info', message: string, options: ToastOptions) {
  if (!hostNeeded) {
    hostNeeded = true;
    hostListeners.forEach((listener) => listener());
  }
  loadToastify().then(
    ({ toast }) => {
      toast[kind](message, options);
    },
    (error: unknown) => console.warn('[ui] a toast could not be shown', message, error),
  );
}

/** Toasts every module fires; the shell renders the one host. */
export const notify = {
  success: (message: string) => show('success', message, { autoClose: TOAST_MS }),
  error: (message: string) => show('error', message, { autoClose: TOAST_MS }),
  info: (message: string) => show('info', message, { autoClose: TOAST_MS }),
  /** 'Session ended, please login again.' */
  session: (message: string) => show('info', message, { autoClose: SESSION_TOAST_MS, toastId: 'session-ended' }),
};

/**
 * The toast host: top-right, 1500 ms; its container (and react-toastify) arrive with the first toast. The container
 * injects react-toastify's stylesheet as a <style> element: it carries the page's nonce, as the page's policy wants.
 */
export function ToastHost() {
  const needed = useSyncExternalStore(subscribeHost, () => hostNeeded, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_MS} newestOnTop closeOnClick pauseOnFocusLoss={false} nonce={pageNonce()} />
    </Suspense>
  );
}
