import { LabelledField, type LabelledFieldProps } from '@shared/ui';

/** A labelled native date picker, framed and announced like the other fields. */
export function DateField({ min, ...field }: LabelledFieldProps & { min?: string }) {
  return <LabelledField {...field}>{(control) => <input {...control} type="date" min={min} />}</LabelledField>;
}

/** A labelled native time picker (`HH:MM`), framed and announced like the other fields. */
export function TimeField(field: LabelledFieldProps) {
  return <LabelledField {...field}>{(control) => <input {...control} type="time" />}</LabelledField>;
}
