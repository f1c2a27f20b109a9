import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acknowledgement, getHelp, link, p } from './blocks';
import { fixtureArticle, fixtureContent, FIXTURE_SLUG } from '../../test/fixture-article';
import { articleProblems, assertArticleRules, heroProblems, imageInfo } from './rules';

const HERO_SVG = readFileSync(join(import.meta.dirname, 'write-with-ai/hero.svg'));
const svg = (attributes: string) =>
  new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}></svg>`);
const named = `Article "${FIXTURE_SLUG}": `;

/** The problems of the fixture with one change, without the "Article …:" prefix. */
const problemsWith = (changes: Parameters<typeof fixtureArticle>[0]) =>
  articleProblems([fixtureArticle(changes)]).map((problem) => problem.replace(named, ''));

describe('the article rules', () => {
  it('accept an article written to them', () => {
    expect(
      articleProblems([fixtureArticle()], new Map([[FIXTURE_SLUG, { name: 'hero.svg', bytes: HERO_SVG }]])),
    ).toEqual([]);
  });

  it('refuse an article that is too short or too long, naming the article, its count and the rule', () => {
    expect(articleProblems([fixtureArticle(fixtureContent({ sentences: 2 }))])).toContain(
      `${named}268 words; an article has 1,500 to 3,000`,
    );
    expect(problemsWith(fixtureContent({ sentences: 40 }))).toContain('3,308 words; an article has 1,500 to 3,000');
  });

  it('refuse an article with fewer than eleven sections', () => {
    expect(problemsWith(fixtureContent({ sentences: 60, steps: 3 }))).toEqual([
      '8 sections; an article has at least 11, each an entry of its table of contents',
    ]);
  });

  it('refuse a slug that is not an address, and a second article with the same slug or title', () => {
    expect(articleProblems([fixtureArticle({ slug: 'Write With AI' })])).toEqual([
      'Article "Write With AI": slug must be lower-case letters and digits joined by hyphens (/blog/<slug>)',
    ]);
    const twice = articleProblems([fixtureArticle(), fixtureArticle()]);
    expect(twice).toEqual([
      `${named}another article has the same slug; each article needs its own address`,
      `${named}another article has the same title, "A Fixture Article That Only the Tests Publish"`,
    ]);
  });

  it('refuse a description search results would cut, a missing excerpt and bad dates', () => {
    expect(problemsWith({ description: 'x'.repeat(171) })).toEqual([
      'description is longer than the 170 characters a search result shows',
    ]);
    expect(problemsWith({ excerpt: ' ' })).toEqual(['excerpt is empty (it is the text of the article’s cards)']);
    expect(problemsWith({ datePublished: '2026-13-01' })).toEqual(['datePublished is not a date written YYYY-MM-DD']);
    expect(problemsWith({ dateModified: '2026-11-01' })).toEqual([
      'dateModified (2026-11-01) is before datePublished (2026-11-02)',
    ]);
  });

  it('refuse a hero without a description, and a tile drawing the home page would not draw', () => {
    expect(problemsWith({ heroAlt: 'A' })).toEqual(['heroAlt is shorter than 11 characters: describe the picture']);
    const [problem] = problemsWith({ tile: { from: 'red', to: '#fff', shapes: [] } });
    expect(problem).toMatch(/^tile\.from /);
    expect(
      problemsWith({ tile: { from: '#000', to: '#fff', shapes: [{ kind: 'rect', x: 1, y: 2, fill: '#fff' }] } }),
    ).toEqual(['tile.shapes.0 (rect) has no width, height']);
  });

  it('refuse an article without its key points, FAQ, get-help links or closing acknowledgement', () => {
    const { sections } = fixtureContent();
    const without = (id: string) => sections.filter((section) => section.id !== id);
    expect(problemsWith({ sections: without('keypoints') })).toEqual([
      'needs a section "keypoints" headed "Key Points" with at least 4 key points',
    ]);
    expect(problemsWith({ sections: without('faqs') })).toEqual([
      'needs a section headed "Frequently Asked Questions" with at least 3 questions',
    ]);
    expect(problemsWith({ sections: without('help') })).toEqual([
      'has the get-help links 0 times; an article has them once, in one of its sections',
    ]);
    expect(
      problemsWith({
        sections: [...sections.slice(0, -1), { ...sections.at(-1)!, blocks: [acknowledgement, getHelp] }],
      }),
    ).toEqual([
      'has the get-help links 2 times; an article has them once, in one of its sections',
      'must end with the section "acknowledgement", headed "Acknowledgement", holding the acknowledgement alone',
    ]);
  });

  it('refuse repeated and malformed section ids', () => {
    const { sections } = fixtureContent();
    const renamed = sections.map((section) => (section.id === 'step-2' ? { ...section, id: 'step-1' } : section));
    expect(problemsWith({ sections: renamed })).toEqual([
      'section id "step-1" is used twice; each is an anchor of its own',
    ]);
    const spaced = sections.map((section) => (section.id === 'step-2' ? { ...section, id: 'Step 2' } : section));
    expect(problemsWith({ sections: spaced })).toEqual([
      'section id "Step 2" is not lower-case letters, digits and hyphens',
    ]);
  });

  it('refuse links to pages and sections that do not exist, and plain-http links', () => {
    const { sections } = fixtureContent();
    const linking = (...hrefs: string[]) => ({
      sections: sections.map((section) =>
        section.id === 'intro'
          ? { ...section, blocks: [...section.blocks, ...hrefs.map((href) => p('See ', link('this', href), '.'))] }
          : section,
      ),
    });
    expect(problemsWith(linking('#step-3', '/order', `/blog/${FIXTURE_SLUG}#faqs`, 'https://example.com/'))).toEqual(
      [],
    );
    expect(
      problemsWith(linking('#nowhere', '/blog/no-such-article', `/blog/${FIXTURE_SLUG}#gone`, 'http://example.com/')),
    ).toEqual([
      'links to "#nowhere", which is no section of this article',
      'links to "/blog/no-such-article", which is neither an article nor a page articles link to (/order, /contactus, /grammar-checker, /plagiarism-checker)',
      `links to "/blog/${FIXTURE_SLUG}#gone", but that article has no section "gone"`,
      'links to "http://example.com/"; a link that leaves the site starts with https://',
    ]);
  });

  it('throw one error that lists every broken rule', () => {
    expect(() => assertArticleRules([fixtureArticle()])).not.toThrow();
    expect(() => assertArticleRules([fixtureArticle({ slug: 'x y', description: '' })])).toThrow(
      /^2 article rule\(s\) broken:\n- Article "x y": slug must be .*\n- Article "x y": description is empty$/,
    );
  });
});

