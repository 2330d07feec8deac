/**
 * What the apps use of react-router-dom, shared under that name (see `sharedModules` in index.js). A shared module
 * is kept whole, because any remote may ask for any of its exports; sharing this subset instead of the package lets
 * webpack drop the rest of React Router (data routers, server rendering, RSC) from the first load.
 * A name missing here fails `react-router-subset.test.ts` beside this file, which reads every import of the apps.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
