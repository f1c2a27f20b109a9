/**
 * The rules every article of the blog keeps, as code rather than as scattered test assertions:
 * `articleProblems` checks articles (summary, text, links, hero image, tile drawing) and says, for
 * each broken rule, which article breaks it and how. The blog's unit tests run it over every
 * article of the index (articles.test.ts), so an article that breaks a rule fails `pnpm test`
 * before it can be released. docs/add-an-article.md explains them to the blog team.
 */
import { TileArtSchema } from '@shared/contracts';
import * as z from 'zod/mini';
import {
  articleLinks,
  articleWordCount,
  HERO_SIZE,
  tableOfContents,
  type Article,
  type Block,
} from '../../features/articles';

export const ARTICLE_RULES = {
  /** Written in full, and readable in one sitting (about 7 to 13 minutes). */
  words: { min: 1500, max: 3000 },
  /** Sections, each an entry of the table of contents. */
  minSections: 11,
  minKeyPoints: 4,
  minFaqQuestions: 3,
  /** Search results show about this much of a description. */
  maxDescription: 170,
  minHeroAlt: 11,
  /** Every hero is drawn at one size (pages reserve its space) in a format that stays small. */
  hero: { ...HERO_SIZE, formats: ['svg', 'webp', 'avif'] },
} as const;

/**
 * Pages of other sections that articles may link to. The blog cannot see their routes here; the
 * composed site's e2e suite follows every article link and checks that it answers.
 */
export const PAGES_OUTSIDE_THE_BLOG: readonly string[] = [
  '/order',
  '/contactus',
  '/grammar-checker',
  '/plagiarism-checker',
];

/** The headings readers (and the e2e suite) find the fixed sections by. */
export const FIXED_HEADINGS = {
  keypoints: 'Key Points',
  faq: 'Frequently Asked Questions',
  acknowledgement: 'Acknowledgement',
} as const;

/** A hero image as the tests read it from the article's folder. */
export interface HeroFile {
  name: string;
  bytes: Uint8Array;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const numbers = new Intl.NumberFormat('en-GB');

/** The summary's shape: what the routes, the blog index and the home page's tile are built from. */
const ArticleSummarySchema = z.object({
  slug: z.string().check(z.regex(SLUG, 'must be lower-case letters and digits joined by hyphens (/blog/<slug>)')),
  title: z.string().check(z.trim(), z.minLength(1, 'is empty')),
  excerpt: z.string().check(z.trim(), z.minLength(1, 'is empty (it is the text of the article’s cards)')),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'is empty'),
      z.maxLength(
        ARTICLE_RULES.maxDescription,
        `is longer than the ${ARTICLE_RULES.maxDescription} characters a search result shows`,
      ),
    ),
  datePublished: z.iso.date('is not a date written YYYY-MM-DD'),
  dateModified: z.iso.date('is not a date written YYYY-MM-DD'),
  hero: z.object({ url: z.string().check(z.minLength(1, 'is empty')) }),
  heroAlt: z
    .string()
    .check(
      z.trim(),
      z.minLength(
        ARTICLE_RULES.minHeroAlt,
        `is shorter than ${ARTICLE_RULES.minHeroAlt} characters: describe the picture`,
      ),
    ),
  tile: TileArtSchema,
});

/**
 * Every rule the given articles break, one message each, starting `Article "<slug>":`. The
 * articles are checked together: slugs and titles must differ, and links between them must land
 * on a section that exists. `heroes` has each article's hero file by slug, when the caller can
 * read it (the unit tests can; the browser cannot).
 */
export function articleProblems(
  articles: readonly Article[],
  heroes: ReadonlyMap<string, HeroFile | undefined> = new Map(),
): string[] {
  const problems: string[] = [];
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  const seen = { slugs: new Set<string>(), titles: new Set<string>() };
  for (const article of articles) {
    const say = (problem: string) => problems.push(`Article "${article.slug}": ${problem}`);
    if (seen.slugs.has(article.slug)) say('another article has the same slug; each article needs its own address');
    if (seen.titles.has(article.title)) say(`another article has the same title, "${article.title}"`);
    seen.slugs.add(article.slug);
    seen.titles.add(article.title);
    summaryProblems(article).forEach(say);
    tileProblems(article).forEach(say);
    contentProblems(article).forEach(say);
    linkProblems(article, bySlug).forEach(say);
    if (heroes.has(article.slug)) heroProblems(heroes.get(article.slug)).forEach(say);
  }
  return problems;
}

