import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Where a run's time went: at the end, the test time of each project and of the slowest files
 * (test time summed over runs and retries, so with several workers it adds up to more than the
 * run took), and the run's own time. Slow work shows up here before it slows everyone down.
 * Also whether the early project's browsers ran on a phone's share of the CPU (`phoneCpuLog`, one
 * line per browser from support/phone-cpu-chromium.sh): an uncapped run is faster than a phone.
 */
export default class TimingReporter implements Reporter {
  readonly #phoneCpuLog: string | undefined;
  readonly #byProject = new Map<string, { tests: number; ms: number }>();
  readonly #byFile = new Map<string, number>();

  constructor(options: { phoneCpuLog?: string } = {}) {
    this.#phoneCpuLog = options.phoneCpuLog;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()?.name ?? '(none)';
    const entry = this.#byProject.get(project) ?? { tests: 0, ms: 0 };
    entry.tests += 1;
    entry.ms += result.duration;
    this.#byProject.set(project, entry);
    const file = `${project} ${relative(process.cwd(), test.location.file)}`;
    this.#byFile.set(file, (this.#byFile.get(file) ?? 0) + result.duration);
  }

  onEnd(result: FullResult) {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(0).padStart(5)} s`;
    const lines = ['', 'Test time by project:'];
    for (const [project, { tests, ms }] of [...this.#byProject].sort((a, b) => b[1].ms - a[1].ms)) {
      lines.push(`  ${project.padEnd(22)} ${seconds(ms)}  (${tests} tests)`);
    }
    lines.push('Slowest files:');
    for (const [file, ms] of [...this.#byFile].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      lines.push(`  ${file.padEnd(60)} ${seconds(ms)}`);
    }
    lines.push(`The run took ${seconds(result.duration).trim()}.`);
    const phone = this.#phoneCpuSummary();
    if (phone) lines.push(phone);
    console.log(lines.join('\n'));
  }

  #phoneCpuSummary(): string | undefined {
    if (!this.#phoneCpuLog || !existsSync(this.#phoneCpuLog)) return undefined;
    const starts = readFileSync(this.#phoneCpuLog, 'utf8').split('\n').filter(Boolean);
    const counts = new Map<string, number>();
    for (const start of starts) counts.set(start, (counts.get(start) ?? 0) + 1);
    const said = [...counts].map(([how, count]) => `${count} ${how}`).join(', ');
    const why = counts.has('uncapped')
      ? ' (no cgroup could be made: run as root, with a CPU controller, to cap them)'
      : '';
    return `The early project's browsers on a phone's share of the CPU: ${said}${why}.`;
  }
}
