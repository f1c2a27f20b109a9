import { useId, useState, type KeyboardEvent } from 'react';
import { suggestCoupons } from '@shared/domain/pricing';
import { Button, FieldError } from '@shared/ui';
import { SPECIALIST_ACTION_FIELD, SPECIALIST_ACTIONS } from '../native';
import { applyCoupon } from '../model';
import styles from './coupon-field.module.css';

/**
 * The coupon field: typing shows the known codes that start with what was typed; Apply checks the
 * code, case-insensitively, and an unknown code gets 'This coupon code is not valid.'
 */
export function CouponField({
  value,
  applied,
  onChange,
  onApply,
  onRemove,
  disabled,
  serverError,
}: {
  /** The server's message for a coupon posted without JavaScript. */
  serverError?: string;
  value: string;
  applied: string | null;
  onChange: (value: string) => void;
  onApply: (code: string) => void;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const suggestionsId = `${id}-suggestions`;
  const [error, setError] = useState<string | undefined>(serverError);
  const suggestions = suggestCoupons(value);

  const apply = (code = value) => {
    const result = applyCoupon(code);
    if (result.ok) {
      setError(undefined);
      onChange(result.code);
      onApply(result.code);
    } else {
      setError(result.message);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the coupon instead of submitting the whole order.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };

  return (
    <div className={styles.coupon}>
      <label className={styles.label} htmlFor={inputId}>
        Coupon code (optional)
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? errorId : null, suggestions.length ? suggestionsId : null].filter(Boolean).join(' ') || undefined
          }
          onKeyDown={onKeyDown}
          onChange={(event) => {
            onChange(event.target.value);
            setError(undefined);
          }}
        />
        {/* Without JavaScript, Apply and Remove post the form and the server applies the code. */}
        <Button
          type="submit"
          name={SPECIALIST_ACTION_FIELD}
          value={SPECIALIST_ACTIONS.applyCoupon}
          variant="secondary"
          size="small"
          disabled={disabled}
          onClick={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          Apply
        </Button>
      </div>
      {suggestions.length > 0 ? (
        <div id={suggestionsId} className={styles.suggestions}>
          <p className={styles.suggestionsLabel}>Suggestions:</p>
          <ul className={styles.list}>
            {suggestions.map((coupon) => (
              <li key={coupon.code}>
                <Button variant="secondary" size="small" disabled={disabled} onClick={() => apply(coupon.code)}>
                  <strong>{coupon.code}</strong> <span>{coupon.description}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FieldError id={errorId} message={error} />
      <div role="status" className={styles.applied}>
        {applied ? (
          <>
            <span>
              Coupon <strong>{applied}</strong> applied.
            </span>{' '}
            <Button
              type="submit"
              name={SPECIALIST_ACTION_FIELD}
              value={SPECIALIST_ACTIONS.removeCoupon}
              variant="quiet"
              size="small"
              disabled={disabled}
              onClick={(event) => {
                event.preventDefault();
                onRemove();
              }}
            >
              Remove coupon
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}
