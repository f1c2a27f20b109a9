import * as z from 'zod/mini';
import { PageRouteSchema } from './routes';

/**
 * `ssr.json`, deployed beside a section's `mf-manifest.json`: how the composition server renders
 * the section and what a page of it needs in the browser. Paths are relative to the manifest.
 */
const Files = z.object({
  js: z.array(z.string()),
  css: z.array(z.string()),
  /**
   * Those of `js` that hold no federation code, in an order they can run in: the browser runs
   * them one per task before it loads the section. Optional: a section built before it had none.
   */
  early: z.optional(z.array(z.string())),
});

export const ServerManifestSchema = z.object({
  /** The same id the section's client and server bundles export as `buildId`. */
  buildId: z.string().check(z.minLength(1)),
  /** The server-rendering entry: the section's contract entry built for Node. */
  serverEntry: z.string().check(z.minLength(1)),
  /** What the browser loads for the section's contract: its remote entry and the exposed module. */
  entry: Files,
  /** What the browser loads for each page id, beyond the entry: the page chunk and its imports. */
  pages: z.record(z.string(), Files),
  /**
   * The JavaScript of each part a page loads lazily for some paths only (an article's content),
   * by its source module: the path under `src/` without extension (`content/articles/write-with-ai`).
   * A page's preload names the parts it loaded for a path, and the page preloads their files with
   * its own instead of finding them only once its code has run. Optional: older builds have none.
   */
  lazy: z.optional(z.record(z.string(), z.array(z.string()))),
  /**
   * The platform versions the section was built for (`^<major>.<minor>.<patch>`: `@shared/platform`'s
   * PLATFORM_VERSION at its build). Optional: a section built before it had none.
   */
  platform: z.optional(z.string().check(z.regex(/^\^\d+\.\d+\.\d+$/))),
  /**
   * The section's pages, the same `routes` its entries export: the composition server routes
   * every URL, redirects, answers 404 and builds the page's route table from these alone,
   * without running any section code (a section's code runs only in its own runtime).
   */
  routes: z.array(PageRouteSchema),
});
export type ServerManifest = z.infer<typeof ServerManifestSchema>;

export const SERVER_MANIFEST_FILE = 'ssr.json';

export const SERVER_ENTRY_FILE = 'server/remote-entry.js';
