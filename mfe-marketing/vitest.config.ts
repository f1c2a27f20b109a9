import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: {
    __BUILD_ID__: JSON.stringify('test'),
    __CONTRACT_VERSION__: JSON.stringify('1.0.0'),
  },
  test: {
    // A budget, not a wait: room for a busy two-core machine (Vitest's default is 5 s).
    testTimeout: 20_000,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
