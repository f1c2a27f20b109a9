import { useId } from 'react';
import { FieldError } from '@shared/ui';
import styles from './date-field.module.css';

/** A labelled native date picker whose error is linked through aria-describedby and aria-invalid. */
export function DateField({
  label,
  name,
  value,
  onChange,
  min,
  error,
  hint,
  required,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
}) {
  const id = useId();
  const inputId = `${id}-control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={inputId}
        className={styles.control}
        type="date"
        name={name}
        min={min}
        required={required}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
