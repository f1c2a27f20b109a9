/**
 * The messages between the composition server's main thread and a section runtime (a worker
 * thread holding the frame's code and one build of one section: section-runtime.ts). Every
 * request carries an id and gets exactly one reply with that id, unless the runtime dies first;
 * the main thread gives each request a deadline of its own and never waits past it.
 *
 * To add a message: add its request to RuntimeRequest, its answer to RuntimeAnswers, and a case
 * to the runtime's `handle`.
 */
import type { SectionName } from '@shared/platform/core';
import type { ServerManifest } from '@shared/contracts';
import type { AgencyFormCheck } from './agency-form-check';
import type { PageRequest, RenderResult } from './render-page';
import type { RouteActionAnswer, RoutePost } from './route-servers';

/** What a runtime is started with (`workerData`): which build it holds, and where the shell is. */
export interface RuntimeSettings {
  /** The server's entry file (`composition-server/dist/main.js`), beside the hooks and the singletons. */
  entryUrl: string;
  /** The shell's client build (its stylesheets, index.html and start.js). */
  distDir: string;
  /** How long a section's files may take to arrive (the section budget). */
  fetchTimeoutMs: number;
  section: SectionName;
  /** The section's `mf-manifest.json` URL, and its `ssr.json` as the main thread read it. */
  manifestUrl: string;
  manifest: ServerManifest;
  /** A page it renders once while it warms up, so that its first visitor gets a warm renderer. */
  prime?: PageRequest;
}

export type RuntimeRequest =
  /**
   * Renders a page the runtime's section serves, whole (frame and page), by `deadline`; the page's
   * server half's loader runs first (route-servers.ts).
   */
  | { id: number; type: 'render'; page: PageRequest; deadline: number }
  /**
   * Answers a post to a page with its server half's action, by `deadline` (the api calls inside it
   * and a margin): the answer is the action's, checked; the page it may ask for is rendered by a
   * `render` of its own.
   */
  | { id: number; type: 'action'; page: PageRequest; post: RoutePost; deadline: number }
  /** Loads the section's server entry, so that the first page does not pay for it. */
  | { id: number; type: 'warm' }
  /** Answers at once if the runtime's thread is free: after a missed deadline, is it stuck? */
  | { id: number; type: 'ping' }
  /**
   * Checks the fields of one of the section's agency forms, as posted, with the schema its server
   * entry declares (agency-form-check.ts), by `deadline`: a native post's answer waits on it.
   */
  | { id: number; type: 'agency-form'; form: string; values: Record<string, string>; deadline: number };

/** The answer to each request type. */
export interface RuntimeAnswers {
  render: RenderResult;
  action: RouteActionAnswer;
  /** Null when the entry loaded; otherwise why it did not (pages are then left to the browser). */
  warm: string | null;
  /** The runtime's heap in use (its V8 isolate's), in MB. */
  ping: { heapMb: number };
  'agency-form': AgencyFormCheck;
}

export type RuntimeRequestType = RuntimeRequest['type'];
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
export type RuntimeAsk = WithoutId<RuntimeRequest>;

export type RuntimeMessage =
  /** Sent once, when the runtime has tried to load its section's entry and warmed up. */
  | { type: 'ready'; warm: string | null }
  | { type: 'reply'; id: number; ok: true; value: RuntimeAnswers[RuntimeRequestType] }
  | { type: 'reply'; id: number; ok: false; error: string };
