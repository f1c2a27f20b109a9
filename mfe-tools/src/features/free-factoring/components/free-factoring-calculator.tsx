import { useMemo } from 'react';
import { Link } from '@shared/platform/router';
import { Button, TextField, VisuallyHidden, visuallyHiddenClass } from '@shared/ui';
import type { PrimePower } from '../../../lib/primes';
import { queryHref, useQueryForm } from '../../../lib/query-form';
import { toFractionString, type Rational } from '../../../lib/rational';
import ui from '../../../lib/ui/ui.module.css';
import type { ClosedForm } from '../closed-form';
import { formatContinuedFraction } from '../continued-fraction';
import { analyseDecimal, MAX_DENOMINATOR, type DecimalAnalysis } from '../model';
import styles from './free-factoring-calculator.module.css';

const EXAMPLES = ['0.75', '3.14159', '1.41421356', '2.71828', '0.3333', '-2.3562', '12'];
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

const PATH = '/free-factoring-calculator';

/**
 * A GET form (`?number=0.75`) whose result also follows the box as it is typed: the server renders
 * the result for the URL's number, and with JavaScript "Analyse" only updates the URL.
 */
export function FreeFactoringCalculator() {
  const { field, formRef, onSubmit } = useQueryForm('number');
  const input = field.value;
  // The result follows the input as it is typed; anything that is not a number clears it.
  const result = useMemo(() => analyseDecimal(input), [input]);

  return (
    <>
      <form ref={formRef} method="get" className={`${ui.panel} ${styles.form}`} onSubmit={onSubmit} noValidate>
        <TextField
          {...field}
          label="Decimal number"
          hint="For example 0.75, 3.14159 or -1.4142. The more digits you type, the more precisely forms are recognised."
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
        />
        <div>
          <Button type="submit">Analyse</Button>
        </div>
        <ul className={styles.examples} aria-label="Examples">
          <li className={ui.note}>Try:</li>
          {EXAMPLES.map((example) => (
            <li key={example}>
              <Link className={styles.example} to={queryHref(PATH, 'number', example)} preventScrollReset>
                {example}
              </Link>
            </li>
          ))}
        </ul>
      </form>
      <p role="status" className={visuallyHiddenClass}>
        {result ? `Result for ${input.trim()}: ${describe(result)}` : ''}
      </p>
      {result ? <Result result={result} /> : null}
    </>
  );
}

function describe(result: DecimalAnalysis): string {
  if (result.integer)
    return `a whole number${result.integer.primeFactors ? `, ${factorText(result.integer.primeFactors)}` : ''}.`;
  const rational = `${result.rationalIsExact ? 'equals' : 'is about'} ${toFractionString(result.rational)}`;
  const form = result.closedForms[0];
  return form ? `${rational}; recognised as ${form.label}.` : `${rational}.`;
}

function factorText(factors: PrimePower[]): string {
  return factors.map(({ prime, exponent }) => (exponent > 1 ? `${prime}^${exponent}` : `${prime}`)).join(' × ');
}

function Result({ result }: { result: DecimalAnalysis }) {
  const { rational, rationalIsExact, rationalError, continuedFraction, convergents, closedForms, euclid } = result;
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
        <details className={styles.working}>
          <summary>Show the working</summary>
          <table className={styles.euclid}>
            <caption className={ui.note}>
              Euclid&apos;s algorithm on {fraction(result.value)}: each quotient is the next term, and the divisor and
              remainder make the next division.
            </caption>
            <thead>
              <tr>
                <th scope="col">Division</th>
                <th scope="col">Term</th>
                <th scope="col">Convergent</th>
              </tr>
            </thead>
            <tbody>
              {euclid.map((step, i) => (
                <tr key={i}>
                  <td className={ui.monospace}>
                    {signed(step.dividend)} = {signed(step.quotient)} × {step.divisor.toString()} +{' '}
                    {step.remainder.toString()}
                  </td>
                  <td>{signed(step.quotient)}</td>
                  <td>{convergents[i] ? fraction(convergents[i]) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </div>
      <div className={ui.panel}>
        {result.integer ? (
          <WholeNumber value={result.value} primeFactors={result.integer.primeFactors} />
        ) : (
          <ClosedForms forms={closedForms} />
        )}
      </div>
    </section>
  );
}

const signed = (n: bigint) => n.toString().replace('-', MINUS);

/** A whole number is its own closed form: show its prime factorisation instead. */
function WholeNumber({ value, primeFactors }: { value: Rational; primeFactors: PrimePower[] | null }) {
  const n = value.n < 0n ? -value.n : value.n;
  return (
    <>
      <h2 className={ui.subTitle}>Whole number</h2>
      {primeFactors ? (
        <p className={styles.big}>
          {signed(value.n)} = {value.n < 0n ? `${MINUS}1 × ` : ''}
          {primeFactors.map(({ prime, exponent }, i) => (
            <span key={prime}>
              {i > 0 ? ' × ' : null}
              {prime}
              {exponent > 1 ? (
                <>
                  <VisuallyHidden> to the power of </VisuallyHidden>
                  <sup>{exponent}</sup>
                </>
              ) : null}
            </span>
          ))}
        </p>
      ) : null}
      <p className={ui.note}>
        {signed(value.n)} is a whole number, so it is already in closed form.{' '}
        {primeFactors && primeFactors.length > 0 ? (
          <Link to={queryHref('/factoring-calculator', 'number', n.toString())}>All the factors of {n.toString()}</Link>
        ) : null}
      </p>
    </>
  );
}

function ClosedForms({ forms }: { forms: ClosedForm[] }) {
  return (
    <>
      <h2 className={ui.subTitle}>Closed forms</h2>
      {forms.length === 0 ? (
        <p className={ui.note}>
          No simple closed form recognised. Fractions, square roots of small numbers and multiples of π and e are looked
          for; irrational ones need at least 4 decimal places.
        </p>
      ) : (
        <ul className={styles.forms}>
          {forms.slice(0, 5).map((form) => (
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
    </>
  );
}
