import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { articleLinks, articleTexts, type Article } from '../../features/articles';
import { findArticle, loadArticle } from '.';
import { ARTICLES } from './article-index';
import { articleProblems, type HeroFile } from './rules';

const FOLDER = import.meta.dirname;

let articles: Article[] = [];
beforeAll(async () => {
  articles = await Promise.all(ARTICLES.map(loadArticle));
});

const article = (slug: string) => {
  const found = articles.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no article ${slug}`);
  return found;
};
const text = (slug: string) => articleTexts(article(slug)).join('\n');

/** The hero file an article names, looked up in its own folder (undefined when it is not there). */
function heroFile(entry: Article): HeroFile | undefined {
  const name = new URL(entry.hero.url, 'file:///').pathname.split('/').at(-1) ?? '';
  const path = join(FOLDER, entry.slug, name);
  return name && existsSync(path) ? { name, bytes: readFileSync(path) } : undefined;
}

describe('the article index', () => {
  it('registers every article folder, each named after its slug, with its text in content.ts', () => {
    const folders = readdirSync(FOLDER, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...ARTICLES.map((entry) => entry.slug)].sort()).toEqual(folders.sort());
    for (const folder of folders) expect(existsSync(join(FOLDER, folder, 'content.ts')), folder).toBe(true);
  });

  it('holds articles that keep every rule of rules.ts', () => {
    expect(articleProblems(articles, new Map(articles.map((entry) => [entry.slug, heroFile(entry)])))).toEqual([]);
  });

  it('finds an article by its slug', () => {
    expect(findArticle('write-with-ai')?.title).toBe('Writing with AI Responsibly: A Workflow for Students');
    expect(findArticle('no-such-article')).toBeUndefined();
  });
});

/**
 * The articles the product's spec lists, with the in-page anchors it lists for each: old links to
 * the articles use them, so they never change (docs/product-rules.md). Articles added since are
 * held to the rules only.
 */
const SPEC_ANCHORS: Record<string, string> = {
  'academic-assignment-structure':
    'keypoints, prompt, planning, intro, thesis, body, imrad, conclusion, referencing, revising, faqs, help, final, acknowledgement',
  'mental-health-guide':
    'overview, keypoints, data, drivers, signs, coping, sleepreset, moment, rewiring, study, exam, digital, equity, mtss, policy, faqs, help, conclusion, acknowledgement',
  'mistake-avoid-assignment':
    'intro, keypoints, mistakes, examples, timemanagement, introconclusion, grammar, fallacies, styleguides, ai, checklist, support, faq, conclusion, acknowledgement',
  'time-management-assignment':
    'intro, keypoints, how, comparison, weekly, 7day, batching, workflow, miniplaybooks, energy, troubleshooting, help, faqs, conclusion, acknowledgement',
  'write-with-ai':
    'intro, keypoints, workflow, citing, detectors, uk, discipline, accused, quick, support, faqs, conclusion, acknowledgement',
  plagiarismfree:
    'intro, keypoints, quickwins, similarity, fixfirst, types, paraphrase, scores, ai, common, figures, styles, turnitin, workflow, consequences, support, faq, conclusion, acknowledgement',
};

describe('the articles the spec lists', () => {
  it.each(Object.entries(SPEC_ANCHORS))('%s keeps the anchors the spec lists, in order', (slug, anchors) => {
    expect(article(slug).sections.map((section) => section.id)).toEqual(anchors.split(', '));
  });

  it('links the plagiarism article to the AI article', () => {
    expect(articleLinks(article('plagiarismfree')).some((href) => href.split('#')[0] === '/blog/write-with-ai')).toBe(
      true,
    );
  });

  it('puts the Pomodoro cycles, the 20% buffer and the daily buffer in the time-management plan', () => {
    const body = text('time-management-assignment');
    for (const figure of ['25/5', '50/10', '90/20', '20%', '30–60 minute']) expect(body).toContain(figure);
  });

  it('gives structure guidance: body paragraphs, sources and dissertation lengths', () => {
    const body = text('academic-assignment-structure');
    for (const figure of [
      '3–5 body paragraphs',
      '6–12 peer-reviewed sources',
      '8–15',
      '8,000–12,000',
      '15,000–25,000',
      'Over 80,000',
    ]) {
      expect(body).toContain(figure);
    }
  });

  it('gives the sleep and screen advice in the mental-health guide', () => {
    const body = text('mental-health-guide');
    expect(body).toContain('7–9 hours');
    expect(body).toContain('60 minutes');
  });

  it('gives the AI workflow its word allocation, claims, paragraph and business-case figures', () => {
    const body = text('write-with-ai');
    for (const figure of ['10%', '25%', '45%', '3–4 defensible claims', '120–150 word', '3-bullet business case']) {
      expect(body).toContain(figure);
    }
    for (const style of ['APA 7', 'Harvard', 'MLA', 'Chicago']) expect(body).toContain(style);
  });
});
