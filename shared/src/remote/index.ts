export * from './chunk-load-error';
export * from './load-with-retry';
export * from './section-registry';
export * from './remote-boundary';
export * from './section-page';
export * from './federation-section-loader';
