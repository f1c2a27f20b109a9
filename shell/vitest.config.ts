import { defineConfig } from 'vitest/config';

// Unit tests run without the federation plugin: they exercise the shell's own modules directly.
// Section runtimes are worker threads running the built server: the global setup builds it once.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['src/server/test/build-server.ts'],
  },
});
