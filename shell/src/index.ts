import { nextTask } from './next-task';
import { startPageModules, startRemotes } from './remotes/start-remotes';

// The remotes are registered, and a server-rendered page's own modules start, before the shared libraries have
// arrived: their files come first (they are small), and run while react-dom is still on its way.
// In a task of their own: evaluating this script (the federation runtime) is already a long task on a phone, and a tap
// waits for the whole of a task (Total Blocking Time).
setTimeout(() => {
  startRemotes().catch((error: unknown) => console.error('[shell] remotes.json could not be read', error));
  startPageModules();

  // Async boundary: shared modules are negotiated before any of them runs. React DOM, the largest, is evaluated in a
  // task before the one that evaluates the shell's code (should it fail to load, the bootstrap's own import of it fails
  // the same way).
  void import('react-dom/client')
    .then(nextTask, nextTask)
    .then(() => import('./bootstrap'));
}, 0);
