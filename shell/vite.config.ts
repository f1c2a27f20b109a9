import { defineConfig } from 'vite';
// A relative import, so Vite bundles this TypeScript config helper instead of asking Node to load it.
import { defineAppConfig } from '../shared/vite/index';
import { sitemapFile } from './build/sitemap-file';

export default defineConfig(defineAppConfig('shell', { plugins: [sitemapFile()] }));
