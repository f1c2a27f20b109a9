import type { BenchOptions } from 'vitest';

/**
 * CPU milliseconds this process has used. The budget is about the work a model does, and on a
 * shared machine wall-clock time also counts the time the process waited for a core.
 */
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Enough warm-up for the JIT and enough samples that p99 is not just the single slowest run;
 * timed on the CPU clock above.
 */
export const BENCH_OPTIONS: BenchOptions = {
  time: 1000,
  warmupTime: 300,
  warmupIterations: 20,
  iterations: 200,
  now: cpuNow,
};
