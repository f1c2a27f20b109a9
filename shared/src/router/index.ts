/**
 * The router API the apps use, shared as ONE federation singleton (`shared/router`). Every app's
 * `import … from 'react-router'` is aliased here (shared/vite), so all sections get the shell's
 * single router. Re-exporting a named subset lets the bundler drop the rest of react-router, which a
 * shared package otherwise keeps whole. The apps use declarative routing (`BrowserRouter`,
 * `Routes`): the data router (`createBrowserRouter`, loaders, `ScrollRestoration`) is about 16 KB
 * gzip more on every first load and the site uses none of it (ADR 001). A build fails with a
 * missing export when an app starts using a new router API: add it here.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router-impl';
export type { NavigateFunction, Location } from 'react-router';
