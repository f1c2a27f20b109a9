import * as z from 'zod/mini';
import { SECTION_NAMES } from './runtime-config';

/**
 * Field measurement of real visits ("release health"): what the browser sends to `POST /v1/vitals`
 * and what the admin view reads back. A beacon carries no personal data: a route pattern (never a
 * URL), a device class, numbers, and the section and build each number belongs to.
 */

/** Who owns a number: a section, or the shell (the frame around them). */
export const VITALS_OWNERS = ['shell', ...SECTION_NAMES] as const;
export const VitalsOwnerSchema = z.enum(VITALS_OWNERS as unknown as [string, ...string[]]);

/** A build id as the builds make them (a content hash, or BUILD_ID for a release); `-` when unknown. */
const BuildIdSchema = z.string().check(z.regex(/^[\w.-]{1,64}$/));

export const VITALS_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

/** What goes wrong in a page and is counted per owner: errors, failed and retried chunk loads, hydration mismatches. */
export const VITALS_EVENTS = ['error', 'chunk', 'retry', 'hydration'] as const;
export type VitalsEvent = (typeof VITALS_EVENTS)[number];

/** Upper bounds that no real measurement reaches: anything above is a broken or forged beacon. */
const MAX_MS = 600_000;

export const VitalsBeaconSchema = z.strictObject({
  /** A random id per page view (not per visitor): later beacons of the same view add to it. */
  view: z.uuid(),
  /** The page's own section and build, as the page was served. */
  section: VitalsOwnerSchema,
  build: BuildIdSchema,
  /** The route pattern from the route table (`/blog/:slug`), never the address with its query. */
  route: z.string().check(z.regex(/^\/[\w\-/:.*]{0,120}$/)),
  device: z.enum(['mobile', 'desktop']),
  /** `server` when the section was rendered on the server; `client` when the browser fell back to rendering it. */
  render: z.enum(['server', 'client']),
  /** First contentful paint to `site:hydrated`, in ms, and the taps made in it. */
  early: z.optional(
    z.strictObject({
      ms: z.number().check(z.minimum(0), z.maximum(MAX_MS)),
      taps: z.int().check(z.minimum(0), z.maximum(1000)),
    }),
  ),
  /** The latest value of each metric, with the owner of the element or script behind it. */
  metrics: z
    .array(
      z.strictObject({
        name: z.enum(VITALS_METRICS),
        value: z.number().check(z.minimum(0), z.maximum(MAX_MS)),
        section: VitalsOwnerSchema,
        build: BuildIdSchema,
      }),
    )
    .check(z.maxLength(VITALS_METRICS.length)),
  /** Counts since the previous beacon of this view. */
  events: z
    .array(
      z.strictObject({
        kind: z.enum(VITALS_EVENTS),
        section: VitalsOwnerSchema,
        build: BuildIdSchema,
        count: z.int().check(z.minimum(1), z.maximum(100)),
      }),
    )
    .check(z.maxLength(20)),
});
export type VitalsBeacon = z.infer<typeof VitalsBeaconSchema>;

/**
 * What a composition server reports of sections' server code (`POST /v1/server-health`, with the
 * servers' token): per section build, since its previous report, the pages its runtime rendered,
 * the times its runtime crashed (or ran out of memory, or could not start), the pages that missed
 * their deadline in it, and the pages it left to the browser because it could not render them.
 */
const ServerCount = z.int().check(z.minimum(0), z.maximum(10_000_000));
export const ServerHealthReportSchema = z.strictObject({
  builds: z
    .array(
      z.strictObject({
        section: z.enum(SECTION_NAMES),
        build: BuildIdSchema,
        renders: ServerCount,
        crashes: ServerCount,
        timeouts: ServerCount,
        errors: ServerCount,
      }),
    )
    .check(z.maxLength(64)),
});
export type ServerHealthReport = z.infer<typeof ServerHealthReportSchema>;

/** A page view's beacons together stay under this (the browser sends less; the api refuses more). */
export const VITALS_MAX_BEACON_BYTES = 2048;

/**
 * Beacons are anonymous, so anyone can send them: release health counts at most this many page
 * views of one section's build from one caller a day, so a few machines cannot outvote real visits.
 */
export const VITALS_VIEWS_PER_CALLER_PER_DAY = 20;

/** One row of `GET /admin/vitals`: a section's build over the period asked for. */
export interface VitalsRow {
  section: string;
  build: string;
  /** Page views counted: at most VITALS_VIEWS_PER_CALLER_PER_DAY of one caller (address) a day. */
  views: number;
  /** The distinct callers they came from (each day's callers apart: the key changes daily). */
  callers: number;
  /** This build's share of all page views in the period, 0–1. */
  share: number;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
  ttfbP75: number | null;
  /** The early-input window (first paint to interactive), p75 in ms, and taps made in it per 1,000 views. */
  earlyP75: number | null;
  earlyTapsPer1000: number;
  errorsPer1000: number;
  chunkFailuresPer1000: number;
  retriesPer1000: number;
  hydrationMismatchesPer1000: number;
  /** Views whose section fell back to rendering in the browser. */
  serverFallbacks: number;
  /**
   * The build's server code, as composition servers report it: pages its runtime rendered, times
   * its runtime crashed (or ran out of memory, or could not start), pages that missed their
   * deadline in it, pages it left to the browser. Zero for the shell.
   */
  server: { renders: number; crashes: number; timeouts: number; errors: number };
  /** How many samples each p75 stands on. */
  samples: Record<VitalsMetric, number>;
}

/**
 * The release history (written by `pnpm release`), as the admin view reads it: one entry per
 * change of a section's build in production.
 */
export const ReleaseEntrySchema = z.object({
  section: z.string().check(z.minLength(1)),
  build: z.string().check(z.minLength(1)),
  /** ISO time of the change. */
  at: z.iso.datetime({ offset: true }),
  kind: z.enum(['release', 'rollback', 'canary', 'promote', 'abort']),
  /** Share of traffic the build gets (a canary's, say); 100 for a full release. */
  percent: z._default(z.number().check(z.minimum(0), z.maximum(100)), 100),
});
export type ReleaseEntry = z.infer<typeof ReleaseEntrySchema>;
/** The file holds either a list or `{ releases: [...] }`. */
export const ReleaseHistorySchema = z.union([
  z.array(ReleaseEntrySchema),
  z.pipe(
    z.object({ releases: z.array(ReleaseEntrySchema) }),
    z.transform((value) => value.releases),
  ),
]);
