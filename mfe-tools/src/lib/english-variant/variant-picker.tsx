import { EnglishVariantSchema, type EnglishVariant } from '@shared/contracts';
import { SelectField } from '@shared/ui';
import { VARIANT_OPTIONS } from './english-variant';

/** "English: UK English ▾" — a labelled native select, so keyboards and screen readers work as usual. */
export function VariantPicker({
  value,
  onChange,
  hint,
}: {
  value: EnglishVariant;
  onChange: (variant: EnglishVariant) => void;
  hint?: string;
}) {
  return (
    <SelectField
      label="English variant"
      name="language"
      value={value}
      options={VARIANT_OPTIONS}
      hint={hint}
      onChange={(next) => {
        const parsed = EnglishVariantSchema.safeParse(next);
        if (parsed.success) onChange(parsed.data);
      }}
    />
  );
}
