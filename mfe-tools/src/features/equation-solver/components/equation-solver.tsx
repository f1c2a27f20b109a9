import { useMemo } from 'react';
import { useHydrated, useRuntimeConfig } from '@shared/platform/core';
import { Link } from '@shared/platform/router';
import { Button, ScrollArea, TextField } from '@shared/ui';
import { CopyButton } from '../../../lib/ui/copy-button';
import ui from '../../../lib/ui/ui.module.css';
import { queryHref, useQueryForm } from '../../../lib/query-form';
import {
  EquationError,
  formatComplex,
  formatPolynomial,
  INVALID_EQUATION_MESSAGE,
  MAX_EQUATION_LENGTH,
  solveEquation,
  type EquationResult,
  type Step,
} from '../model';
import type { Root } from '../roots';
import { MathEquation } from './math-equation';
import styles from './equation-solver.module.css';

const PATH = '/equation-solver';
const PARAM = 'equation';
const EXAMPLES = ['x/2 + 1/3 = 5/6', '2x^2 - 3x + 1 = 0', 'x^2 + x + 1 = 0', 'x^3 - 3x + 1 = 0', '1/x + 1/(x+1) = 5/6'];
const DEGREE_NAMES = { 1: 'Linear', 2: 'Quadratic', 3: 'Cubic' } as const;
const SUBSCRIPTS = ['₀', '₁', '₂', '₃'];

type Outcome = { result: EquationResult } | { error: string };

function solve(text: string): Outcome {
  try {
    return { result: solveEquation(text) };
  } catch (caught) {
    return { error: caught instanceof EquationError ? caught.message : INVALID_EQUATION_MESSAGE };
  }
}

/**
 * A GET form: the equation is in the URL, and the result is rendered from the URL, on the server
 * and in the browser alike, so a worked solution has an address to share.
 */
export function EquationSolver() {
  const { submitted, field, formRef, onSubmit } = useQueryForm(PARAM);
  const outcome = useMemo(() => (submitted === null ? null : solve(submitted)), [submitted]);
  const error = outcome && 'error' in outcome ? outcome.error : undefined;

  return (
    <>
      <form ref={formRef} method="get" className={`${ui.panel} ${styles.form}`} onSubmit={onSubmit} noValidate>
        <div className={styles.row}>
          <TextField
            {...field}
            label="Equation"
            error={error}
            hint="One variable, powers up to 3, fractions allowed. Use ^ for powers: 2x^2 - 3x + 1 = 0."
            maxLength={MAX_EQUATION_LENGTH}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
          />
          <Button type="submit">Solve</Button>
        </div>
        <ul className={styles.examples} aria-label="Examples">
          <li className={ui.note}>Try:</li>
          {EXAMPLES.map((example) => (
            <li key={example}>
              <Link className={styles.example} to={queryHref(PATH, PARAM, example)} preventScrollReset>
                {example}
              </Link>
            </li>
          ))}
        </ul>
        <ReadingRules />
      </form>
      <div role="status" className={styles.result}>
        {outcome && 'result' in outcome && submitted !== null ? (
          <Solution result={outcome.result} equation={submitted} />
        ) : null}
      </div>
    </>
  );
}

function ReadingRules() {
  return (
    <details className={styles.rules}>
      <summary>How your equation is read</summary>
      <ul>
        <li>One variable, any single letter but i (the imaginary unit). Powers with ^ (x^2) or as ² and ³.</li>
        <li>−, × and ÷ work as -, * and /.</li>
        <li>
          A number or a bracket next to a letter or a bracket multiplies: 2x, x(x − 2), (x + 1)(x − 1). A letter before
          a bracket and a power is the letter times the power: x(x − 2)^2 is x·(x − 2)².
        </li>
        <li>1/2x is (1/2)·x; write 1/(2x) for one over 2x.</li>
        <li>
          The variable may be in a denominator (2/x = 1) when clearing the fractions leaves a power of 3 or less. Values
          that make a denominator zero are excluded.
        </li>
      </ul>
    </details>
  );
}

function Solution({ result, equation }: { result: EquationResult; equation: string }) {
  const v = result.variable;
  return (
    <div className={ui.panel}>
      <Summary result={result} />
      {result.excluded.length > 0 ? (
        <p className={styles.standard}>
          Excluded: {result.excluded.map((r) => `${v} ≠ ${r.exact ?? formatComplex(r.value)}`).join(', ')} (they make a
          denominator zero).
        </p>
      ) : null}
      {'extraneous' in result && result.extraneous.length > 0 ? (
        <p className={ui.note}>
          Not solutions: {result.extraneous.map((r) => `${v} = ${r.exact ?? formatComplex(r.value)}`).join(', ')}, found
          after clearing the fractions, but a denominator is zero there.
        </p>
      ) : null}
      {/* A new equation starts with its steps collapsed. */}
      <Steps key={equation} steps={result.steps} />
      <ShareLink equation={equation} />
    </div>
  );
}

