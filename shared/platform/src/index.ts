/**
 * `@shared/platform`, the federation singleton: what must exist once at runtime or is needed on
 * every first load (runtime config, remote contract, routes, loading sections, the resource
 * cache, hydration). It is kept lean because the shell provides it whole. It re-exports the two
 * contracts it works with (runtime config, routes), so a section takes them from the shell's one
 * copy. Stateless building blocks are other packages that each app bundles only where it uses
 * them: `@shared/contracts`, `@shared/domain`, `@shared/ui`.
 */
import './config/zod-config';

export * from '@shared/contracts/runtime-config';
export * from './remote-contract';
export * from '@shared/contracts/routes';
export * from './remote';
export * from './resource-cache';
export * from './use-loaded';
export * from './config';
export * from './site/links';
export * from './site/posted-form';
export * from './site/time-zone';
