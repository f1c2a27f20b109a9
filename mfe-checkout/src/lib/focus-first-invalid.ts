/** Moves focus to the first control marked invalid inside a form, so the visitor lands on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
