import { randomBytes } from 'node:crypto';
import {
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  circuitBreaker,
  handleWhen,
  noJitterGenerator,
  type CircuitBreakerPolicy,
  type IBackoff,
} from 'cockatiel';
import type { RuntimeConfig, SectionName } from '@shared/platform/core';
import type { KnownSection } from './page-plan';
import type { PageRequest, RenderResult } from './render-page';
import type { RuntimeAnswers, RuntimeAsk, RuntimeRequestType } from './runtime-protocol';
import { NO_VISITOR, type RoutePost } from './route-servers';
import { withDeadline } from './section-entries';
import { RuntimeError, RuntimeFault, SectionRuntime, type FaultKind, type RuntimeLimits } from './section-runtime';

export interface SupervisorSettings extends RuntimeLimits {
  /** The server's entry file (`composition-server/dist/main.js`), beside `section-runtime.js`. */
  entryUrl: string;
  /** The shell's client build. */
  distDir: string;
  /** The section budget (SECTION_BUDGET_MS): how long a section's files may take to arrive. */
  fetchTimeoutMs: number;
  /** How long after a render's deadline its answer may still arrive (the render of the HTML itself). */
  answerGraceMs: number;
  /** The first wait before a crashed runtime is started again; it doubles up to `restartMaxMs`. */
  restartMs: number;
  restartMaxMs: number;
  /** Runtimes of one build that end in a fault before proving stable, in a row, that open its breaker. */
  breakerFailures: number;
  /** How long an open breaker serves the fallback before it lets one runtime try (doubles, up to 8×). */
  breakerCooldownMs: number;
  /** A runtime that answers (a page or a ping) once it has lived this long has proved its build stable. */
  stableAfterMs: number;
  /** A build the config no longer names is stopped once it has had no request for this long. */
  retireIdleMs: number;
}

/** Why a page was served without its section's server rendering. */
export type FallbackReason = FaultKind | 'starting' | 'restarting' | 'breaker-open' | 'error';

export type RenderOutcome = { result: RenderResult } | { fallback: FallbackReason; detail: string };
/** A runtime's answer to a request, or why there is none. */
export type AskOutcome<T extends RuntimeRequestType> =
  { value: RuntimeAnswers[T] } | { fallback: FallbackReason; detail: string };

/** A change in a build's runtime or breaker, for the logs, `/readyz` and release health. */
export interface RuntimeEvent {
  event:
    | 'runtime.started'
    | 'runtime.crashed'
    | 'runtime.timed-out'
    | 'runtime.replaced'
    | 'runtime.stopped'
    | 'breaker.opened'
    | 'breaker.half-open'
    | 'breaker.closed';
  section: SectionName;
  build: string;
  manifest: string;
  reason?: string;
  fault?: FaultKind;
  /** The route's pattern (`/orders/:token`), never a visitor's URL. */
  route?: string;
  /** How long until the runtime is started again. */
  delayMs?: number;
}

export type BuildState = 'starting' | 'ready' | 'restarting' | 'breaker-open' | 'half-open' | 'idle';

export interface BuildStatus {
  section: SectionName;
  build: string;
  manifest: string;
  state: BuildState;
  /** Faults in the last five minutes, by kind. */
  faults: Partial<Record<FaultKind, number>>;
  /** Why the runtime could not load its section's server entry, when it could not. */
  loadProblem?: string;
  /** Its runtime's heap in use at the last ping, in MB (the cap is SECTION_MEMORY_MB). */
  heapMb?: number;
  /** The last fault, and when. */
  lastFault?: { kind: FaultKind; reason: string; at: string };
}

const FAULT_MEMORY_MS = 5 * 60_000;

/**
 * The runtimes of one build of one section: at most one at a time. A runtime that ends in a fault
 * is replaced after a backoff; the build's circuit breaker (cockatiel) sees each runtime's life as
 * one call, which succeeds once the runtime answers after living `stableAfterMs`, and fails if it
 * ends in a fault before that. After `breakerFailures` failed lives in a row the breaker
 * opens: no runtime, every page of the build is the frame-only fallback, until the cool-down lets
 * one runtime try again (half-open).
 */
class BuildRuntimes {
  readonly #breaker: CircuitBreakerPolicy;
  #runtime: SectionRuntime | null = null;
  #restartAt = 0;
  #backoff: IBackoff<unknown> | null = null;
  #retired = false;
  #loadProblem: string | null = null;
  readonly #faults: { at: number; kind: FaultKind; reason: string }[] = [];
  /** Resolves a runtime's life as proven (see `#life`). */
  readonly #prove = new WeakMap<SectionRuntime, () => void>();
  lastUsed = Date.now();

