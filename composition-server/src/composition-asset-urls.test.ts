/**
 * A section build in a folder of its host (`<host>/<folder>/mf-manifest.json`, as a CDN keeps
 * builds by id; ADR 030): the page names the build's scripts, styles and preloads from that
 * folder, as its ssr.json lists them relative to the manifest, never from the host's root.
 */
import { describe, expect, it } from 'vitest';
import { BLOG_ROUTES } from './test/section-fixtures';
import { get, host, serverRendered, setUpCompositionHarness, start } from './test/composition-harness';

setUpCompositionHarness();

describe('a section build in a folder of its host', () => {
  it("has the page's scripts, styles and preloads named from that folder", async () => {
    const manifest = host.add('blog-in-a-folder', {
      section: 'blog',
      buildId: 'blog-folder',
      routes: BLOG_ROUTES,
      fault: 'none',
      files: {
        entry: { js: ['remoteEntry.js', 'assets/remote-entry-1.js'], css: ['assets/entry-2.css'] },
        page: { js: ['assets/article-page-3.js', 'assets/zod-4.js'], css: [], early: ['assets/zod-4.js'] },
      },
    });
    expect(manifest).toBe(`${host.origin}/blog-in-a-folder/mf-manifest.json`);
    await start(manifest);
    const page = await get('/blog/first-post');
    expect(serverRendered(page, 'blog-folder')).toBe(true);
    const folder = `${host.origin}/blog-in-a-folder/`;
    const files = ['remoteEntry.js', 'assets/remote-entry-1.js', 'assets/entry-2.css', 'assets/article-page-3.js'];
    for (const file of [...files, 'assets/zod-4.js']) expect(page.html, file).toContain(`"${folder}${file}"`);
    expect(page.html).not.toMatch(new RegExp(`${host.origin}/(assets/|remoteEntry)`));
  }, 30_000);
});
