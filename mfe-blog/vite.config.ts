import { defineConfig } from 'vite';
// A relative import, so Vite bundles this TypeScript config helper instead of asking Node to load it.
import { defineAppConfig } from '@shared/build/vite';

// A build with the pages in preview (src/app/routes.ts) has the same sources as one without: its
// build id, made from the sources, would name two different builds.
if (process.env.VITE_BLOG_PREVIEW && !process.env.BUILD_ID) {
  throw new Error('VITE_BLOG_PREVIEW: give this build a BUILD_ID of its own.');
}

export default defineConfig(
  defineAppConfig('blog', { dir: import.meta.dirname, exposes: { './routes': './src/app/remote-entry.ts' } }),
);
