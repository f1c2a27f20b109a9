import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * CI's retry policy (the config's `retries` on CI): a test that passes only on its retry fails the
 * run, as Playwright's `failOnFlakyTests` would, with one exception: a retry after the browser's
 * own renderer crashed. Chromium's renderer sometimes stops on an internal check of its own
 * (SIGTRAP in a stripped binary, about once in 20–40 runs of one test on a loaded two-core machine,
 * never an error of the page's script); the retry then tells whether the page works. The attempt
 * must have failed first of all because the renderer crashed (an assertion that failed before it
 * is a failure), each such retry is listed at the end of the run, and more than
 * MAX_RENDERER_CRASHES of them fail it: a page that makes the browser crash again and again is a
 * bug of the page, not chance.
 *
 * Failures are never turned into passes here: this reporter can only fail a run that passed.
 */
const MAX_RENDERER_CRASHES = 2;

export default class RetryPolicyReporter implements Reporter {
  readonly #results = new Map<TestCase, TestResult[]>();

  onTestEnd(test: TestCase, result: TestResult) {
    this.#results.set(test, [...(this.#results.get(test) ?? []), result]);
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const flaky = [...this.#results].filter(([test]) => test.outcome() === 'flaky');
    if (flaky.length === 0) return undefined;
    const afterCrash = flaky.filter(([, results]) => failedAttempts(results).every(rendererCrashed));
    const hidden = flaky.filter((entry) => !afterCrash.includes(entry));
    const name = ([test]: (typeof flaky)[number]) =>
      `  ${test.parent.project()?.name ?? ''} › ${test.titlePath().slice(2).join(' › ')}`;
    if (afterCrash.length > 0) {
      console.log(['', "Passed on retry after the browser's renderer crashed:", ...afterCrash.map(name)].join('\n'));
    }
    const tooManyCrashes = afterCrash.length > MAX_RENDERER_CRASHES;
    if (tooManyCrashes) console.log(`More than ${MAX_RENDERER_CRASHES} renderer crashes in one run fail it.`);
    if (hidden.length > 0) {
      console.log(['', 'Passed only on retry (a flaky test fails the run):', ...hidden.map(name)].join('\n'));
    }
    return (hidden.length > 0 || tooManyCrashes) && result.status === 'passed' ? { status: 'failed' } : undefined;
  }
}

function failedAttempts(results: TestResult[]): TestResult[] {
  return results.filter((result) => result.status !== 'passed' && result.status !== 'skipped');
}

/** The attempt's first error is Playwright's word that the page's renderer process died under it. */
function rendererCrashed(result: TestResult): boolean {
  return /\b(?:Target|Page) crashed\b/.test(result.error?.message ?? '');
}
