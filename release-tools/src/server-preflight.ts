import { Worker } from 'node:worker_threads';
import type { RuntimeConfig, SectionName } from '@shared/platform/core';
import type { PreflightResult } from './preflight';

/** What the preflight's worker is started with (`workerData`). */
export interface PreflightWorkerSettings {
  section: SectionName;
  manifestUrl: string;
  /** The deployed config with the candidate in the section's place and no canaries. */
  candidate: RuntimeConfig;
  /** The shell's client build the pages are rendered with. */
  shellDist: string;
  /** SECTION_BUDGET_MS: each route must render within it. */
  budgetMs: number;
}

export type PreflightWorkerMessage = { type: 'log'; line: string } | { type: 'result'; result: PreflightResult };

export interface ServerPreflightOptions {
  /** A file of `release-tools/dist/` (the release command's), beside which `release-preflight.js` is. */
  entryUrl: string;
  log: (line: string) => void;
  /** How long the whole server preflight may take. */
  timeoutMs?: number;
  /** The worker's heap cap, as a section runtime has one (SECTION_MEMORY_MB). */
  memoryMb?: number;
}

/**
 * Runs the server preflight (preflight.ts) in a worker thread of its own and answers its result.
 * Whatever the candidate's code does outside a page (throws in a timer, never returns, runs out
 * of memory, exits) ends that thread, not the release command: it is a reason to refuse the build.
 */
export function runServerPreflight(
  settings: PreflightWorkerSettings,
  { entryUrl, log, timeoutMs = 120_000, memoryMb = 256 }: ServerPreflightOptions,
): Promise<PreflightResult> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./release-preflight.js', entryUrl), {
      workerData: settings,
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
    });
    let settled = false;
    const finish = (result: PreflightResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const refuse = (reason: string) => finish({ reasons: [`server code: ${reason}`], rendered: [] });
    const timer = setTimeout(
      () => refuse(`the server preflight did not finish within ${timeoutMs / 1000} s (is the build's code stuck?)`),
      timeoutMs,
    );
    worker.on('message', (message: PreflightWorkerMessage) => {
      if (message.type === 'log') log(message.line);
      else finish(message.result);
    });
    worker.on('error', (error: Error & { code?: string }) =>
      refuse(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `the build ran out of memory (${memoryMb} MB heap) while it was checked`
          : `the build threw outside a page while it was checked: ${error.message}`,
      ),
    );
    worker.on('exit', (code) => refuse(`the build's code ended the preflight (exit code ${code})`));
  });
}
