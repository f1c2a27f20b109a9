// The apps of the site and where each runs locally: the one list that the scripts, the Vite
// configs, e2e, lint and the runtime config's schema read. Adding a section starts here.
// Plain JavaScript, so Node scripts read it without a build; TypeScript infers the literal types.

/** The host: routing, redirects, the frame. */
export const SHELL = /** @type {const} */ ({ name: 'shell', dir: 'shell', port: 4173 });

/** The independently deployed sections, in the order the shell registers them. */
export const SECTIONS = /** @type {const} */ ([
  { name: 'marketing', dir: 'mfe-marketing', port: 4174 },
  { name: 'blog', dir: 'mfe-blog', port: 4175 },
  { name: 'tools', dir: 'mfe-tools', port: 4176 },
  { name: 'checkout', dir: 'mfe-checkout', port: 4177 },
]);

/** The site's own service. */
export const API = /** @type {const} */ ({ name: 'api', dir: 'api', port: 8787 });

/** Every front-end app: the shell first, then the sections. */
export const FRONT_END_APPS = /** @type {const} */ ([SHELL, ...SECTIONS]);

/** @param {number} port @param {string} [host] */
export const localOrigin = (port, host = 'localhost') => `http://${host}:${port}`;
