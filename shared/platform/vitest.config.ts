import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Logic tests run in node; component tests opt into jsdom with a `@vitest-environment jsdom` docblock.
export default defineConfig({
  plugins: [react()],
  test: {
    // A budget, not a wait: room for a busy two-core machine (Vitest's default is 5 s).
    testTimeout: 20_000,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
