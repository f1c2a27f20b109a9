/**
 * `@shared/domain`: the site's rules as pure functions, with no React and no DOM. Apps import a
 * part by its subpath (`@shared/domain/pricing`, `/format`, `/numbers`, `/time`, `/seo`) so a bundle
 * holds only the rules it uses; this root gathers them for Node code and tests.
 */
export * from './pricing';
export * from './format';
export * from './numbers';
export * from './time';
export * from './seo';
