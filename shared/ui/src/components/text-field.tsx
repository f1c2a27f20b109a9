import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { LabelledField, type LabelledFieldProps } from './labelled-field';

type InputProps = LabelledFieldProps & {
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
  return (
    <LabelledField {...{ label, name, value, onChange, error, hint, required, className }}>
      {(control) => <input {...rest} {...control} type={type} />}
    </LabelledField>
  );
}

type TextAreaProps = LabelledFieldProps &
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
  return (
    <LabelledField {...{ label, name, value, onChange, error, hint, required, className }}>
      {(control) => <textarea {...rest} {...control} rows={rows} />}
    </LabelledField>
  );
}
