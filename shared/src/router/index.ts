/**
 * The router API the apps use, shared as ONE federation singleton (`shared/router`). Every app's
 * `import … from 'react-router'` is aliased here (shared/vite), so all sections get the shell's
 * single router. Re-exporting a named subset lets the bundler drop the rest of react-router (about
 * half of it), which a shared package otherwise keeps whole. A build fails with a missing export
 * when an app starts using a new router API: add it here.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useRouteError,
  useSearchParams,
} from 'react-router-impl';
export type { RouteObject, NavigateFunction, Location } from 'react-router';
