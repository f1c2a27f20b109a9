/**
 * The router API the apps use, shared as ONE federation singleton (`@shared/platform/router`): every app
 * imports the router from here, never from `react-router` (lint enforces it), so all sections get
 * the shell's single router. Re-exporting a named subset lets the bundler drop the rest of
 * react-router, which a shared package otherwise keeps whole. The apps use declarative routing
 * (`BrowserRouter`, `Routes`): the data router (`createBrowserRouter`, loaders,
 * `ScrollRestoration`) is about 16 KB gzip more on every first load and the site uses none of it
 * (ADR 001). An app that needs another router API adds it here; typecheck fails until it does.
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
} from 'react-router';
export type { NavigateFunction, Location } from 'react-router';
