import type { ComponentType } from 'react';
import * as z from 'zod/mini';
import { AGENCY_FORM_NAME_PATTERN } from '@shared/contracts/agency-form-post';
import { PageRouteSchema } from '@shared/contracts/routes';
import type { RuntimeConfig } from '@shared/contracts/runtime-config';

/**
 * The contract every section's `./routes` entry (and its server entry) satisfies. The shell
 * refuses a section whose major version differs and shows the section fallback instead of
 * crashing. Version 2 added `routes`: a section publishes its own pages; 2.1 added `servers`, its
 * pages' server halves (in its server entry only).
 */
export const REMOTE_CONTRACT_VERSION = '2.1.0';

export interface PageModule {
  default: ComponentType;
  /**
   * Loads what the page suspends on for a given path (an article's content, say), so that the
   * server renders it and the browser hydrates it without waiting. It is given the runtime config
   * of the render (for the endpoints), and may answer with the HTTP status the page stands for
   * (404 for an order that does not exist).
   */
  preload?: (pathname: string, config: RuntimeConfig) => Promise<PagePreloadResult | void>;
}

/** What a page's preload may say about the response and what the path needed. */
export interface PagePreloadResult {
  /** The HTTP status the page stands for (a 4xx for "not found"). */
  status?: number;
  /**
   * The section's own modules it loaded for this path beyond the page's chunk, by their path
   * under `src/` without extension (`content/articles/write-with-ai`): the composition server
   * has the browser preload their files with the page's (`lazy` in `ssr.json`).
   */
  modules?: string[];
}
export type PageLoader = () => Promise<PageModule>;

/**
 * The Standard Schema interface, which every zod schema has: the composition server checks a
 * section's fields through it, so the section's copy of zod need not be the shell's.
 */
export interface StandardSchema<Output = unknown> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
  };
}
export type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | {
      readonly issues: ReadonlyArray<{
        readonly message: string;
        readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
      }>;
    };

/**
 * A form of the section that only sends something to the agency (a question, a request, a
 * sign-up; ADR 031). Its page posts it with the `agency-form` intent; the composition server asks
 * the section's runtime to check the posted fields with `schema`, sends what it answers to the
 * api's agency-forms kind, and answers the page. The section needs no shell, api or contracts
 * change for it.
 */
export interface AgencyFormDefinition {
  /**
   * Checks the fields as posted: text as typed, a ticked checkbox as "on", an unticked one absent.
   * Its output is what is sent, by field name (the consent box apart); its messages are shown
   * beside the fields.
   */
  schema: StandardSchema<Record<string, unknown>>;
  /** The words beside the consent box (`consent`), stored with whether the visitor ticked it. */
  consent: string;
  /** The field holding the visitor's email address, sent as where the agency's reply goes. */
  replyTo?: string;
}

/** A section's agency forms by name, as its server entry exports them (`export const agencyForms`). */
export type AgencyForms = Record<string, AgencyFormDefinition>;

const AgencyFormDefinitionSchema = z.object({
  schema: z.custom<AgencyFormDefinition['schema']>(
    (value) => typeof (value as Partial<StandardSchema> | null)?.['~standard']?.validate === 'function',
    'must be a zod schema (a Standard Schema)',
  ),
  // Its length is checked where it is sent (the api's contract, in the composition server): this
  // schema is in every page's first load.
  consent: z.string().check(z.minLength(1)),
  replyTo: z.optional(z.string()),
});

const isFunction = (value: unknown) => typeof value === 'function';
const loader = z.custom<PageLoader>(isFunction, 'must be a function');

export const RemoteModuleSchema = z.object({
  contractVersion: z.string().check(z.regex(/^\d+\.\d+\.\d+$/)),
  /** Identifies the deployed build, the same for its client and server bundles. */
  buildId: z.string().check(z.minLength(1)),
  /** The section's pages: paths, titles, descriptions and, for the blog, the article index. */
  routes: z.array(PageRouteSchema),
  /** Page id (from `routes`) to a lazy page component. */
  pages: z.record(z.string(), loader),
  /** Widgets other sections may embed, loaded lazily like pages. */
  widgets: z._default(z.record(z.string(), loader), {}),
  /**
   * The section's agency forms by name (ADR 031), read by its runtime and the release preflight;
   * a section without any exports none.
   */
  agencyForms: z.optional(z.record(z.string().check(z.regex(AGENCY_FORM_NAME_PATTERN)), AgencyFormDefinitionSchema)),
  /**
   * Page id to its lazy server half (`src/pages/<id>-page.server.ts`: loader, action, intents;
   * `@shared/platform/route-server`), in the server entry only: the section's server build adds
   * it, and its runtime checks what each one loads.
   */
  servers: z.optional(z.record(z.string(), z.custom<() => Promise<unknown>>(isFunction, 'must be a function'))),
});
export type RemoteModule = z.infer<typeof RemoteModuleSchema>;

/**
 * A section's `pages` from its page modules, found by `import.meta.glob('../pages/*-page.tsx')`:
 * the page id is the file name without `-page.tsx`, so `article-page.tsx` serves the page
 * `article`. The composition server relies on the same convention to find a page's chunks.
 */
export function pagesFrom(modules: Record<string, () => Promise<unknown>>): Record<string, PageLoader> {
  return Object.fromEntries(Object.entries(modules).map(([file, load]) => [pageIdOf(file), load as PageLoader]));
}

export function pageIdOf(file: string): string {
  const match = /([a-z0-9-]+)-page\.tsx$/.exec(file);
  if (!match?.[1]) throw new Error(`${file} is not a page module (src/pages/<id>-page.tsx)`);
  return match[1];
}

export function majorOf(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10);
}

export function isCompatibleContract(version: string): boolean {
  return majorOf(version) === majorOf(REMOTE_CONTRACT_VERSION);
}
