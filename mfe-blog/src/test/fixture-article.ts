/**
 * An article that exists only in tests: what a blog team would add as `<slug>/article.ts` and
 * `<slug>/content.ts`, built here so that tests can register it and break its rules one at a time.
 */
import { acknowledgement, faq, getHelp, keypoints, p, qa } from '../content/articles/blocks';
import { circle, rect } from '../content/articles/tile';
import type { Article, ArticleContent, ArticleEntry, ArticleSection } from '../features/articles';

/** Ten words. */
const SENTENCE = 'Plan the work, draft it early, then revise with care.';
const paragraph = (sentences: number) => p(Array.from({ length: sentences }, () => SENTENCE).join(' '));

/**
 * Twelve sections (introduction, key points, seven steps, FAQ, get help, acknowledgement); with
 * the default twenty sentences a paragraph, about 1,700 words.
 */
export function fixtureContent({ sentences = 20, steps = 7 } = {}): ArticleContent {
  const section = (id: string, heading: string, ...blocks: ArticleSection['blocks']): ArticleSection => ({
    id,
    heading,
    blocks,
  });
  return {
    heroAlt: 'A drawing the fixture borrows from another article.',
    sections: [
      section('intro', 'Introduction', paragraph(sentences)),
      section('keypoints', 'Key Points', keypoints(SENTENCE, SENTENCE, SENTENCE, SENTENCE)),
      ...Array.from({ length: steps }, (_, index) =>
        section(`step-${index + 1}`, `Step ${index + 1}`, paragraph(sentences)),
      ),
      section(
        'faqs',
        'Frequently Asked Questions',
        faq(qa('How long should it take?', SENTENCE), qa('Where do I start?', SENTENCE), qa('Who can help?', SENTENCE)),
      ),
      section('help', 'Get Help with Your Assignment', getHelp),
      section('acknowledgement', 'Acknowledgement', acknowledgement),
    ],
  };
}

export const FIXTURE_SLUG = 'a-fixture-article';

/** The fixture's entry in the article index; its text is `content`, loaded as a module would be. */
export function fixtureEntry(content: ArticleContent = fixtureContent()): ArticleEntry {
  return {
    slug: FIXTURE_SLUG,
    title: 'A Fixture Article That Only the Tests Publish',
    excerpt: 'Registered by a unit test, to show everything one entry in the article index brings with it.',
    description: 'An article the blog’s unit tests add to the index: its page, its card, its route and its home tile.',
    datePublished: '2026-11-02',
    dateModified: '2026-11-20',
    hero: { url: new URL('../content/articles/write-with-ai/hero.svg?no-inline', import.meta.url).href },
    tile: {
      from: '#0f766e',
      to: '#99f6e4',
      shapes: [rect(100, 30, 120, 120, { rx: 8, fill: '#fff' }), circle(220, 130, 24, { fill: '#0f766e' })],
    },
    content: () => Promise.resolve({ default: content }),
  };
}

/** The fixture as a loaded article, with any field replaced. */
export function fixtureArticle(changes: Partial<Article> = {}): Article {
  const { content: _content, ...summary } = fixtureEntry();
  return { ...summary, ...fixtureContent(), ...changes };
}
