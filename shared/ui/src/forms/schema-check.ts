import * as z from 'zod/mini';
import type { FormCheck, FormErrors, FormValues } from './use-form-state';

/** A zod error as one message per top-level field (the first issue wins), as forms show them. */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Checks a form's values with its schema: the parsed value, or a message per failing field. */
export function checkWithSchema<V extends FormValues<V>, S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
): FormCheck<V, z.output<S>> {
  const result = z.safeParse(schema, input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrorsOf(result.error) as FormErrors<V> };
}
