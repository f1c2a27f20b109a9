import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import { useFieldIds } from './field-ids';
import styles from './field.module.css';

interface Props {
  /** The label may hold a link (e.g. to the terms); it stays clickable. */
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  required?: boolean;
  className?: string;
}

export function CheckboxField({ label, name, checked, onChange, error, required, className }: Props) {
  const ids = useFieldIds(error, undefined);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkboxRow}>
        <input
          id={ids.controlId}
          className={styles.checkbox}
          type="checkbox"
          name={name}
          checked={checked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label className={styles.checkboxLabel} htmlFor={ids.controlId}>
          {label}
        </label>
      </div>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
