import type { VitalsRow } from './vitals';

/**
 * When a canary build is "clearly worse" than the stable build of its section: the rule that
 * `pnpm release` applies before it promotes a canary (docs/decisions/015-release-health.md).
 */
export const CANARY_RULE = {
  /** Below this many page views on the canary (or the stable build), nothing is judged. */
  minViews: 200,
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
  if (canary.views < rule.minViews || stable.views < rule.minViews) {
    return {
      verdict: 'insufficient',
      reasons: [`${canary.views} canary and ${stable.views} stable page views; ${rule.minViews} each are needed.`],
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
