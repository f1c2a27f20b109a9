export * from './contracts';
export * from './pricing';
export * from './remote';
export * from './config';
export * from './site/links';
export * from './forms';
export * from './ui';
