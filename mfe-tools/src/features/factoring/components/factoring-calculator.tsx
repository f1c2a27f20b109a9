import { useMemo, useState } from 'react';
import { Button, TextField, VisuallyHidden } from '@shared/ui';
import { formatNumber } from '@shared/domain/format';
import { useQueryForm } from '../../../lib/query-form';
import ui from '../../../lib/ui/ui.module.css';
import {
  divisionLadder,
  factorise,
  FACTORING_ERROR,
  parsePositiveInteger,
  type Factoring,
  type PrimePower,
} from '../model';
import styles from './factoring-calculator.module.css';

/** Long lists are cut here until the visitor asks for all of them. */
const SHOW_FIRST = 500;
const format = (n: number) => formatNumber(n);

/** A GET form (`?number=360`): the result is rendered from the URL, on the server and in the browser alike. */
export function FactoringCalculator() {
  const { submitted, field, formRef, onSubmit } = useQueryForm('number');
  const outcome = useMemo(() => {
    if (submitted === null) return null;
    const n = parsePositiveInteger(submitted);
    return n === null ? { error: FACTORING_ERROR } : { result: factorise(n) };
  }, [submitted]);
  const result = outcome && 'result' in outcome ? outcome.result : null;
  const error = outcome && 'error' in outcome ? outcome.error : undefined;

  return (
    <>
      <form ref={formRef} method="get" className={`${ui.panel} ${styles.form}`} onSubmit={onSubmit} noValidate>
        <TextField
          {...field}
          label="Positive integer"
          error={error}
          hint="A whole number from 1 to 9,007,199,254,740,991 (2⁵³ − 1), such as 360, 1,000 or 10,00,000."
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
        <div>
          <Button type="submit">Find factors</Button>
        </div>
      </form>
      {/* Always in the page, so that a new summary is announced. */}
      <p role="status" className={styles.summary}>
        {result ? summarise(result) : ''}
      </p>
      {result ? <FactoringResult result={result} /> : null}
    </>
  );
}

function summarise({ n, factors, isPrime }: Factoring): string {
  if (n === 1) return '1 is neither prime nor composite: its only factor is 1.';
  if (isPrime) return `${format(n)} is a prime number: its only factors are 1 and itself.`;
  return `${format(n)} is a composite number with ${format(factors.length)} factors.`;
}

function FactoringResult({ result }: { result: Factoring }) {
  const { n, primeFactors, factors, pairs } = result;
  return (
    <section className={styles.results} aria-labelledby="factoring-result-title">
      <h2 id="factoring-result-title" className={ui.sectionTitle}>
        Results for {format(n)}
      </h2>
      <div className={ui.panel}>
        <h3 className={ui.subTitle}>Prime factorisation</h3>
        <p className={styles.factorisation}>
          {format(n)} = <PrimeFactors factors={primeFactors} />
        </p>
      </div>
      {primeFactors.length > 0 ? <Ladder n={n} primeFactors={primeFactors} /> : null}
      <div className={ui.panel}>
        <h3 className={ui.subTitle}>All factors ({format(factors.length)})</h3>
        <LongList items={factors} className={styles.numbers} render={(f) => format(f)} label="factors" />
      </div>
      <div className={ui.panel}>
        <h3 className={ui.subTitle}>Factor pairs ({format(pairs.length)})</h3>
        <LongList
          items={pairs}
          className={styles.pairs}
          render={([a, b]) => `${format(a)} × ${format(b)}`}
          label="factor pairs"
        />
      </div>
    </section>
  );
}

/** How the factorisation is found by hand: divide by the smallest prime that goes in, until 1. */
function Ladder({ n, primeFactors }: { n: number; primeFactors: PrimePower[] }) {
  const rungs = divisionLadder(primeFactors, n);
  return (
    <div className={ui.panel}>
      <h3 className={ui.subTitle} id="factoring-ladder-title">
        Division ladder
      </h3>
      <table className={styles.ladder} aria-labelledby="factoring-ladder-title">
        <thead>
          <tr>
            <th scope="col">Divide</th>
            <th scope="col">by the prime</th>
            <th scope="col">to get</th>
          </tr>
        </thead>
        <tbody>
          {rungs.map((rung, i) => (
            <tr key={i}>
              <td>{format(rung.dividend)}</td>
              <td>{format(rung.prime)}</td>
              <td>{format(rung.quotient)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={ui.note}>
        Divide by the smallest prime that goes in exactly, again and again, until 1 is left. The primes used are the
        prime factorisation.
      </p>
    </div>
  );
}

function PrimeFactors({ factors }: { factors: PrimePower[] }) {
  if (factors.length === 0) return <>1</>;
  return (
    <>
      {factors.map(({ prime, exponent }, i) => (
        <span key={prime}>
          {i > 0 ? ' × ' : null}
          {format(prime)}
          {exponent > 1 ? (
            <>
              {/* A bare superscript reads as one number ("23") to a screen reader. */}
              <VisuallyHidden> to the power of </VisuallyHidden>
              <sup>{exponent}</sup>
            </>
          ) : null}
        </span>
      ))}
    </>
  );
}

function LongList<T>({
  items,
  render,
  className,
  label,
}: {
  items: T[];
  render: (item: T) => string;
  className: string | undefined;
  label: string;
}) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? items : items.slice(0, SHOW_FIRST);
  return (
    <>
      <ul className={className}>
        {shown.map((item, i) => (
          <li key={i}>{render(item)}</li>
        ))}
      </ul>
      {items.length > shown.length ? (
        <p className={ui.actions}>
          <span className={ui.note}>
            Showing the first {format(shown.length)} of {format(items.length)} {label}.
          </span>
          <Button variant="quiet" size="small" onClick={() => setShowAll(true)}>
            Show all {format(items.length)} {label}
          </Button>
        </p>
      ) : null}
    </>
  );
}
