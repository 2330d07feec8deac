import { ToastContainer, toast } from 'react-toastify';

/** Toast duration of spec section 8. */
export const TOAST_MS = 1500;
/** The session-ended message stays a little longer. */
export const SESSION_TOAST_MS = 2000;

/** Toasts every module fires; the shell renders the one host. */
export const notify = {
  success: (message: string) => toast.success(message, { autoClose: TOAST_MS }),
  error: (message: string) => toast.error(message, { autoClose: TOAST_MS }),
  info: (message: string) => toast.info(message, { autoClose: TOAST_MS }),
  /** 'Session ended, please login again.' */
  session: (message: string) => toast.info(message, { autoClose: SESSION_TOAST_MS, toastId: 'session-ended' }),
};

/** The toast host: top-right, 1500 ms. */
export function ToastHost() {
  return <ToastContainer position="top-right" autoClose={TOAST_MS} newestOnTop closeOnClick pauseOnFocusLoss={false} />;
}
