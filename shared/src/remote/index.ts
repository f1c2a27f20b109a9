export * from './chunk-load-error';
export * from './load-with-retry';
export * from './section-registry';
export * from './remote-boundary';
export * from './section-page';
export * from './site-routes';
export * from './hydration';
export * from './federation-section-loader';
