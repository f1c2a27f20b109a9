import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { LabelledField, splitFieldProps, type LabelledFieldProps } from './labelled-field';

type InputProps = LabelledFieldProps & {
  type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'number' | 'search';
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'name' | 'required' | 'className'>;

/** A labelled single-line input whose error is linked through aria-describedby and aria-invalid. */
export function TextField({ type = 'text', ...props }: InputProps) {
  const [field, attributes] = splitFieldProps(props);
  return <LabelledField {...field}>{(control) => <input {...attributes} {...control} type={type} />}</LabelledField>;
}

type TextAreaProps = LabelledFieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'name' | 'required' | 'className'>;

/** The multi-line counterpart of TextField. */
export function TextAreaField({ rows = 5, ...props }: TextAreaProps) {
  const [field, attributes] = splitFieldProps(props);
  return <LabelledField {...field}>{(control) => <textarea {...attributes} {...control} rows={rows} />}</LabelledField>;
}
