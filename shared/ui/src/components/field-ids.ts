import { useId } from 'react';

/** Ids that tie a control to its error and hint text through `aria-describedby`. */
export function useFieldIds(error: string | undefined, hint: string | undefined) {
  const base = useId();
  const controlId = `${base}-control`;
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, errorId, hintId, describedBy };
}
