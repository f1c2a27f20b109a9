/**
 * The `shared/core` federation singleton: what must exist once at runtime or is needed on every
 * first load (runtime config, remote contract, routes, loading sections, hydration). It is kept
 * lean because the shell provides it whole. Stateless building blocks are subpaths that each app
 * bundles only where it uses them: `shared/contracts` (every payload schema), `shared/forms`,
 * `shared/ui`, `shared/pricing` and `shared/format`.
 */
import './config/zod-config';

export * from './contracts/runtime-config';
export * from './contracts/remote-contract';
export * from './contracts/routes';
export * from './remote';
export * from './config';
export * from './site/links';
export * from './site/posted-form';
