import { defineConfig } from 'vitest/config';

// Unit tests run without the federation plugin: they exercise the shell's own modules directly.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
