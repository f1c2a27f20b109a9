import { defineConfig } from 'vite';
// A relative import, so Vite bundles this TypeScript config helper instead of asking Node to load it.
import { defineAppConfig } from '@shared/build/vite';

export default defineConfig(
  defineAppConfig('checkout', { dir: import.meta.dirname, exposes: { './routes': './src/app/remote-entry.ts' } }),
);
