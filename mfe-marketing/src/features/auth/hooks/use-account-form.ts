import { useState } from 'react';
import { useFormState, type FormCheck } from '@shared/ui/forms';

/**
 * State for the login and register forms: the shared form state plus whether the visitor has
 * sent a valid form, which shows the notice that accounts are not open. Nothing leaves the page.
 */
export function useAccountForm<V extends Record<string, string>>(
  empty: V,
  validate: (values: V) => FormCheck<V, unknown>,
) {
  const { formRef, ...form } = useFormState({ initialValues: empty, validate });
  const [accepted, setAccepted] = useState(false);
  const onSubmit = form.handleSubmit(
    () => setAccepted(true),
    () => setAccepted(false),
  );
  return { form, formRef, accepted, onSubmit };
}
