import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered content a page's first controls need not wait for (a book's gallery and details, the footer). React
 * hydrates what is inside a Suspense boundary only once the page around it has committed, in short tasks at a low
 * priority, so the controls outside it (a book's add-to-cart) go live sooner; meanwhile the server's markup shows as it
 * is, and a press on one of its links or buttons hydrates it at once and is then handled. Nothing inside may suspend in
 * the browser: there is no fallback to show. Measured in docs/deploying-a-remote.md ("Loading order").
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