describe('hero images', () => {
  it('are SVG, WebP or AVIF, drawn at 1200×630', () => {
    expect(heroProblems({ name: 'hero.svg', bytes: HERO_SVG })).toEqual([]);
    expect(heroProblems({ name: 'hero.svg', bytes: svg('viewBox="0 0 1200 630"') })).toEqual([]);
    expect(heroProblems({ name: 'hero.svg', bytes: svg('width="800" height="600"') })).toEqual([
      'the hero "hero.svg" is 800×600; every hero is 1200×630',
    ]);
    expect(heroProblems({ name: 'hero.png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) })).toEqual([
      'the hero "hero.png" is not SVG, WebP or AVIF',
    ]);
    expect(heroProblems(undefined)).toEqual(['its hero image is not a file in the article’s folder']);
  });

  it('have their size read from the bytes of a WebP or AVIF file', () => {
    // An extended WebP's header: RIFF, WEBP, then the VP8X chunk whose canvas is 1200×630 (each less one).
    const webp = new Uint8Array(30);
    webp.set(new TextEncoder().encode('RIFF'), 0);
    webp.set(new TextEncoder().encode('WEBPVP8X'), 8);
    webp.set([1199 & 0xff, 1199 >> 8, 0, 629 & 0xff, 629 >> 8, 0], 24);
    expect(imageInfo('hero.webp', webp)).toEqual({ format: 'webp', width: 1200, height: 630 });
    // An AVIF's ftyp box, then an image spatial extents box of 1200×630.
    const avif = new Uint8Array(64);
    const view = new DataView(avif.buffer);
    avif.set(new TextEncoder().encode('ftypavif'), 4);
    avif.set(new TextEncoder().encode('ispe'), 40);
    view.setUint32(48, 1200);
    view.setUint32(52, 630);
    expect(imageInfo('hero.avif', avif)).toEqual({ format: 'avif', width: 1200, height: 630 });
  });
});
