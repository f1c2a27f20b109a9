import { describe, expect, it } from 'vitest';
import {
  activeSectionId,
  articleWordCount,
  countWords,
  formatArticleDate,
  idFromHash,
  keepsJumpTarget,
  readingMinutes,
  slugFromPath,
  tableOfContents,
  type ArticleContent,
} from './model';

describe('countWords', () => {
  it('counts words separated by spaces and punctuation', () => {
    expect(countWords('Plan first, then write.')).toBe(4);
    expect(countWords('  spaced   out\ntext\t here ')).toBe(4);
  });

  it('counts contractions, hyphenated compounds and figures once', () => {
    expect(countWords("Don't skip peer-reviewed sources")).toBe(4);
    expect(countWords('Pomodoro 25/5 or 7.5 hours')).toBe(5);
    expect(countWords('8,000–12,000 words')).toBe(3);
    expect(countWords('red,green')).toBe(2);
  });

  it('ignores punctuation and symbols on their own', () => {
    expect(countWords('— … ! ?')).toBe(0);
    expect(countWords('')).toBe(0);
  });
});

describe('readingMinutes', () => {
  it('divides by the reading speed and rounds to whole minutes', () => {
    expect(readingMinutes(2250, 225)).toBe(10);
    expect(readingMinutes(2000, 225)).toBe(9);
    expect(readingMinutes(1500, 300)).toBe(5);
  });

  it('never shows less than one minute', () => {
    expect(readingMinutes(10)).toBe(1);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(Number.NaN)).toBe(1);
  });

  it('grows with the length of the text', () => {
    expect(readingMinutes(3000)).toBeGreaterThan(readingMinutes(1500));
  });
});

describe('articleWordCount and tableOfContents', () => {
  const article: ArticleContent = {
    heroAlt: 'x',
    lede: [{ kind: 'paragraph', text: 'One two three.' }],
    sections: [
      {
        id: 'intro',
        heading: 'Intro heading',
        blocks: [
          { kind: 'paragraph', text: ['Four ', { kind: 'strong', text: 'five' }, ' six.'] },
          { kind: 'list', style: 'bullet', items: ['seven', 'eight nine'] },
          { kind: 'get-help' },
        ],
      },
      {
        id: 'faqs',
        heading: 'Questions',
        tocLabel: 'FAQs',
        blocks: [{ kind: 'faq', items: [{ question: 'Why ten?', answer: ['Because eleven.'] }] }],
      },
    ],
  };

  it('counts every written word: lede, headings, paragraphs, lists and FAQs', () => {
    // 3 lede + 2 heading + 3 paragraph + 3 list + 1 heading + 2 question + 2 answer
    expect(articleWordCount(article)).toBe(16);
  });

  it('lists each section once, preferring the short label', () => {
    expect(tableOfContents(article)).toEqual([
      { id: 'intro', label: 'Intro heading' },
      { id: 'faqs', label: 'FAQs' },
    ]);
  });
});

describe('activeSectionId', () => {
  const headings = [
    { id: 'a', top: -400 },
    { id: 'b', top: 50 },
    { id: 'c', top: 600 },
  ];

  it('is the last heading above the reading line', () => {
    expect(activeSectionId(headings, 200)).toBe('b');
    expect(activeSectionId(headings, 0)).toBe('a');
  });

  it('is the first section before any heading has reached the line', () => {
    expect(
      activeSectionId(
        [
          { id: 'a', top: 300 },
          { id: 'b', top: 900 },
        ],
        200,
      ),
    ).toBe('a');
  });

  it('is the last section at the bottom of the page', () => {
    expect(activeSectionId(headings, 200, true)).toBe('c');
  });

  it('is null without headings', () => {
    expect(activeSectionId([], 200)).toBeNull();
  });
});

describe('keepsJumpTarget', () => {
  const ids = ['intro', 'body', 'conclusion', 'acknowledgement'];

  it('keeps a short closing section highlighted at the bottom of the page while its heading shows', () => {
    expect(keepsJumpTarget(ids, 'conclusion', 'acknowledgement', true)).toBe(true);
    expect(keepsJumpTarget(ids, 'conclusion', 'conclusion', true)).toBe(true);
  });

  it('lets go once the heading has scrolled out of view', () => {
    expect(keepsJumpTarget(ids, 'conclusion', 'acknowledgement', false)).toBe(false);
  });

  it('lets go when the reader scrolls back into an earlier section', () => {
    expect(keepsJumpTarget(ids, 'conclusion', 'body', true)).toBe(false);
  });

  it('does not keep an id the article does not have', () => {
    expect(keepsJumpTarget(ids, 'nowhere', 'body', true)).toBe(false);
  });
});

describe('slugFromPath and idFromHash', () => {
  it('reads the slug of a blog article path', () => {
    expect(slugFromPath('/blog/write-with-ai')).toBe('write-with-ai');
    expect(slugFromPath('/blog/PlagiarismFree/')).toBe('plagiarismfree');
    expect(slugFromPath('/blog')).toBeNull();
    expect(slugFromPath('/blog/a/b')).toBeNull();
  });

  it('reads a section id from a hash', () => {
    expect(idFromHash('#citing')).toBe('citing');
    expect(idFromHash('7day')).toBe('7day');
    expect(idFromHash('#')).toBeNull();
    expect(idFromHash('')).toBeNull();
    expect(idFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('formatArticleDate', () => {
  it('formats an ISO date for readers, independent of the time zone', () => {
    expect(formatArticleDate('2025-06-02')).toBe('2 June 2025');
    expect(formatArticleDate('2026-01-01')).toBe('1 January 2026');
  });
});