  constructor(
    readonly section: SectionName,
    readonly known: KnownSection,
    private readonly settings: SupervisorSettings,
    private readonly emit: (event: RuntimeEvent) => void,
  ) {
    this.#breaker = circuitBreaker(
      handleWhen((error) => error instanceof RuntimeFault),
      {
        halfOpenAfter: new ExponentialBackoff({
          generator: noJitterGenerator,
          initialDelay: settings.breakerCooldownMs,
          maxDelay: settings.breakerCooldownMs * 8,
        }),
        breaker: new ConsecutiveBreaker(settings.breakerFailures),
      },
    );
    this.#breaker.onBreak(() => this.#emit({ event: 'breaker.opened', reason: this.#faults.at(-1)?.reason }));
    this.#breaker.onHalfOpen(() => this.#emit({ event: 'breaker.half-open' }));
    this.#breaker.onReset(() => this.#emit({ event: 'breaker.closed' }));
  }

  get build(): string {
    return this.known.manifest.buildId;
  }

  get busy(): number {
    return this.#runtime?.busy ?? 0;
  }

  /** Renders a page of this build by `deadline`, or says why its page must be the fallback. */
  async render(page: PageRequest, deadline: number): Promise<RenderOutcome> {
    const outcome = await this.ask({ type: 'render', page, deadline }, page.config, deadline, page.plan.route?.path);
    return 'value' in outcome ? { result: outcome.value } : outcome;
  }

  /**
   * Asks this build's runtime `request` by `deadline` (a page, an agency form's check), or says
   * why it could not answer: no runtime now, still starting, a fault, or an error it answered.
   */
  async ask<T extends RuntimeRequestType>(
    request: RuntimeAsk & { type: T },
    config: RuntimeConfig,
    deadline: number,
    /** The route's pattern, for the log of a missed deadline. */
    route?: string,
  ): Promise<AskOutcome<T>> {
    this.lastUsed = Date.now();
    const runtime = this.ensure(config);
    if (!runtime) {
      const open = this.#breaker.state === CircuitState.Open;
      return {
        fallback: open ? 'breaker-open' : 'restarting',
        detail: open ? 'its circuit breaker is open' : 'its runtime is being replaced',
      };
    }
    try {
      await withDeadline(runtime.ready, deadline);
    } catch (error) {
      return error instanceof RuntimeFault
        ? { fallback: error.kind, detail: error.message }
        : { fallback: 'starting', detail: 'its runtime is starting' };
    }
    try {
      return { value: await runtime.ask<T>(request, deadline + this.settings.answerGraceMs) };
    } catch (error) {
      if (error instanceof RuntimeFault) {
        if (error.kind === 'timed-out') {
          this.#emit({ event: 'runtime.timed-out', ...(route ? { route } : {}), reason: error.message });
        }
        return { fallback: error.kind, detail: error.message };
      }
      const message = error instanceof RuntimeError ? error.message.split('\n')[0]! : String(error);
      return { fallback: 'error', detail: message };
    }
  }

  /**
   * The running runtime, or a new one when none runs and the backoff and the breaker allow it
   * (an open breaker past its cool-down lets this one through, half-open); null otherwise.
   */
  ensure(config: RuntimeConfig): SectionRuntime | null {
    if (this.#runtime) return this.#runtime;
    if (this.#retired || Date.now() < this.#restartAt) return null;
    let started: SectionRuntime | null = null;
    // The breaker calls this at once when it lets a runtime start, and not at all when it is open.
    this.#breaker
      .execute(() => {
        try {
          started = this.#start(config);
        } catch (error) {
          // No thread could be made (say, the process is out of file descriptors): a failed life.
          const fault = new RuntimeFault('failed-to-start', `could not start: ${String(error)}`);
          this.#faulted(fault);
          throw fault;
        }
        return this.#life(started);
      })
      // An open breaker, or a runtime's fault: both are known; nothing here may crash the server.
      .catch(() => undefined);
    return started;
  }

  /** Stops its runtime once the pages under way are done: the build is no longer served. */
  retire(): void {
    this.#retired = true;
    const runtime = this.#runtime;
    this.#runtime = null;
    if (runtime) {
      runtime.stop();
      this.#emit({ event: 'runtime.stopped', reason: 'its build is no longer served' });
    }
  }

  status(): BuildStatus {
    const now = Date.now();
    while (this.#faults.length > 0 && now - this.#faults[0]!.at > FAULT_MEMORY_MS) this.#faults.shift();
    const faults: BuildStatus['faults'] = {};
    for (const { kind } of this.#faults) faults[kind] = (faults[kind] ?? 0) + 1;
    const last = this.#faults.at(-1);
    const breaker = this.#breaker.state;
    const state: BuildState =
      breaker === CircuitState.Open
        ? 'breaker-open'
        : breaker === CircuitState.HalfOpen
          ? 'half-open'
          : this.#runtime?.state === 'ready'
            ? 'ready'
            : this.#runtime
              ? 'starting'
              : now < this.#restartAt
                ? 'restarting'
                : 'idle';
    return {
      section: this.section,
      build: this.build,
      manifest: this.known.manifestUrl,
      state,
      faults,
      ...(this.#loadProblem ? { loadProblem: this.#loadProblem } : {}),
      ...(this.#runtime?.heapMb !== undefined ? { heapMb: this.#runtime.heapMb } : {}),
      ...(last ? { lastFault: { kind: last.kind, reason: last.reason, at: new Date(last.at).toISOString() } } : {}),
    };
  }

  #start(config: RuntimeConfig): SectionRuntime {
    const runtime = new SectionRuntime(
      new URL('./section-runtime.js', this.settings.entryUrl),
      {
        entryUrl: this.settings.entryUrl,
        distDir: this.settings.distDir,
        fetchTimeoutMs: this.settings.fetchTimeoutMs,
        section: this.section,
        manifestUrl: this.known.manifestUrl,
        manifest: this.known.manifest,
        prime: this.#primer(config),
      },
      this.settings,
      () => this.#answered(runtime),
    );
    this.#runtime = runtime;
    runtime.ready.then(
      (problem) => {
        this.#loadProblem = problem;
        this.#emit({
          event: 'runtime.started',
          ...(problem ? { reason: `its server entry did not load: ${problem}` } : {}),
        });
      },
      () => undefined,
    );
    void runtime.ended.then((fault) => this.#ended(runtime, fault));
    return runtime;
  }

  /**
   * A page the runtime renders once while it warms up (its section's first page without
   * parameters), so that its first visitor does not pay for a cold renderer.
   */
  #primer(config: RuntimeConfig): PageRequest | undefined {
    const { routes, buildId } = this.known.manifest;
    const route = routes.find((candidate) => !candidate.path.includes(':'));
    if (!route) return undefined;
    const siteRoutes = routes.map((candidate) => ({ ...candidate, section: this.section }));
    return {
      url: new URL(route.path, config.site.siteUrl).href,
      cookie: '',
      config: { ...config, remotes: { ...config.remotes, [this.section]: this.known.manifestUrl } },
      plan: {
        route: { ...route, section: this.section },
        status: 200,
        routes: siteRoutes,
        unknownSections: [],
        builds: { [this.section]: buildId },
      },
      posted: null,
      forms: {},
      visitor: NO_VISITOR,
      // Its page is thrown away: a key of its own, so that nothing it seals opens anywhere.
      sectionKey: randomBytes(32).toString('base64url'),
    };
  }

  /**
   * One runtime's life, as the breaker sees it: resolves once the runtime answers a page or a
   * ping after living `stableAfterMs` (or when it is stopped on purpose); rejects with its fault if
   * it ends in one before that.
   */
  #life(runtime: SectionRuntime): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#prove.set(runtime, resolve);
      void runtime.ended.then((fault) => (fault ? reject(fault) : resolve()));
    }).then(() => {
      this.#backoff = null;
    });
  }

  /**
   * The runtime answered a page or a ping: one that does so once it has lived `stableAfterMs`
   * has proved its build stable (one that breaks down within that time has not, and a stuck one
   * answers nothing). Pings count too, because a page served from the page cache asks no runtime.
   */
  #answered(runtime: SectionRuntime) {
    if (Date.now() - runtime.startedAt < this.settings.stableAfterMs) return;
    const prove = this.#prove.get(runtime);
    if (!prove) return;
    this.#prove.delete(runtime);
    prove();
  }

  #ended(runtime: SectionRuntime, fault: RuntimeFault | null) {
    if (this.#runtime === runtime) this.#runtime = null;
    if (fault && !this.#retired) this.#faulted(fault);
  }

  /** A runtime ended in a fault: it is recorded, said, and the next one waits out a backoff. */
  #faulted(fault: RuntimeFault) {
    this.#faults.push({ at: Date.now(), kind: fault.kind, reason: fault.message });
    if (this.#faults.length > 100) this.#faults.shift();
    this.#backoff = this.#backoff
      ? this.#backoff.next(undefined)
      : new ExponentialBackoff({
          generator: noJitterGenerator,
          initialDelay: this.settings.restartMs,
          maxDelay: this.settings.restartMaxMs,
        }).next();
    this.#restartAt = Date.now() + this.#backoff.duration;
    const replaced = fault.kind === 'timed-out' || fault.kind === 'unresponsive' || fault.kind === 'failed-to-start';
    this.#emit({
      event: replaced ? 'runtime.replaced' : 'runtime.crashed',
      fault: fault.kind,
      reason: fault.message,
      delayMs: this.#backoff.duration,
    });
  }

  #emit(event: Omit<RuntimeEvent, 'section' | 'build' | 'manifest'>) {
    this.emit({ ...event, section: this.section, build: this.build, manifest: this.known.manifestUrl });
  }
}

