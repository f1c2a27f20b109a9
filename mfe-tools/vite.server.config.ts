import { defineConfig } from 'vite';
// A relative import, so Vite bundles this TypeScript config helper instead of asking Node to load it.
import { defineSectionServerConfig } from '@shared/build/vite';

export default defineConfig(defineSectionServerConfig('tools', import.meta.dirname));
