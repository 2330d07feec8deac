import '@testing-library/jest-dom';
import { setModuleLoader, type ModuleLoader } from '@bookshop/ui';

// The shell installs the federation loader before anything renders (shell/src/bootstrap.tsx). A unit test renders one
// app's pages without the others: their fragments (RemoteSlot) stay loading unless the test installs a loader of its
// own, as the app would never be without one.
const neverArrives: ModuleLoader = { load: () => new Promise(() => undefined), forget: () => Promise.resolve() };
setModuleLoader(neverArrives);
