import * as z from 'zod/mini';
import {
  PageRouteSchema,
  RuntimeConfigSchema,
  SectionNameSchema,
  type RouteData,
  type SiteRoute,
} from '@shared/platform/core';

/**
 * What the composition server hands the browser in the page (a JSON block, not a script, so a
 * strict CSP allows it): the runtime config and the routes it composed the page with, and how it
 * rendered the requested page. The browser hydrates with exactly these, so its first render
 * matches the server's HTML, and it needs no `config.json` round trip.
 */
export const SiteDataSchema = z.object({
  config: RuntimeConfigSchema,
  /** Every page the server knew of, with its section. */
  routes: z.array(z.extend(PageRouteSchema, { section: SectionNameSchema })),
  /** Sections in the config whose routes the server could not learn (their entry failed). */
  unknownSections: z.array(SectionNameSchema),
  /**
   * `server` when the requested page's section was rendered into the HTML; `client` when the
   * server served the frame only (its section failed or was slow) and the browser renders it.
   */
  render: z.enum(['server', 'client']),
  /** The CookieConsent value the request carried. */
  consent: z.nullable(z.boolean()),
  /**
   * The shell's own stylesheets and entry script, and the modules the page needs: the shell's,
   * and the section's entry and page chunk. The largest are preloaded from the head (`head`);
   * `/start.js` preloads the others after the first paint, and starts the entry.
   */
  assets: z.object({
    styles: z.array(z.string()),
    scripts: z.array(z.string()),
    /** Preloaded from the head, as the HTML arrives: the shell's largest (HEAD_PRELOAD_MIN_BYTES). */
    head: z.array(z.string()),
    preload: z.array(z.string()),
    /**
     * Those of the page's chunks that hold no federation code (zod, say), in an order they can
     * run in: the browser runs them one per task before it loads the section.
     */
    early: z.array(z.string()),
  }),
  /**
   * The requested page's section's `mf-manifest.json`, by its URL in the config, as the server
   * read it: the federation runtime takes it from here instead of asking the network (one request
   * and one step of the first load's chain fewer). The runtime checks its shape itself.
   */
  federationManifests: z.record(z.string(), z.unknown()),
  /**
   * The page's idempotency key for native form posts, and the server's answer to the form this
   * page answers (a post with errors, or the redirect after a stored one).
   */
  forms: z.object({
    key: z.string(),
    posted: z.nullable(
      z.object({
        intent: z.string(),
        status: z.enum(['sent', 'invalid', 'failed', 'unreachable']),
        values: z.record(z.string(), z.string()),
        errors: z.record(z.string(), z.string()),
        result: z.optional(z.unknown()),
        apiStatus: z.optional(z.number()),
      }),
    ),
    /** The country the visitor's languages name: a phone field starts at its calling code. */
    country: z.optional(z.string()),
    /** The time zone the page is rendered in (IANA name): pages show times there, with its label. */
    timeZone: z.optional(z.string()),
    /**
     * What the page's server half gave it (its loader's or its action's data) and the path it is
     * for: `useRouteData()` reads it and checks it. Taken as it comes (this server wrote it).
     */
    data: z.optional(z.custom<RouteData>()),
  }),
  /** The build of each section the page was rendered with (skew protection: build-freshness.tsx). */
  builds: z.optional(z.record(z.string(), z.string())),
});
export type SiteData = z.infer<typeof SiteDataSchema>;

/** `public/start.js`, plain JavaScript outside the build, reads the block by this id too. */
export const SITE_DATA_ELEMENT_ID = 'site-data';

/** The data as a JSON block's text: `<` is escaped so no visitor-influenced text can end the block. */
export function serializeSiteData(data: SiteData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface RouteTable {
  routes: readonly SiteRoute[];
  unknownSections: readonly z.infer<typeof SectionNameSchema>[];
}
