/**
 * Where a section's standalone page is served from: the folder of its build's `index.html`, at
 * the root of an origin (`http://localhost:4175/`) or in a folder of one
 * (`http://localhost:4190/blog/<build id>/`, as `pnpm serve-builds` serves kept builds; ADR 030).
 * The page reads its build's own `config.json` there, and its router works under it.
 *
 * `moduleUrl` is the URL of a module of the page: built, every chunk is in `assets/`, right under
 * the build's folder; a dev server (`dev`) serves the page at the root of its origin.
 */
export function standaloneBase(moduleUrl: string, dev: boolean): URL {
  return new URL(dev ? '/' : '..', moduleUrl);
}

/** The router's basename for pages under `base`: `/blog/<build id>`, or `/` at an origin's root. */
export function routerBasename(base: URL): string {
  return base.pathname.replace(/\/+$/, '') || '/';
}
