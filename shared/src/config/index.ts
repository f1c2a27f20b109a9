export * from './runtime-config-store';
export * from './default-config';
