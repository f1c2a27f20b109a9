/**
 * The shape of an article, as the content modules write it: the blocks of its text, its sections
 * and its summary. Types only, importing nothing but the contracts' types: the article index and
 * the articles' modules are read outside the app too (the build reads the routes from them, the
 * e2e suite the articles), and must type-check there without the article view and its
 * stylesheets. The article feature's model re-exports them with the logic around them.
 */
import type { TileArt } from '@shared/contracts';

/** Inline text inside a paragraph, list item or table cell. Links starting with `/` or `#` stay in the site. */
export type Inline =
  | string
  | { readonly kind: 'strong' | 'em' | 'code'; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };

export type RichText = string | readonly Inline[];

export interface FaqItem {
  readonly question: string;
  readonly answer: readonly RichText[];
}

export type TextBlock =
  | { readonly kind: 'paragraph'; readonly text: RichText }
  | { readonly kind: 'list'; readonly style: 'bullet' | 'number' | 'check'; readonly items: readonly RichText[] };

export type Block =
  | TextBlock
  | { readonly kind: 'subheading'; readonly text: string }
  | {
      readonly kind: 'table';
      readonly caption: string;
      readonly columns: readonly string[];
      readonly rows: readonly (readonly RichText[])[];
    }
  | {
      readonly kind: 'callout';
      readonly tone: 'tip' | 'note' | 'warning' | 'example';
      readonly title: string;
      readonly blocks: readonly TextBlock[];
    }
  /** A before-and-after pair: a weak version and a stronger rewrite, with why it is better. */
  | {
      readonly kind: 'compare';
      readonly title: string;
      readonly before: RichText;
      readonly after: RichText;
      readonly why: RichText;
    }
  | { readonly kind: 'keypoints'; readonly items: readonly RichText[] }
  | { readonly kind: 'faq'; readonly items: readonly FaqItem[] }
  /** The get-help links (order, contact, chat), rendered from the runtime config. */
  | { readonly kind: 'get-help' }
  /** The acknowledgement: the concept originator (from the runtime config), drafting tools and the editing team. */
  | { readonly kind: 'acknowledgement' };

export interface ArticleSection {
  /** The heading's id: the in-page anchor the spec lists. */
  readonly id: string;
  readonly heading: string;
  /** A shorter label for the table of contents, when the heading is long. */
  readonly tocLabel?: string;
  readonly blocks: readonly Block[];
}

/** An article's text: its own module (`<slug>/content.ts`), loaded when the article is read. */
export interface ArticleContent {
  /** Describes the hero illustration for social previews (only the article's page needs it). */
  readonly heroAlt: string;
  /** Text before the first anchored section, for articles whose first anchor is not an introduction. */
  readonly lede?: readonly TextBlock[];
  readonly sections: readonly ArticleSection[];
}

/**
 * Everything about an article but its text: what the blog index, the section's routes (and from
 * them the shell, sitemap.xml and the home page's tips strip) and the article's header show.
 */
export interface ArticleSummary {
  /** The article's path under /blog/: lower-case words joined by hyphens, never changed once published. */
  readonly slug: string;
  readonly title: string;
  /** The card text on the blog index and the home page. */
  readonly excerpt: string;
  /** The meta description, at most 170 characters. */
  readonly description: string;
  /** `YYYY-MM-DD`. */
  readonly datePublished: string;
  readonly dateModified: string;
  /**
   * The hero illustration (HERO_SIZE, SVG, WebP or AVIF): its URL, resolved against the article's
   * own module so that it loads from the blog's origin. Its description is the text's (heroAlt).
   */
  readonly hero: { readonly url: string };
  /** The drawing on the article's tile on the home page (320×180), sent with the article's route. */
  readonly tile: TileArt;
}

/** An article as the article index registers it: its summary and how to load its text. */
export interface ArticleEntry extends ArticleSummary {
  readonly content: () => Promise<{ readonly default: ArticleContent }>;
}

export type Article = ArticleSummary & ArticleContent;
