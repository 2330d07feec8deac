import { pageNonce } from '@bookshop/ui';

/** The part of Google Identity Services (accounts.google.com/gsi/client) the login and register pages use. */
export interface GoogleIdClient {
  initialize(config: { client_id: string; nonce: string; callback: (answer: { credential: string }) => void; ux_mode?: 'popup'; auto_select?: boolean }): void;
  renderButton(parent: HTMLElement, options: { type?: 'standard'; theme?: 'outline'; size?: 'large'; text?: 'signin_with' | 'continue_with'; locale?: string; width?: number }): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdClient } };
  }
}

const loads = new Map<string, Promise<GoogleIdClient>>();

/**
 * Loads the Google client script once per page (later calls share the first load), with the page's
 * Content-Security-Policy nonce like every script the page adds. A failed load is forgotten, so a later visit tries
 * again.
 */
export function loadGoogleClient(url: string): Promise<GoogleIdClient> {
  let loading = loads.get(url);
  if (!loading) {
    loading = new Promise<GoogleIdClient>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      const nonce = pageNonce();
      if (nonce) script.nonce = nonce;
      script.onload = () => {
        const client = window.google?.accounts?.id;
        if (client) resolve(client);
        else fail(new Error('The Google client script did not start.'));
      };
      const fail = (error: Error) => {
        loads.delete(url);
        script.remove();
        reject(error);
      };
      script.onerror = () => fail(new Error(`Could not load ${url}`));
      document.head.appendChild(script);
    });
    loads.set(url, loading);
  }
  return loading;
}

/** Forgets the scripts loaded, for tests that start each page afresh. */
export function resetGoogleClient(): void {
  loads.clear();
}
