/**
 * What the apps use of react-router-dom, shared under that name (see `sharedModules` in index.js). A shared module
 * is kept whole, because any remote may ask for any of its exports; sharing this subset instead of the package lets
 * webpack drop the rest of React Router (server rendering, RSC) from the first load. The server builds share the
 * whole package (server.js).
 * A name missing here fails `react-router-subset.test.ts` beside this file, which reads every import of the apps.
 */
export {
  createBrowserRouter,
  data,
  Form,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  Route,
  Routes,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
  useSubmit,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
