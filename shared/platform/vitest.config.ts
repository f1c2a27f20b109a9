import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Logic tests run in node; component tests opt into jsdom with a `@vitest-environment jsdom` docblock.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
