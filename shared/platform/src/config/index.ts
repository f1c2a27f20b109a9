export * from './runtime-config-store';
