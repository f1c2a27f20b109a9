export * from './read-number';