/** The key of one build of one section: its manifest URL and its build id. */
const keyOf = (section: SectionName, known: KnownSection) =>
  `${section} ${known.manifestUrl}#${known.manifest.buildId}`;

/**
 * Every section runtime of the composition server: one per build of a section it serves (a canary
 * and the stable build of a section have runtimes of their own, so a crashing canary never touches
 * the stable build's visitors). Builds the config no longer names are stopped once idle.
 */
export class RuntimeSupervisor {
  readonly #builds = new Map<string, BuildRuntimes>();

  constructor(
    private readonly settings: SupervisorSettings,
    private readonly emit: (event: RuntimeEvent) => void = () => {},
    /** Called when builds were stopped: pages rendered with them are not asked for again. */
    private readonly onRetired: () => void = () => {},
  ) {}

  /** Renders a page of `section` at the build `known` names, by `deadline`, in that build's runtime. */
  render(section: SectionName, known: KnownSection, page: PageRequest, deadline: number): Promise<RenderOutcome> {
    return this.#build(section, known).render(page, deadline);
  }

  /**
   * Checks the posted fields of `form`, an agency form of `section`, in the runtime of the build
   * `known` names, by `deadline` (ADR 031); or says why that runtime could not answer, which costs
   * that post alone.
   */
  checkAgencyForm(
    section: SectionName,
    known: KnownSection,
    config: RuntimeConfig,
    check: { form: string; values: Record<string, string> },
    deadline: number,
  ): Promise<AskOutcome<'agency-form'>> {
    return this.#build(section, known).ask({ type: 'agency-form', ...check, deadline }, config, deadline);
  }

