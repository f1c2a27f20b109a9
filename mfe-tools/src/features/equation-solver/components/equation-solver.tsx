import { useState, type FormEvent } from 'react';
import { Button, TextField } from 'shared/ui';
import ui from '../../../lib/ui/ui.module.css';
import {
  EquationError,
  formatComplex,
  formatPolynomial,
  INVALID_EQUATION_MESSAGE,
  MAX_EQUATION_LENGTH,
  solveEquation,
  type EquationResult,
} from '../model';
import type { Root } from '../roots';
import styles from './equation-solver.module.css';

const EXAMPLES = ['x/2 + 1/3 = 5/6', '2x^2 - 3x + 1 = 0', 'x^2 + x + 1 = 0', 'x^3 = 8', '(x-1)(x+2) = 0'];
const DEGREE_NAMES = { 1: 'Linear', 2: 'Quadratic', 3: 'Cubic' } as const;
const SUBSCRIPTS = ['₀', '₁', '₂', '₃'];

export function EquationSolver() {
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<EquationResult | null>(null);

  const solve = (text: string) => {
    try {
      const solved = solveEquation(text);
      setResult(solved);
      // `0x = 5` is a valid equation whose answer is "no solution": a result, like `0 = 0`, not an error.
      setError(undefined);
    } catch (caught) {
      setResult(null);
      setError(caught instanceof EquationError ? caught.message : INVALID_EQUATION_MESSAGE);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    solve(input);
  };

  return (
    <>
      <form className={`${ui.panel} ${styles.form}`} onSubmit={submit} noValidate>
        <div className={styles.row}>
          <TextField
            label="Equation"
            name="equation"
            value={input}
            onChange={setInput}
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
              <Button
                variant="quiet"
                size="small"
                onClick={() => {
                  setInput(example);
                  solve(example);
                }}
              >
                {example}
              </Button>
            </li>
          ))}
        </ul>
      </form>
      <div role="status" className={styles.result}>
        {result ? <Solution result={result} /> : null}
      </div>
    </>
  );
}

function Solution({ result }: { result: EquationResult }) {
  const v = result.variable;
  if (result.kind === 'identity') {
    return (
      <div className={ui.panel}>
        <h2 className={ui.subTitle}>Every value is a solution</h2>
        <p>Both sides are always equal, so the equation holds for every value of {v}.</p>
      </div>
    );
  }
  if (result.kind === 'no-solution') {
    return (
      <div className={ui.panel}>
        <h2 className={ui.subTitle}>No solution</h2>
        <p>
          Once simplified, {v} drops out and what is left is false, so the two sides can never be equal, whatever the
          value of {v}.
        </p>
      </div>
    );
  }
  const count = result.roots.reduce((n, r) => n + r.multiplicity, 0);
  return (
    <div className={ui.panel}>
      <h2 className={ui.subTitle}>
        {DEGREE_NAMES[result.degree]} equation: {count === 1 ? '1 root' : `${count} roots`}
      </h2>
      <p className={styles.standard}>
        Standard form: <span className={ui.monospace}>{formatPolynomial(result.polynomial, v)}</span>
      </p>
      <ol className={styles.roots}>
        {result.roots.map((root, i) => (
          <li key={i} className={styles.root}>
            <RootLine root={root} name={result.roots.length === 1 ? v : `${v}${SUBSCRIPTS[i + 1] ?? i + 1}`} />
          </li>
        ))}
      </ol>
    </div>
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
      <span className={styles.rootMain}>
        {name} = {root.exact ?? decimal}
      </span>{' '}
      <span className={styles.rootMeta}>
        {showDecimal && root.exact !== null ? `≈ ${decimal} · ` : null}
        {notes.join(', ')}
      </span>
    </>
  );
}