/** Throws one error that lists every broken rule, or returns when there is none. */
export function assertArticleRules(...args: Parameters<typeof articleProblems>): void {
  const problems = articleProblems(...args);
  if (problems.length > 0) {
    throw new Error(`${problems.length} article rule(s) broken:\n${problems.map((line) => `- ${line}`).join('\n')}`);
  }
}

function summaryProblems(article: Article): string[] {
  const parsed = ArticleSummarySchema.safeParse(article);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  if (parsed.success && article.dateModified < article.datePublished) {
    problems.push(`dateModified (${article.dateModified}) is before datePublished (${article.datePublished})`);
  }
  return problems;
}

/** The attributes each kind of tile shape needs to be drawn (the contract checks their values). */
const TILE_SHAPE_NEEDS = {
  rect: ['x', 'y', 'width', 'height'],
  circle: ['cx', 'cy', 'r'],
  path: ['d'],
  text: ['x', 'y', 'text', 'fontSize'],
} as const;

function tileProblems(article: Article): string[] {
  return (article.tile?.shapes ?? []).flatMap((shape, index) => {
    const missing = TILE_SHAPE_NEEDS[shape.kind]?.filter((name) => shape[name] === undefined) ?? [];
    return missing.length > 0 ? [`tile.shapes.${index} (${shape.kind}) has no ${missing.join(', ')}`] : [];
  });
}

const kinds = (blocks: readonly Block[]) => blocks.map((block) => block.kind);

function contentProblems(article: Article): string[] {
  const problems: string[] = [];
  const { words, minSections, minKeyPoints, minFaqQuestions } = ARTICLE_RULES;

  const count = articleWordCount(article);
  if (count < words.min || count > words.max) {
    problems.push(
      `${numbers.format(count)} words; an article has ${numbers.format(words.min)} to ${numbers.format(words.max)}`,
    );
  }

  const toc = tableOfContents(article);
  if (toc.length < minSections) {
    problems.push(
      `${toc.length} sections; an article has at least ${minSections}, each an entry of its table of contents`,
    );
  }
  const ids = new Set<string>();
  for (const section of article.sections) {
    if (!ANCHOR.test(section.id))
      problems.push(`section id "${section.id}" is not lower-case letters, digits and hyphens`);
    if (ids.has(section.id)) problems.push(`section id "${section.id}" is used twice; each is an anchor of its own`);
    ids.add(section.id);
    if (section.heading.trim() === '') problems.push(`section "${section.id}" has no heading`);
    if (section.tocLabel?.trim() === '') problems.push(`section "${section.id}" has an empty table-of-contents label`);
  }

  const keyPoints = article.sections.find((section) => section.id === 'keypoints');
  const keyPointItems = keyPoints?.blocks.flatMap((block) => (block.kind === 'keypoints' ? block.items : [])) ?? [];
  if (keyPoints?.heading !== FIXED_HEADINGS.keypoints || keyPointItems.length < minKeyPoints) {
    problems.push(
      `needs a section "keypoints" headed "${FIXED_HEADINGS.keypoints}" with at least ${minKeyPoints} key points`,
    );
  }

  const faq = article.sections.find((section) => section.heading === FIXED_HEADINGS.faq);
  const questions = faq?.blocks.flatMap((block) => (block.kind === 'faq' ? block.items : [])) ?? [];
  if (questions.length < minFaqQuestions) {
    problems.push(`needs a section headed "${FIXED_HEADINGS.faq}" with at least ${minFaqQuestions} questions`);
  }

  const helpSections = article.sections.filter((section) => kinds(section.blocks).includes('get-help'));
  const helpBlocks = [...(article.lede ?? []), ...article.sections.flatMap((section) => section.blocks)].filter(
    (block) => block.kind === 'get-help',
  );
  if (helpBlocks.length !== 1 || helpSections.length !== 1) {
    problems.push(
      `has the get-help links ${helpBlocks.length} times; an article has them once, in one of its sections`,
    );
  }

  const last = article.sections.at(-1);
  if (
    last?.id !== 'acknowledgement' ||
    last.heading !== FIXED_HEADINGS.acknowledgement ||
    kinds(last.blocks).join() !== 'acknowledgement'
  ) {
    problems.push(
      `must end with the section "acknowledgement", headed "${FIXED_HEADINGS.acknowledgement}", holding the acknowledgement alone`,
    );
  }
  return problems;
}

