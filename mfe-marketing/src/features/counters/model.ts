/** Achievement counters: how a number counts up (over 3 s, skipped when the visitor prefers reduced motion). */

export const COUNT_UP_MS = 3000;

/** Fast at first, settling gently on the target. */
export function easeOutCubic(progress: number): number {
  const t = Math.min(Math.max(progress, 0), 1);
  return 1 - (1 - t) ** 3;
}

/** The number shown `elapsedMs` into the count; exactly the target from the end of the duration on. */
export function countAt(target: number, elapsedMs: number, durationMs = COUNT_UP_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  return Math.min(target, Math.round(target * easeOutCubic(elapsedMs / durationMs)));
}

/** Counters carry a plus sign: "12000+". */
export function formatCount(value: number): string {
  return `${value}+`;
}
