import { describe, expect, it } from 'vitest';
import type { SectionName } from '@shared/platform/core';
import type { ServerManifest } from '@shared/contracts';
import { planPage, type KnownSection, type PagePlan } from './page-plan';
import { BLOG_ROUTES, configWith, HOME_ROUTES } from './test/section-fixtures';

const manifest = (buildId: string, routes: ServerManifest['routes']): ServerManifest => ({
  buildId,
  serverEntry: 'server/remote-entry.js',
  entry: { js: [], css: [] },
  pages: {},
  routes,
});
const config = configWith({ marketing: 'http://m.test/mf-manifest.json', blog: 'http://b.test/mf-manifest.json' });
const both = new Map<SectionName, KnownSection>([
  ['marketing', { manifestUrl: config.remotes.marketing!, manifest: manifest('m-1', HOME_ROUTES) }],
  ['blog', { manifestUrl: config.remotes.blog!, manifest: manifest('b-1', BLOG_ROUTES) }],
]);
const plan = (path: string, known = both) => planPage(new URL(path, 'http://site.test'), config, known);

describe('planPage: routing from the manifests alone', () => {
  it('finds the route and its section, and carries every known route and build', () => {
    expect(plan('/blog/first-post')).toMatchObject({
      route: { path: '/blog/first-post', section: 'blog', page: 'article' },
      status: 200,
      unknownSections: [],
      builds: { marketing: 'm-1', blog: 'b-1' },
    });
    expect((plan('/') as PagePlan).routes.map((route) => route.path)).toEqual(['/', '/blog', '/blog/first-post']);
  });

  it('redirects a non-canonical spelling and a legacy link, keeping the query', () => {
    expect(plan('/BLOG/First-Post/?x=1')).toEqual({ redirect: '/blog/first-post?x=1' });
    expect(plan('/whyus')).toEqual({ redirect: '/blog' });
  });

  it('answers 404 for a path no section serves', () => {
    expect(plan('/nothing-here')).toMatchObject({ route: null, status: 404 });
    expect(plan('/blog/no-such-post')).toMatchObject({ route: null, status: 404 });
  });

  it("answers 200 under an unknown section's prefix: the browser learns its pages or shows its fallback", () => {
    const withoutBlog = new Map([...both].filter(([section]) => section !== 'blog'));
    expect(plan('/blog/first-post', withoutBlog)).toMatchObject({
      route: null,
      status: 200,
      unknownSections: ['blog'],
      builds: { marketing: 'm-1' },
    });
    // Another section's unknown pages do not make a stray path anything but a 404 … unless it
    // could be one of them: without a prefix owner, any unknown section might serve it.
    expect(plan('/nothing-here', withoutBlog)).toMatchObject({ status: 200 });
  });
});