function linkProblems(article: Article, bySlug: ReadonlyMap<string, Article>): string[] {
  const problems: string[] = [];
  const ownIds = new Set(article.sections.map((section) => section.id));
  const pages = new Set(['/blog', ...[...bySlug.keys()].map((slug) => `/blog/${slug}`), ...PAGES_OUTSIDE_THE_BLOG]);
  for (const href of articleLinks(article)) {
    if (href.startsWith('#')) {
      if (!ownIds.has(href.slice(1))) problems.push(`links to "${href}", which is no section of this article`);
    } else if (href.startsWith('/')) {
      const [path = '', hash] = href.split('#');
      const target = bySlug.get(path.replace(/^\/blog\//, ''));
      if (!pages.has(path)) {
        problems.push(
          `links to "${href}", which is neither an article nor a page articles link to (${PAGES_OUTSIDE_THE_BLOG.join(', ')})`,
        );
      } else if (hash && target && !target.sections.some((section) => section.id === hash)) {
        problems.push(`links to "${href}", but that article has no section "${hash}"`);
      }
    } else if (!href.startsWith('https://')) {
      problems.push(`links to "${href}"; a link that leaves the site starts with https://`);
    }
  }
  return problems;
}

/** Whether the hero is a file of an allowed format, drawn at the heroes' size. */
export function heroProblems(file: HeroFile | undefined): string[] {
  const { width, height, formats } = ARTICLE_RULES.hero;
  if (!file) return ['its hero image is not a file in the article’s folder'];
  const image = imageInfo(file.name, file.bytes);
  if (!image || !(formats as readonly string[]).includes(image.format)) {
    return [`the hero "${file.name}" is not SVG, WebP or AVIF`];
  }
  if (image.width !== width || image.height !== height) {
    const size = image.width && image.height ? `${image.width}×${image.height}` : 'of a size that cannot be read';
    return [`the hero "${file.name}" is ${size}; every hero is ${width}×${height}`];
  }
  return [];
}

export interface ImageInfo {
  format: 'svg' | 'webp' | 'avif';
  width?: number;
  height?: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** An image's format and size, read from its bytes: SVG (width and height, else its viewBox), WebP or AVIF. */
export function imageInfo(name: string, bytes: Uint8Array): ImageInfo | undefined {
  if (/\.svg$/i.test(name)) {
    const root = /<svg\b[^>]*>/i.exec(new TextDecoder().decode(bytes))?.[0];
    if (!root) return undefined;
    const attribute = (attr: string) =>
      /^([\d.]+)(?:px)?$/.exec(new RegExp(`\\s${attr}="([^"]*)"`).exec(root)?.[1] ?? '')?.[1];
    const box = new RegExp('\\sviewBox="[\\d.-]+[\\s,]+[\\d.-]+[\\s,]+([\\d.]+)[\\s,]+([\\d.]+)"').exec(root);
    const width = attribute('width') ?? box?.[1];
    const height = attribute('height') ?? box?.[2];
    return { format: 'svg', width: width ? Number(width) : undefined, height: height ? Number(height) : undefined };
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    const at = (index: number) => bytes[index] ?? 0;
    switch (ascii(bytes, 12, 4)) {
      case 'VP8X': // extended: the canvas size, less one, in 24-bit little-endian fields
        return {
          format: 'webp',
          width: 1 + (at(24) | (at(25) << 8) | (at(26) << 16)),
          height: 1 + (at(27) | (at(28) << 8) | (at(29) << 16)),
        };
      case 'VP8 ': // lossy: 14-bit sizes after the key frame's start code
        return { format: 'webp', width: (at(26) | (at(27) << 8)) & 0x3fff, height: (at(28) | (at(29) << 8)) & 0x3fff };
      case 'VP8L': // lossless: two 14-bit sizes, less one, packed after the signature byte
        return {
          format: 'webp',
          width: 1 + (((at(22) & 0x3f) << 8) | at(21)),
          height: 1 + (((at(24) & 0x0f) << 10) | (at(23) << 2) | ((at(22) & 0xc0) >> 6)),
        };
      default:
        return { format: 'webp' };
    }
  }
  if (ascii(bytes, 4, 4) === 'ftyp' && /avi[fs]/.test(ascii(bytes, 8, 24))) {
    // The image spatial extents box: 'ispe', version and flags, then width and height (32-bit big-endian).
    const text = ascii(bytes, 0, Math.min(bytes.length, 4096));
    const ispe = text.indexOf('ispe');
    if (ispe < 0) return { format: 'avif' };
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { format: 'avif', width: view.getUint32(ispe + 8), height: view.getUint32(ispe + 12) };
  }
  return undefined;
}
