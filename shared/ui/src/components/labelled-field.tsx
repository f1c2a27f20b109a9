import type { ChangeEvent, ReactNode } from 'react';
import { FieldError } from './field-error';
import { useFieldIds } from './field-ids';
import styles from './field.module.css';

/** What every labelled text-like field (input, textarea, select) takes besides its control's own attributes. */
export interface LabelledFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  className?: string;
}

/** The attributes that make a control part of its field: its id, state, and the texts describing it. */
export interface FieldControlProps {
  id: string;
  className: string | undefined;
  name: string;
  value: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/** A field's props apart: those of its frame, and the rest, which are the control's own attributes. */
export function splitFieldProps<P extends LabelledFieldProps>({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required,
  className,
  ...attributes
}: P): [LabelledFieldProps, Omit<P, keyof LabelledFieldProps>] {
  return [{ label, name, value, onChange, error, hint, required, className }, attributes];
}

/**
 * A field's frame: the label (with the required mark), the hint, the control and its error. The
 * control comes from `children`, which gets the attributes that tie it to the label, hint and
 * error (aria-describedby, aria-invalid), so every kind of field is announced the same way.
 */
export function LabelledField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  required,
  className,
  children,
}: LabelledFieldProps & { children: (control: FieldControlProps) => ReactNode }) {
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
      {children({
        id: ids.controlId,
        className: styles.control,
        name,
        value,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids.describedBy,
        onChange: (event) => onChange(event.target.value),
      })}
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
