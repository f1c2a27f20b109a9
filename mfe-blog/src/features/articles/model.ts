/**
 * The article content model and the framework-free logic around it: plain text, word counts,
 * reading time, the table of contents and which section is being read. The types themselves are
 * the content's (`content/articles/article-types.ts`).
 */
import { formatLongDate } from '@shared/domain/format';
import type { ArticleContent, Block, FaqItem, Inline, RichText } from '../../content/articles/article-types';

export type {
  Article,
  ArticleContent,
  ArticleEntry,
  ArticleSection,
  ArticleSummary,
  Block,
  FaqItem,
  Inline,
  RichText,
  TextBlock,
} from '../../content/articles/article-types';

/** The drawn size of every hero, so that pages reserve its space before the image arrives. */
export const HERO_SIZE = { width: 1200, height: 630 } as const;

export interface TocEntry {
  readonly id: string;
  readonly label: string;
}

/** Average silent reading speed for study material, in words per minute. */
export const WORDS_PER_MINUTE = 225;

export function inlineText(inline: Inline): string {
  return typeof inline === 'string' ? inline : inline.text;
}

export function plainText(text: RichText): string {
  return typeof text === 'string' ? text : text.map(inlineText).join('');
}

export function countWords(text: string): number {
  // A word is a run of letters or digits, allowing inner apostrophes, hyphens, dots, slashes and
  // thousands separators ("don't", "peer-reviewed", "7.5", "25/5", "8,000"), so each counts once.
  return text.match(/[\p{L}\p{N}]+(?:(?:['’./-]|,(?=\d{3}))[\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

function blockTexts(block: Block): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [plainText(block.text)];
    case 'list':
    case 'keypoints':
      return block.items.map(plainText);
    case 'subheading':
      return [block.text];
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flatMap((row) => row.map(plainText))];
    case 'callout':
      return [block.title, ...block.blocks.flatMap(blockTexts)];
    case 'compare':
      return [block.title, plainText(block.before), plainText(block.after), plainText(block.why)];
    case 'faq':
      return block.items.flatMap((item) => [item.question, ...item.answer.map(plainText)]);
    case 'get-help':
    case 'acknowledgement':
      return [];
  }
}

/** Every piece of written text of an article, headings included, in reading order. */
export function articleTexts(article: ArticleContent): string[] {
  return [
    ...(article.lede ?? []).flatMap(blockTexts),
    ...article.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockTexts)]),
  ];
}

export function articleWordCount(article: ArticleContent): number {
  return articleTexts(article).reduce((total, text) => total + countWords(text), 0);
}

/** Estimated reading time in whole minutes, never less than one. */
export function readingMinutes(wordCount: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  if (!Number.isFinite(wordCount) || wordCount <= 0) return 1;
  return Math.max(1, Math.round(wordCount / wordsPerMinute));
}

export function tableOfContents(article: ArticleContent): TocEntry[] {
  return article.sections.map((section) => ({ id: section.id, label: section.tocLabel ?? section.heading }));
}

export function faqItems(article: ArticleContent): FaqItem[] {
  return article.sections.flatMap((section) =>
    section.blocks.flatMap((block) => (block.kind === 'faq' ? block.items : [])),
  );
}

/** Every link target written into an article's text, in order. */
export function articleLinks(article: ArticleContent): string[] {
  const fromText = (text: RichText): string[] =>
    typeof text === 'string'
      ? []
      : text.flatMap((inline) => (typeof inline !== 'string' && inline.kind === 'link' ? [inline.href] : []));
  const fromBlock = (block: Block): string[] => {
    switch (block.kind) {
      case 'paragraph':
        return fromText(block.text);
      case 'list':
      case 'keypoints':
        return block.items.flatMap(fromText);
      case 'table':
        return block.rows.flatMap((row) => row.flatMap(fromText));
      case 'callout':
        return block.blocks.flatMap(fromBlock);
      case 'compare':
        return [block.before, block.after, block.why].flatMap(fromText);
      case 'faq':
        return block.items.flatMap((item) => item.answer.flatMap(fromText));
      default:
        return [];
    }
  };
  return [...(article.lede ?? []).flatMap(fromBlock), ...article.sections.flatMap((s) => s.blocks.flatMap(fromBlock))];
}

/**
 * The section being read: the last one whose heading has scrolled above the reading line, the first
 * before any has, and the last once the page is scrolled to the bottom (short final sections never
 * reach the line).
 */
export function activeSectionId(
  headings: readonly { id: string; top: number }[],
  readingLine: number,
  atBottom = false,
): string | null {
  if (headings.length === 0) return null;
  if (atBottom) return headings[headings.length - 1]!.id;
  let active = headings[0]!.id;
  for (const heading of headings) {
    if (heading.top <= readingLine) active = heading.id;
    else break;
  }
  return active;
}

/**
 * Whether a section the reader jumped to (a table-of-contents click or a deep link) should stay
 * highlighted: while its heading is on screen and the scroll position would not put the reader in an
 * earlier section. This keeps a short closing section highlighted after a jump that cannot bring
 * its heading up to the reading line, and lets the ordinary rule take over once the reader scrolls
 * away from it in either direction.
 */
export function keepsJumpTarget(
  ids: readonly string[],
  target: string,
  computed: string | null,
  targetOnScreen: boolean,
): boolean {
  if (!targetOnScreen) return false;
  const targetIndex = ids.indexOf(target);
  if (targetIndex < 0) return false;
  return computed === null || ids.indexOf(computed) >= targetIndex;
}

/** The article slug a pathname names (`/blog/<slug>`, any case, trailing slash allowed), or null. */
export function slugFromPath(pathname: string): string | null {
  const match = /^\/blog\/([^/]+)\/?$/i.exec(pathname);
  return match ? decodeURIComponent(match[1]!).toLowerCase() : null;
}

/** A section id from a location hash (`#citing` → `citing`), or null when there is none. */
export function idFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A publication date (`YYYY-MM-DD`) as readers expect it, e.g. "2 June 2025". */
export function formatArticleDate(isoDate: string): string {
  return formatLongDate(isoDate);
}
