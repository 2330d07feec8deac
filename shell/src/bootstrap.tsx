import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { checkSessionAtStart, listenForExpiredSession } from './features/session/session';
import { setModuleLoader } from '@bookshop/ui';
import { federationLoader, startRemotes } from './remotes/registry';
import './shell.css';

// The remotes config is read while the shell renders its own frame: routing never waits for it.
startRemotes().catch((error: unknown) => console.error('[shell] remotes.json could not be read', error));
setModuleLoader(federationLoader);
listenForExpiredSession();
void checkSessionAtStart();

if ('serviceWorker' in navigator && process.env.NODE_ENV === 'production') {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('[shell] service worker not registered', error));
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
