import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldError } from './field-error';
import { useFieldIds } from './field-ids';
import styles from './field.module.css';

interface CommonProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  className?: string;
}

type InputProps = CommonProps & {
  type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'number' | 'search';
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'name' | 'required' | 'className'>;

/** A labelled single-line input whose error is linked through aria-describedby and aria-invalid. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required,
  className,
  type = 'text',
  ...rest
}: InputProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={ids.controlId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        {...rest}
        id={ids.controlId}
        className={styles.control}
        type={type}
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

type TextAreaProps = CommonProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'name' | 'required' | 'className'>;

/** The multi-line counterpart of TextField. */
export function TextAreaField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required,
  className,
  rows = 5,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={ids.controlId}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <textarea
        {...rest}
        id={ids.controlId}
        className={styles.control}
        name={name}
        rows={rows}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

/** A visible asterisk; the control's own `required` tells assistive technology. */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}
