import { useId } from 'react';
import { useRuntimeConfig } from '@shared/platform/core';
import { chooseCurrency, useVisitorCurrency } from '../hooks/use-visitor-currency';
import { approximateInr, currencyLabel, offeredCurrencies, parseChoice } from '../model';
import styles from './local-price.module.css';

/**
 * The line beside an INR total: "≈ £57, rate of 1 Nov 2026", in the visitor's currency. It holds
 * its line from the server's render on, so nothing moves when the browser fills it in; with the
 * picker, the visitor changes the currency there (for every price on the site).
 */
export function LocalPrice({ inr, picker = false }: { inr: number | null; picker?: boolean }) {
  const rates = useRuntimeConfig().currency;
  const currency = useVisitorCurrency();
  const offered = offeredCurrencies(rates);
  if (offered.length === 0) return null;
  const approximate = currency && inr !== null ? approximateInr(inr, currency, rates) : null;
  return (
    <p className={styles.line}>
      {/* Announced with the total it belongs to, which sits in a live region of its own. */}
      <span className={styles.amount}>
        {approximate ? (
          <>
            <strong>{approximate.amount}</strong>, rate of {approximate.rateDate}
          </>
        ) : null}
      </span>
      {picker ? <CurrencyPicker current={currency} /> : null}
    </p>
  );
}

function CurrencyPicker({ current }: { current: ReturnType<typeof useVisitorCurrency> }) {
  const id = useId();
  const rates = useRuntimeConfig().currency;
  const choices = ['INR' as const, ...offeredCurrencies(rates)];
  return (
    <span className={styles.picker}>
      <label htmlFor={id} className={styles.pickerLabel}>
        Also show in
      </label>
      <select
        id={id}
        className={styles.select}
        // Until the page is hydrated the browser's currency is unknown: the control waits.
        disabled={current === undefined}
        value={current ?? 'INR'}
        onChange={(event) => {
          const choice = parseChoice(event.target.value, rates);
          if (choice) chooseCurrency(choice);
        }}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {currencyLabel(choice)}
          </option>
        ))}
      </select>
    </span>
  );
}