  /**
   * Answers a post to `page`, a page of `section`, with its server half's action, in the runtime
   * of the build `known` names, by `deadline`; or says why that runtime could not answer (down,
   * late, the action threw), which costs that post alone.
   */
  action(
    section: SectionName,
    known: KnownSection,
    page: PageRequest,
    post: RoutePost,
    deadline: number,
  ): Promise<AskOutcome<'action'>> {
    return this.#build(section, known).ask(
      { type: 'action', page, post, deadline },
      page.config,
      deadline,
      page.plan.route?.path,
    );
  }

  /**
   * Brings the runtimes of the builds the config names up to date: each is started when none runs
   * (a crashed one after its backoff; one behind an open breaker after its cool-down) and pinged
   * when one does, and the builds it no longer names are stopped once idle. Answers when those started have loaded (or
   * failed to) or `deadline` has passed.
   */
  async reconcile(
    config: RuntimeConfig,
    named: readonly { section: SectionName; known: KnownSection }[],
    deadline?: number,
  ): Promise<void> {
    const wanted = new Set(named.map(({ section, known }) => keyOf(section, known)));
    let retired = false;
    for (const [key, build] of this.#builds) {
      if (wanted.has(key)) continue;
      if (build.busy === 0 && Date.now() - build.lastUsed >= this.settings.retireIdleMs) {
        build.retire();
        this.#builds.delete(key);
        retired = true;
      }
    }
    if (retired) this.onRetired();
    const starting = named.map(({ section, known }) => {
      const runtime = this.#build(section, known).ensure(config);
      // A runtime whose thread is stuck is found here even when no page asks for it.
      void runtime?.probe();
      return runtime?.ready;
    });
    if (deadline !== undefined) {
      await withDeadline(Promise.allSettled(starting), deadline).catch(() => undefined);
    }
  }

  /**
   * Starts the runtimes of `named` that do not run (as `reconcile` does) and says whether each has
   * started: loaded its build and warmed up, or failed to, or cannot start now (a backoff, an open
   * breaker). A release is served only once this holds (composition-server.ts), so that its first
   * visitors do not get the frame while its runtimes load.
   */
  started(config: RuntimeConfig, named: readonly { section: SectionName; known: KnownSection }[]): boolean {
    return named.every(({ section, known }) => this.#build(section, known).ensure(config)?.state !== 'starting');
  }

  status(): BuildStatus[] {
    return [...this.#builds.values()].map((build) => build.status());
  }

  /** Stops every runtime (the server is shutting down). */
  close(): void {
    for (const build of this.#builds.values()) build.retire();
    this.#builds.clear();
  }

  #build(section: SectionName, known: KnownSection): BuildRuntimes {
    const key = keyOf(section, known);
    let build = this.#builds.get(key);
    if (!build) {
      build = new BuildRuntimes(section, known, this.settings, this.emit);
      this.#builds.set(key, build);
    }
    return build;
  }
}
