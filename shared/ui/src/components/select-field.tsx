import { FieldError } from './field-error';
import { useFieldIds } from './field-ids';
import { RequiredMark } from './text-field';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Text of the empty first choice; omit it to start on the first option. */
  placeholder?: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  className?: string;
}

/** A labelled native select: keyboard and screen-reader support come from the platform. */
export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  required,
  className,
}: Props) {
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
      <select
        id={ids.controlId}
        className={styles.control}
        name={name}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
