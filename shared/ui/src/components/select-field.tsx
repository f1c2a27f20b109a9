import { LabelledField, type LabelledFieldProps } from './labelled-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props extends LabelledFieldProps {
  options: readonly SelectOption[];
  /** Text of the empty first choice; omit it to start on the first option. */
  placeholder?: string;
}

/** A labelled native select: keyboard and screen-reader support come from the platform. */
export function SelectField({ options, placeholder, ...field }: Props) {
  return (
    <LabelledField {...field}>
      {(control) => (
        <select {...control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
