import { useState } from 'react';
import { useFormKey, usePostedForm } from '@shared/platform/core';
import { HoneypotField, NativeFormFields, useFormState, useFormSubmission } from '@shared/ui/forms';
import { Button, FormMessage, PhoneField, TextAreaField, TextField, type FormMessageValue } from '@shared/ui';
import { useContactEndpoint } from '../api';
import {
  CONTACT_INTENT,
  CONTACT_SENDING_LABEL,
  contactOutcomeMessage,
  EMPTY_CONTACT_FORM,
  postedOutcomeMessage,
  validateContact,
} from '../model';
import styles from './contact-form.module.css';

/**
 * The contact form: all fields required; success resets it, a failure keeps everything typed.
 * Before and without JavaScript it posts natively and the composition server answers it.
 */
export function ContactForm() {
  const posted = usePostedForm(CONTACT_INTENT);
  const formKey = useFormKey();
  const { formRef, ...form } = useFormState({ initialValues: EMPTY_CONTACT_FORM, validate: validateContact, posted });
  const [honeypot, setHoneypot] = useState('');
  const [outcome, setOutcome] = useState<FormMessageValue | null>(() => postedOutcomeMessage(posted));
  const submission = useFormSubmission(useContactEndpoint());
  const sending = submission.status === 'sending';

  const onSubmit = form.handleSubmit(
    async (payload) => {
      if (sending) return;
      setOutcome(null);
      const result = await submission.submit(payload, honeypot);
      if (!result) return;
      setOutcome(contactOutcomeMessage(result));
      if (result.ok) form.reset();
      else if (result.kind === 'http') form.showErrors(result.fieldErrors);
    },
    () => setOutcome(null),
  );

  return (
    <form ref={formRef} method="post" className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      <NativeFormFields intent={CONTACT_INTENT} formKey={formKey} />
      <div className={styles.row}>
        <TextField label="Name" autoComplete="name" required {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      </div>
      <PhoneField label="Phone" defaultCountry="IN" required {...form.field('phone')} />
      <TextAreaField label="Message" rows={6} required {...form.field('message')} />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <FormMessage message={outcome} />
      <Button type="submit" className={styles.submit} disabled={sending}>
        {sending ? CONTACT_SENDING_LABEL : 'Send Message'}
      </Button>
    </form>
  );
}
