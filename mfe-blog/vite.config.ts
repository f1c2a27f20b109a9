import { join } from 'node:path';
import { defineConfig } from 'vite';
// A relative import, so Vite bundles this TypeScript config helper instead of asking Node to load it.
import { defineAppConfig } from '@shared/build/vite';

// A build with the pages in preview (src/app/routes.ts) has the same sources as one without: its
// build id, made from the sources, would name two different builds.
if (process.env.VITE_BLOG_PREVIEW && !process.env.BUILD_ID) {
  throw new Error('VITE_BLOG_PREVIEW: give this build a BUILD_ID of its own.');
}

const src = join(import.meta.dirname, 'src');

/**
 * The article index (every article's summary, hero and tile drawing), the article model, the
 * content blocks' constructors and the routes built from them: every blog page loads them all at
 * once, so they go in one file instead of five. Each request costs its headers too (about 0.4 KB of
 * a first load's JavaScript): this gave the article page about 1.6 KB of room (ADR 036).
 */
const ARTICLES_GROUP = {
  name: 'articles',
  test: (id: string) =>
    id.startsWith(src) &&
    /^[\\/](app[\\/](routes|remote-entry)|content[\\/](article-chrome|articles[\\/](article-index|blocks|tile|[a-z0-9-]+[\\/]article))|features[\\/]articles[\\/]model)\.ts$/.test(
      id.slice(src.length),
    ),
};

export default defineConfig(
  defineAppConfig('blog', {
    dir: import.meta.dirname,
    exposes: { './routes': './src/app/remote-entry.ts' },
    chunkGroups: [ARTICLES_GROUP],
  }),
);
