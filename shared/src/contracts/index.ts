export * from './runtime-config';
export * from './remote-contract';
export * from './routes';
export * from './forms';
export * from './grammar';
export * from './paraphrase';
export * from './order';
export * from './server-manifest';
