import { useEffect, useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '../../../lib/field-errors';

/**
 * State for the login and register forms: values, field errors and whether the visitor has sent a
 * valid form. A failed check moves focus to the first invalid field. Nothing leaves the page.
 */
export function useAccountForm<V extends Record<string, string>>(
  empty: V,
  validate: (values: V) => Partial<Record<keyof V, string>>,
) {
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [accepted, setAccepted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  const set = (field: keyof V, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const valid = Object.keys(found).length === 0;
    setAccepted(valid);
    if (!valid) setAttempt((n) => n + 1);
  };

  return { values, errors, accepted, set, onSubmit, form };
}
