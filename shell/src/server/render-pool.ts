import { Worker } from 'node:worker_threads';
import { SECTION_NAMES, type PostedForm, type RuntimeConfig } from '@shared/platform/core';
import type { RenderResult, PageForms } from './render-page';
import type { SectionEntries } from './section-entries';

export interface WorkerSettings {
  /** The server's entry file (`dist-server/main.js`), beside the hooks and singletons. */
  entryUrl: string;
  distDir: string;
  sectionBudgetMs: number;
}

export type WorkerRequest =
  | {
      id: number;
      type: 'render';
      url: string;
      cookie: string;
      config: RuntimeConfig;
      posted?: PostedForm;
      forms?: PageForms;
    }
  | { id: number; type: 'sitemap'; config: RuntimeConfig }
  | { id: number; type: 'warm'; config: RuntimeConfig };
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** How long a replaced worker may finish the pages it is rendering before it is stopped. */
const RETIRE_AFTER_MS = 10_000;

class RenderWorker {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #next = 1;
  readonly started: Promise<void>;

  constructor(
    settings: WorkerSettings,
    /** The builds it has been asked to render with (`<manifest URL>#<build id>`). */
    readonly builds: Set<string>,
  ) {
    this.#worker = new Worker(new URL('./render-worker.js', settings.entryUrl), {
      workerData: settings,
      // A small young generation: rendering makes short-lived garbage, and each 1 MB less of it is
      // 3 MB less resident memory (from-space, to-space and their slack) for a few per cent more
      // CPU, as the api's --max-semi-space-size does.
      resourceLimits: { maxYoungGenerationSizeMb: 6 },
    });
    let started: () => void = () => {};
    this.started = new Promise((resolve) => (started = resolve));
    this.#worker.on('message', (reply: WorkerReply) => {
      if (reply.id === 0) return started();
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (reply.ok) pending?.resolve(reply.value);
      else pending?.reject(new Error(reply.error));
    });
    this.#worker.on('error', (error) => this.#failAll(error));
    this.#worker.on('exit', () => this.#failAll(new Error('The render worker stopped')));
  }

  get busy(): number {
    return this.#pending.size;
  }

  ask<T>(request: WithoutId<WorkerRequest>): Promise<T> {
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  /** Stops once the pages under way are done (or after RETIRE_AFTER_MS). */
  retire(): void {
    const started = Date.now();
    const check = () => {
      if (this.busy === 0 || Date.now() - started > RETIRE_AFTER_MS) void this.#worker.terminate();
      else setTimeout(check, 50).unref();
    };
    check();
  }

  #failAll(error: Error) {
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

/**
 * How many builds beyond those the config names a worker may hold before it is replaced: a
 * worker that served releases (or a canary, or a config flipped back and forth) holds their code
 * until it stops, so this bounds memory, while a config that alternates between a few builds
 * does not start a worker each time.
 */
const SPARE_BUILDS = 1;

/**
 * Renders pages in a worker thread that holds the sections' server code, and replaces that
 * worker once releases have left it holding more than SPARE_BUILDS superseded build: the new
 * worker loads the config's builds first (pages keep being rendered by the current one
 * meanwhile), takes over, and the old one stops, taking superseded builds out of memory. Every
 * request still renders with its own snapshot of the config, whichever worker renders it.
 */
export class RenderPool {
  #current: RenderWorker | null = null;
  #next: RenderWorker | null = null;

  constructor(
    private readonly settings: WorkerSettings,
    private readonly sections: SectionEntries,
    /** Called when a new worker takes over: the builds changed (the page cache starts again). */
    private readonly onRelease: () => void = () => {},
  ) {}

  /**
   * A page; `posted` when it answers a form posted natively, `forms` on the order wizard's pages
   * (its draft and captcha; shell/src/server/form-posts).
   */
  async render(
    url: URL,
    cookie: string,
    config: RuntimeConfig,
    base: RuntimeConfig,
    posted?: PostedForm,
    forms: PageForms = {},
  ): Promise<RenderResult> {
    const worker = await this.#workerFor(base);
    return worker.ask<RenderResult>({
      type: 'render',
      url: url.href,
      cookie,
      config,
      forms,
      ...(posted ? { posted } : {}),
    });
  }

  async sitemap(config: RuntimeConfig): Promise<string> {
    return (await this.#workerFor(config)).ask<string>({ type: 'sitemap', config });
  }

  /** The worker to render with; starts a replacement when the current one holds too many builds. */
  async #workerFor(base: RuntimeConfig): Promise<RenderWorker> {
    const builds = await this.#buildsOf(base);
    const current = this.#current;
    if (current) {
      for (const build of builds) current.builds.add(build);
      if (current.builds.size > builds.length + SPARE_BUILDS) this.#replace(base, builds);
      return current;
    }
    this.#replace(base, builds);
    const first = this.#next!;
    await first.started;
    return first;
  }

  /** Starts a worker for these builds; it takes over once it has loaded them. One at a time. */
  #replace(base: RuntimeConfig, builds: string[]) {
    if (this.#next) return;
    const next = new RenderWorker(this.settings, new Set(builds));
    this.#next = next;
    void next.started
      .then(() => next.ask({ type: 'warm', config: base }))
      .catch(() => undefined)
      .then(() => {
        this.#next = null;
        this.#current?.retire();
        this.#current = next;
        this.onRelease();
      });
  }

  /** The builds a config names (in `remotes` and canaries), as `<manifest URL>#<build id>`. */
  async #buildsOf(config: RuntimeConfig): Promise<string[]> {
    const urls = SECTION_NAMES.flatMap((section) =>
      [config.remotes[section], config.canaries?.[section]?.remote].flatMap((url) => (url ? [{ section, url }] : [])),
    );
    return Promise.all(
      urls.map(({ section, url }) =>
        this.sections
          .manifest(section, { ...config, remotes: { ...config.remotes, [section]: url } })
          .then((manifest) => `${url}#${manifest.buildId}`)
          // Unknown for now: the worker tries it again for each page; no build to count.
          .catch(() => url),
      ),
    );
  }
}
