import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A budget, not a wait: room for a busy two-core machine (Vitest's default is 5 s).
    testTimeout: 20_000,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
