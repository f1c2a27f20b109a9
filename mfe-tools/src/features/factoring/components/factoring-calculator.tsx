import { useState, type FormEvent } from 'react';
import { Button, TextField, VisuallyHidden } from 'shared/ui';
import { formatNumber } from 'shared/format';
import ui from '../../../lib/ui/ui.module.css';
import { factorise, FACTORING_ERROR, parsePositiveInteger, type Factoring, type PrimePower } from '../model';
import styles from './factoring-calculator.module.css';

/** Long lists are cut here until the visitor asks for all of them. */
const SHOW_FIRST = 500;
const format = (n: number) => formatNumber(n);

export function FactoringCalculator() {
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<Factoring | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = parsePositiveInteger(input);
    if (n === null) {
      setError(FACTORING_ERROR);
      setResult(null);
      return;
    }
    setError(undefined);
    setResult(factorise(n));
  };

  return (
    <>
      <form className={`${ui.panel} ${styles.form}`} onSubmit={submit} noValidate>
        <TextField
          label="Positive integer"
          name="number"
          value={input}
          onChange={setInput}
          error={error}
          hint="A whole number from 1 to 9,007,199,254,740,991 (2⁵³ − 1), digits only."
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