function Summary({ result }: { result: EquationResult }) {
  const v = result.variable;
  const except = result.excluded.length > 0 ? ` except ${result.excluded.map((r) => r.exact).join(' and ')}` : '';
  if (result.kind === 'identity') {
    return (
      <>
        <h2 className={ui.subTitle}>Every value is a solution</h2>
        <p>
          Both sides are always equal, so the equation holds for every value of {v}
          {except}.
        </p>
      </>
    );
  }
  if (result.kind === 'no-solution') {
    return (
      <>
        <h2 className={ui.subTitle}>No solution</h2>
        <p>
          {result.extraneous.length > 0
            ? 'The only candidates make a denominator zero, so the equation has no solution.'
            : `Once simplified, ${v} drops out and what is left is false, so the two sides can never be equal, whatever the value of ${v}.`}
        </p>
      </>
    );
  }
  const count = result.roots.reduce((n, r) => n + r.multiplicity, 0);
  const name = result.excluded.length > 0 ? 'Rational' : DEGREE_NAMES[result.degree];
  return (
    <>
      <h2 className={ui.subTitle}>
        {name} equation: {count === 1 ? '1 root' : `${count} roots`}
      </h2>
      <p className={styles.standard}>
        Standard form: <span className={ui.monospace}>{formatPolynomial(result.polynomial, v)}</span>
      </p>
      <ol className={styles.roots} aria-label="Roots">
        {result.roots.map((root, i) => (
          <li key={i} className={styles.root}>
            <RootLine root={root} name={result.roots.length === 1 ? v : `${v}${SUBSCRIPTS[i + 1] ?? i + 1}`} />
          </li>
        ))}
      </ol>
    </>
  );
}

const sameEquation = (a: string | undefined, b: string) =>
  a !== undefined && a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/**
 * The worked steps, behind "Show steps" (a native disclosure, so it opens without JavaScript too):
 * each says what is done, shows the working of its formula line by line, then the equation it
 * leads to, unless that is the equation already shown above. An equation wider than the screen
 * scrolls sideways in its own frame, and says so.
 */
function Steps({ steps }: { steps: Step[] }) {
  return (
    <details className={styles.steps}>
      <summary>Show steps</summary>
      <ol className={styles.stepList} aria-label="Steps">
        {steps.map((step, i) => (
          <li key={i} className={styles.step}>
            <p className={styles.reason}>{step.reason}</p>
            {step.work && step.work.length > 0 ? (
              <ul className={styles.work} aria-label={`Working for step ${i + 1}`}>
                {step.work.map((line, j) => (
                  <li key={j}>{line}</li>
                ))}
              </ul>
            ) : null}
            {sameEquation(steps[i - 1]?.equation, step.equation) ? null : (
              <ScrollArea label={`Result of step ${i + 1}`}>
                <MathEquation text={step.equation} />
              </ScrollArea>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

function ShareLink({ equation }: { equation: string }) {
  const { site } = useRuntimeConfig();
  const hydrated = useHydrated();
  const href = queryHref(PATH, PARAM, equation);
  return (
    <p className={`${ui.actions} ${styles.share}`}>
      <a href={href}>Link to this solution</a>
      {hydrated ? <CopyButton text={`${site.siteUrl}${href}`} label="Copy link" /> : null}
    </p>
  );
}

function RootLine({ root, name }: { root: Root; name: string }) {
  const decimal = formatComplex(root.value);
  const complex = root.value.im !== 0;
  const showDecimal = root.exact === null || root.exact !== decimal;
  const notes = [
    complex ? 'complex' : 'real',
    root.multiplicity === 2 ? 'double root' : root.multiplicity === 3 ? 'triple root' : null,
    root.exact === null ? 'decimal only: no simple exact form' : null,
  ].filter(Boolean);
  return (
    <>
      <span className={styles.rootMain}>{`${name} = ${root.exact ?? decimal}`}</span>{' '}
      <span className={styles.rootMeta}>
        {showDecimal && root.exact !== null ? `≈ ${decimal} · ` : null}
        {notes.join(', ')}
      </span>
    </>
  );
}
