import { useMemo, useState } from 'react';
import { Button, TextField, visuallyHiddenClass } from 'shared/ui';
import { toFractionString, type Rational } from '../../../lib/rational';
import ui from '../../../lib/ui/ui.module.css';
import type { ClosedForm } from '../closed-form';
import { formatContinuedFraction } from '../continued-fraction';
import { analyseDecimal, MAX_DENOMINATOR, type DecimalAnalysis } from '../model';
import styles from './free-factoring-calculator.module.css';

const EXAMPLES = ['0.75', '3.14159', '1.41421356', '2.71828', '0.3333', '-2.3562'];
const KIND_NAMES: Record<ClosedForm['kind'], string> = {
  fraction: 'simple fraction',
  sqrt: 'square root',
  pi: 'multiple of π',
  e: 'multiple of e',
};

const MINUS = '\u2212';
const fraction = (r: Rational) => toFractionString(r).replace('-', MINUS);

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻',
  0: '⁰',
  1: '¹',
  2: '²',
  3: '³',
  4: '⁴',
  5: '⁵',
  6: '⁶',
  7: '⁷',
  8: '⁸',
  9: '⁹',
};

/** `2.7 × 10⁻⁶`-style text for tiny differences. */
function formatDifference(value: number): string {
  if (value === 0) return '0';
  const [mantissa = '', exponent = '0'] = value.toExponential(1).split('e');
  const power = String(Number(exponent))
    .split('')
    .map((c) => SUPERSCRIPT[c] ?? c)
    .join('');
  return `${mantissa} × 10${power}`;
}

export function FreeFactoringCalculator() {
  const [input, setInput] = useState('');
  // The result follows the input as it is typed; anything that is not a number clears it.
  const result = useMemo(() => analyseDecimal(input), [input]);

  return (
    <>
      <div className={`${ui.panel} ${styles.form}`}>
        <TextField
          label="Decimal number"
          name="decimal"
          value={input}
          onChange={setInput}
          hint="For example 0.75, 3.14159 or -1.4142. The more digits you type, the more precisely forms are recognised."
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
        />
        <ul className={styles.examples} aria-label="Examples">
          <li className={ui.note}>Try:</li>
          {EXAMPLES.map((example) => (
            <li key={example}>
              <Button variant="quiet" size="small" onClick={() => setInput(example)}>
                {example}
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className={visuallyHiddenClass}>
        {result ? `Result for ${input.trim()}: ${describe(result)}` : ''}
      </p>
      {result ? <Result result={result} /> : null}
    </>
  );
}

function describe(result: DecimalAnalysis): string {
  const rational = `${result.rationalIsExact ? 'equals' : 'is about'} ${toFractionString(result.rational)}`;
  const form = result.closedForms[0];
  return form ? `${rational}; recognised as ${form.label}.` : `${rational}.`;
}

function Result({ result }: { result: DecimalAnalysis }) {
  const { rational, rationalIsExact, rationalError, continuedFraction, convergents, closedForms } = result;
  return (
    <section className={styles.results} aria-label="Results">
      <div className={ui.panel}>
        <h2 className={ui.subTitle}>Rational form</h2>
        <p className={styles.big}>
          {rationalIsExact ? '= ' : '≈ '}
          {fraction(rational)}
        </p>
        <p className={ui.note}>
          {rationalIsExact
            ? 'Exactly equal to the number you typed.'
            : `The closest fraction with a denominator up to ${MAX_DENOMINATOR.toString()}; it differs by ${formatDifference(rationalError)}.`}
        </p>
      </div>
      <div className={ui.panel}>
        <h2 className={ui.subTitle}>Continued fraction</h2>
        <p className={`${styles.big} ${ui.monospace}`}>{formatContinuedFraction(continuedFraction.terms)}</p>
        <p className={ui.note}>
          {continuedFraction.exact
            ? `Complete: ${continuedFraction.terms.length} term${continuedFraction.terms.length === 1 ? '' : 's'}.`
            : `The first ${continuedFraction.terms.length} terms.`}{' '}
          Convergents: {convergents.map(fraction).join(', ')}.
        </p>
      </div>
      <div className={ui.panel}>
        <h2 className={ui.subTitle}>Closed forms</h2>
        {closedForms.length === 0 ? (
          <p className={ui.note}>
            No simple closed form recognised. Fractions, square roots of small numbers and multiples of π and e are
            looked for; irrational ones need at least 4 decimal places.
          </p>
        ) : (
          <ul className={styles.forms}>
            {closedForms.slice(0, 5).map((form) => (
              <li key={`${form.kind}-${form.label}`}>
                <strong>
                  {form.error === 0 ? '= ' : '≈ '}
                  {form.label}
                </strong>{' '}
                <span className={ui.note}>
                  ({KIND_NAMES[form.kind]}
                  {form.error === 0 ? ', exact' : `, differs by ${formatDifference(form.error)}`})
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
