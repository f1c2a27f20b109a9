import { useState } from 'react';
import { useFormState } from '@shared/ui/forms';
import { Button, FormMessage, TextAreaField, type FormMessageValue } from '@shared/ui';
import type * as z from 'zod/mini';
import type { ActionResult } from '../api';
import styles from './order-activity.module.css';

/** A one-field text form (add to the brief, write a message): checked, sent once, emptied when done. */
export function TextForm({
  label,
  hint,
  button,
  done,
  schema,
  send,
}: {
  label: string;
  hint?: string;
  button: string;
  done: string;
  schema: z.ZodMiniType<{ text: string }>;
  send: (text: string) => Promise<ActionResult<unknown>>;
}) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<FormMessageValue | null>(null);
  const { formRef, ...form } = useFormState({ initialValues: { text: '' }, validate: schema });
  const onSubmit = form.handleSubmit(async ({ text }) => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    const result = await send(text);
    setBusy(false);
    if (result.ok) {
      form.reset({ text: '' });
      setOutcome({ tone: 'success', text: done });
    } else {
      // What was typed stays, to be sent again.
      setOutcome({ tone: 'error', text: result.message });
    }
  });
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <TextAreaField label={label} rows={4} maxLength={5000} {...(hint ? { hint } : {})} {...form.field('text')} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Sending...' : button}
      </Button>
      <FormMessage message={outcome} />
    </form>
  );
}
