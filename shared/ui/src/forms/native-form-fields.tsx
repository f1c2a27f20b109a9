/** The hidden field naming what a natively posted form does; the composition server dispatches on it. */
export const INTENT_FIELD = 'intent';
/** The hidden field carrying the page's idempotency key, so a double submit stores one row. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/**
 * What a form needs to work before and without JavaScript, besides `method="post"`: its intent
 * and the page's idempotency key (`useFormKey()` from @shared/platform/core).
 */
export function NativeFormFields({ intent, formKey }: { intent: string; formKey: string }) {
  return (
    <>
      <input type="hidden" name={INTENT_FIELD} value={intent} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={formKey} />
    </>
  );
}
