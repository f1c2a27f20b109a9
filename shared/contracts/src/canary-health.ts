import type { VitalsRow } from './vitals';

/**
 * When a canary build is "clearly worse" than the stable build of its section: the rule that
 * `pnpm release` applies before it promotes a canary (docs/decisions/015-release-health.md).
 */
export const CANARY_RULE = {
  /** Below this many page views on the canary (or the stable build), nothing is judged. */
  minViews: 200,
  /**
   * … nor below this many distinct callers on either: beacons are anonymous, and together with
   * the cap on views per caller (VITALS_VIEWS_PER_CALLER_PER_DAY) this keeps a few machines
   * sending made-up beacons from deciding a verdict.
   */
  minCallers: 30,
  /** Below this many INP samples on either build, INP is not judged. */
  minInpSamples: 100,
  /** Errors per 1,000 views: worse when above stable × this factor … */
  errorFactor: 1.25,
  /** … plus this many per 1,000 views … */
  errorMarginPer1000: 2,
  /** … and the difference is beyond chance (a two-proportion z score above this). */
  minZ: 2,
  /** p75 INP: worse when above stable × this factor plus `inpMarginMs` … */
  inpFactor: 1.1,
  inpMarginMs: 20,
  /**
   * Server code, as composition servers report it, judged before page views are counted: a canary
   * whose runtime crashed more than this many times is worse, whatever its traffic …
   */
  maxServerCrashes: 0,
  /**
   * … and one with at least this many missed deadlines, at a rate per 1,000 server renders above
   * stable's × `errorFactor` + `errorMarginPer1000`.
   */
  minServerTimeouts: 3,
} as const;

export interface CanaryVerdict {
  verdict: 'ok' | 'worse' | 'insufficient';
  /** Why, in words for the release command to print. */
  reasons: string[];
}

/** Failures a visitor notices, per 1,000 views: errors, sections that failed to load, hydration mismatches. */
export const failuresPer1000 = (row: VitalsRow) =>
  row.errorsPer1000 + row.chunkFailuresPer1000 + row.hydrationMismatchesPer1000;

/** z score of the canary's failure rate against stable's (failures per view, pooled). */
function failureZ(canary: VitalsRow, stable: VitalsRow): number {
  const fc = (failuresPer1000(canary) * canary.views) / 1000;
  const fs = (failuresPer1000(stable) * stable.views) / 1000;
  const pooled = (fc + fs) / (canary.views + stable.views);
  if (pooled === 0) return 0;
  const se = Math.sqrt(pooled * (1 + pooled) * (1 / canary.views + 1 / stable.views));
  return (fc / canary.views - fs / stable.views) / se;
}

/**
 * Judges a canary against stable. `worse` only with enough page views and a difference well
 * beyond noise, so a canary is not refused on a handful of visits; `insufficient` says to wait.
 */
export function judgeCanary(canary: VitalsRow, stable: VitalsRow, rule = CANARY_RULE): CanaryVerdict {
  const server = serverReasons(canary, stable, rule);
  if (server.length > 0) return { verdict: 'worse', reasons: server };
  if (canary.views < rule.minViews || stable.views < rule.minViews) {
    return {
      verdict: 'insufficient',
      reasons: [`${canary.views} canary and ${stable.views} stable page views; ${rule.minViews} each are needed.`],
    };
  }
  if (canary.callers < rule.minCallers || stable.callers < rule.minCallers) {
    return {
      verdict: 'insufficient',
      reasons: [
        `Page views from ${canary.callers} canary and ${stable.callers} stable callers; ${rule.minCallers} each are needed.`,
      ],
    };
  }
  const reasons: string[] = [];
  const canaryFailures = failuresPer1000(canary);
  const stableFailures = failuresPer1000(stable);
  const z = failureZ(canary, stable);
  if (canaryFailures > stableFailures * rule.errorFactor + rule.errorMarginPer1000 && z > rule.minZ) {
    reasons.push(
      `Failures per 1,000 views: ${canaryFailures.toFixed(1)} on the canary, ${stableFailures.toFixed(1)} on stable (z = ${z.toFixed(1)}).`,
    );
  }
  const inpJudged =
    canary.inpP75 !== null &&
    stable.inpP75 !== null &&
    canary.samples.INP >= rule.minInpSamples &&
    stable.samples.INP >= rule.minInpSamples;
  if (inpJudged && canary.inpP75! > stable.inpP75! * rule.inpFactor + rule.inpMarginMs) {
    reasons.push(
      `p75 INP: ${Math.round(canary.inpP75!)} ms on the canary, ${Math.round(stable.inpP75!)} ms on stable.`,
    );
  }
  if (reasons.length > 0) return { verdict: 'worse', reasons };
  return {
    verdict: 'ok',
    reasons: inpJudged ? [] : ['Too few INP samples to judge INP; failures judged only.'],
  };
}

/** Missed deadlines per 1,000 pages the build's runtime was asked for. */
const timeoutsPer1000 = ({ server }: VitalsRow) =>
  server.timeouts > 0 ? (server.timeouts * 1000) / (server.renders + server.timeouts) : 0;

/** Why the canary's server code is worse than stable's: it crashed, or it misses deadlines more often. */
function serverReasons(canary: VitalsRow, stable: VitalsRow, rule: typeof CANARY_RULE): string[] {
  const reasons: string[] = [];
  const { crashes, timeouts } = canary.server;
  if (crashes > rule.maxServerCrashes) {
    reasons.push(
      `Server code: the canary's runtime crashed ${crashes} time${crashes === 1 ? '' : 's'} (stable: ${stable.server.crashes}).`,
    );
  }
  const canaryRate = timeoutsPer1000(canary);
  const stableRate = timeoutsPer1000(stable);
  if (timeouts >= rule.minServerTimeouts && canaryRate > stableRate * rule.errorFactor + rule.errorMarginPer1000) {
    reasons.push(
      `Server code: ${timeouts} pages missed their deadline on the canary (${canaryRate.toFixed(1)} per 1,000, stable ${stableRate.toFixed(1)}).`,
    );
  }
  return reasons;
}
