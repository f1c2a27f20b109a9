export * from './runtime-config';
export * from './remote-contract';
export * from './site-map';
export * from './articles';
export * from './forms';
export * from './grammar';
export * from './paraphrase';
export * from './order';
