import type { SectionName } from '@shared/platform/core';
import type { ServerHealthReport } from '@shared/contracts';
import type { PageOutcome } from './page-responder';
import type { RuntimeEvent } from './runtime-supervisor';

/** One JSON line on stderr per change of a runtime or a breaker (stdout says where the server listens). */
export function logRuntimeEvent(event: RuntimeEvent): void {
  const healthy =
    (event.event === 'runtime.started' && !event.reason) ||
    event.event === 'runtime.stopped' ||
    event.event === 'breaker.closed';
  const level = healthy ? 'info' : 'warn';
  process.stderr.write(`${JSON.stringify({ at: new Date().toISOString(), level, ...event })}\n`);
}

type Counts = ServerHealthReport['builds'][number];

export interface ServerHealthOptions {
  /** The api's `POST /v1/server-health` (SERVER_HEALTH_URL); nothing is sent without it. */
  url: string | undefined;
  /** SERVER_HEALTH_TOKEN, the bearer token the api expects from composition servers. */
  token: string | undefined;
  /** How often the counts are sent. */
  everyMs: number;
}

/**
 * Counts, per section build, the pages its runtime rendered and its server failures (crashes,
 * missed deadlines, pages it left to the browser), and sends them to the api's release health
 * every `everyMs`: `pnpm release promote` refuses a canary whose server code crashes or times out.
 * A report that cannot be sent is dropped (the next one carries new counts): health is best effort.
 */
export class ServerHealth {
  readonly #counts = new Map<string, Counts>();
  readonly #timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ServerHealthOptions) {
    if (options.url) {
      this.#timer = setInterval(() => void this.flush(), options.everyMs);
      this.#timer.unref();
    }
  }

  page(section: SectionName, build: string, outcome: PageOutcome): void {
    const counts = this.#of(section, build);
    if (outcome === 'rendered') counts.renders += 1;
    else if (outcome === 'left-to-browser' || outcome === 'error') counts.errors += 1;
    else if (outcome === 'timed-out' || outcome === 'unresponsive') counts.timeouts += 1;
    // Pages served while a runtime starts, restarts or is behind its breaker are not new failures.
  }

  /**
   * A runtime that crashed, ran out of memory or could not start counts once (not once per page
   * it failed); a stuck one is counted by the pages that timed out on it.
   */
  event(event: RuntimeEvent): void {
    if (event.fault === 'crashed' || event.fault === 'out-of-memory' || event.fault === 'failed-to-start') {
      this.#of(event.section, event.build).crashes += 1;
    }
  }

  async flush(): Promise<void> {
    if (!this.options.url || this.#counts.size === 0) return;
    const builds = [...this.#counts.values()];
    this.#counts.clear();
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${this.options.token ?? ''}` },
        body: JSON.stringify({ builds } satisfies ServerHealthReport),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
    } catch (error) {
      process.stderr.write(
        `${JSON.stringify({ at: new Date().toISOString(), level: 'warn', event: 'server-health.unsent', reason: error instanceof Error ? error.message : String(error) })}\n`,
      );
    }
  }

  close(): void {
    clearInterval(this.#timer);
  }

  #of(section: SectionName, build: string) {
    const key = `${section} ${build}`;
    let counts = this.#counts.get(key);
    if (!counts) {
      counts = { section, build, renders: 0, crashes: 0, timeouts: 0, errors: 0 };
      this.#counts.set(key, counts);
    }
    return counts;
  }
}
