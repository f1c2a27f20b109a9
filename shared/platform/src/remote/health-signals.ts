/**
 * Things that went wrong in the page, kept for the field measurement (release health) that loads
 * later, after hydration and consent: a section's chunk that failed or was retried, a hydration
 * mismatch, a JavaScript error. The queue lives on `globalThis`, so every copy of this module (the
 * shell's, a section's) feeds the same one; the reporter drains it and then receives new ones.
 */
export interface HealthSignal {
  kind: 'error' | 'chunk' | 'retry' | 'hydration';
  /** The owner, when the code that signals knows it (a section's loader does). */
  section?: string;
  /** Otherwise the script the error came from, to be matched against the sections' origins. */
  source?: string;
}

interface SignalSink {
  push(signal: HealthSignal): unknown;
  length: number;
}

const holder = globalThis as { __siteHealth?: SignalSink };

/** Enough for any page; past it a broken page's flood is dropped rather than kept in memory. */
const MAX_QUEUED = 50;

export function signalHealth(signal: HealthSignal): void {
  // The composition server runs the same loaders: nothing is measured there.
  if (typeof window === 'undefined') return;
  const sink = (holder.__siteHealth ??= [] as HealthSignal[]);
  if (sink.length < MAX_QUEUED) sink.push(signal);
}

/** Hands the queued signals to `receive`, and every later one straight to it. */
export function drainHealthSignals(receive: (signal: HealthSignal) => void): void {
  const queued = holder.__siteHealth;
  if (Array.isArray(queued)) queued.forEach(receive);
  holder.__siteHealth = { push: receive, length: 0 };
}
