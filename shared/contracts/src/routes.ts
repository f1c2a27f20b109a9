import * as z from 'zod/mini';
import type { SectionName } from './runtime-config';

/**
 * The pages a section serves, as its own contract publishes them (`routes` in its `./routes`
 * entry and in its server entry). The shell and the composition server learn them at runtime,
 * so a section ships a new page, or the blog a new article, without a shell release.
 */

/** A canonical path: lower case, no trailing slash; `:name` segments match any one segment. */
const PATH = /^\/(?:(?:[a-z0-9-]+|:[a-zA-Z]+)(?:\/(?:[a-z0-9-]+|:[a-zA-Z]+))*)?$/;

/** A colour a tile drawing paints with: `#rgb`, `#rrggbb` (either with alpha) or `none`. */
const TileColourSchema = z.string().check(z.regex(/^(?:#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|none)$/));

/**
 * One shape of a tile drawing: an SVG element (`kind`) the page draws with the given attributes
 * (camel-cased as React spells them; `text` is a text element's content). Data, not markup: a
 * section never sends the home page HTML or script, only these elements and attributes, with
 * numbers, colours, path commands and font names checked. Which attributes a kind needs is the
 * sender's business (the blog's tile constructors); one flat schema keeps the browser's copy small.
 */
export const TileShapeSchema = z.object({
  kind: z.enum(['rect', 'circle', 'path', 'text']),
  x: z.optional(z.number()),
  y: z.optional(z.number()),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
  rx: z.optional(z.number()),
  cx: z.optional(z.number()),
  cy: z.optional(z.number()),
  r: z.optional(z.number()),
  /** Path data: commands, numbers, commas and spaces only. */
  d: z.optional(z.string().check(z.maxLength(2000), z.regex(/^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/))),
  text: z.optional(z.string().check(z.maxLength(40))),
  fontSize: z.optional(z.number()),
  fontFamily: z.optional(z.string().check(z.maxLength(80), z.regex(/^[\w ,'"-]+$/))),
  fill: z.optional(TileColourSchema),
  stroke: z.optional(TileColourSchema),
  strokeWidth: z.optional(z.number()),
  strokeLinecap: z.optional(z.enum(['butt', 'round', 'square'])),
  opacity: z.optional(z.number()),
});
export type TileShape = z.infer<typeof TileShapeSchema>;

/**
 * The drawing on an article's tile on the home page ("Latest Academic Tips"), 320×180: a diagonal
 * gradient from `from` to `to` under a few shapes. The blog sends it with the article, so a new
 * article brings its own tile without a release of the home page's section.
 */
export const TileArtSchema = z.object({
  from: TileColourSchema,
  to: TileColourSchema,
  shapes: z.array(TileShapeSchema).check(z.maxLength(60)),
});
export type TileArt = z.infer<typeof TileArtSchema>;

/** What the blog index and the home page's tips strip show of an article. */
export const ArticleMetaSchema = z.object({
  excerpt: z.string().check(z.minLength(1)),
  datePublished: z.iso.date(),
  dateModified: z.iso.date(),
  /** Its tile's drawing; the home page draws a plain page for an article without one. */
  tile: z.optional(TileArtSchema),
});
export type ArticleMeta = z.infer<typeof ArticleMetaSchema>;

/**
 * A concrete path a route with parameters is checked with, and the status it must answer: 200,
 * or 404 for a sample that stands for nothing that exists (an unknown order), whose page renders
 * its not-found state. Either way it must render on the server without error.
 */
export const RouteSampleSchema = z.object({
  path: z.string().check(
    z.regex(PATH),
    z.refine((path) => !path.includes(':'), 'a sample has no parameters'),
  ),
  status: z.optional(z.literal([200, 404])),
});
export type RouteSample = z.infer<typeof RouteSampleSchema>;

export const PageRouteSchema = z.object({
  path: z.string().check(z.regex(PATH)),
  /** The page id: the section serves it from `src/pages/<page>-page.tsx`. */
  page: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  /** Document title, before the business name is appended. */
  title: z.string().check(z.minLength(1)),
  /** The page's main heading, where it is fixed (the payment page's depends on its state). */
  heading: z.nullable(z.string().check(z.minLength(1))),
  /** The meta description: what a search result shows under the title. */
  description: z.string().check(z.minLength(1), z.maxLength(170)),
  /** Listed in sitemap.xml and open to search engines; otherwise served with `noindex`. */
  indexable: z.boolean(),
  /**
   * A page of one visitor's own (an order by its secret token): served `Cache-Control: private,
   * no-store`, so neither a shared cache nor the browser's back-forward store keeps it.
   */
  personal: z.optional(z.boolean()),
  /** Present on blog articles: their entry in the article index. */
  article: z.optional(ArticleMetaSchema),
  /**
   * For a route with parameters: paths it serves that the release preflight renders in its
   * place (it renders every route of a section before a build goes out, and cannot render a
   * pattern). The preflight refuses a sample the route does not match.
   */
  samples: z.optional(z.array(RouteSampleSchema).check(z.minLength(1))),
});
export type PageRoute = z.infer<typeof PageRouteSchema>;

/** A page of the composed site: a section's route and the section that serves it. */
export type SiteRoute = PageRoute & { section: SectionName };

/** The canonical form of a path for matching: lower case, no trailing slash. */
export function normalisePath(pathname: string): string {
  const lower = pathname.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
}

/** Whether `pathname` (already normalised) is served by the route `pattern`. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.split('/');
  if (want.length !== have.length) return false;
  return want.every((segment, index) => (segment.startsWith(':') ? have[index] !== '' : segment === have[index]));
}

/** The route that serves a path, matching case-insensitively and ignoring a trailing slash. */
export function findRoute<Route extends PageRoute>(routes: readonly Route[], pathname: string): Route | undefined {
  const key = normalisePath(pathname);
  return routes.find((route) => route.path === key) ?? routes.find((route) => matchesPattern(route.path, key));
}
