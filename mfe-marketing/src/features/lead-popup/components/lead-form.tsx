import { useState } from 'react';
import { Link } from '@shared/platform/router';
import { LEAD_ASSIGNMENT_TYPES } from '@shared/contracts';
import { useFormKey, usePostedForm } from '@shared/platform/core';
import { HoneypotField, NativeFormFields, useFormState, useFormSubmission } from '@shared/ui/forms';
import { Button, CheckboxField, FormMessage, PhoneField, SelectField, TextAreaField, TextField } from '@shared/ui';
import { useLeadEndpoint } from '../api';
import { EMPTY_LEAD_FORM, LEAD_ERROR_MESSAGE, LEAD_INTENT, validateLead } from '../model';
import styles from './lead-popup.module.css';

/** The lead form: checked in the page, then sent once; the phone starts on the United States. */
export function LeadForm({ onSuccess }: { onSuccess: () => void }) {
  const posted = usePostedForm(LEAD_INTENT);
  const formKey = useFormKey();
  const { formRef, ...form } = useFormState({ initialValues: EMPTY_LEAD_FORM, validate: validateLead, posted });
  const [honeypot, setHoneypot] = useState('');
  const submission = useFormSubmission(useLeadEndpoint());
  const sending = submission.status === 'sending';

  const onSubmit = form.handleSubmit(async (payload) => {
    if (sending) return;
    const result = await submission.submit(payload, honeypot);
    if (!result) return;
    if (result.ok) onSuccess();
    else if (result.kind === 'http') form.showErrors(result.fieldErrors);
  });

  return (
    <form ref={formRef} method="post" className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      <NativeFormFields intent={LEAD_INTENT} formKey={formKey} />
      <TextField label="Name" autoComplete="name" required {...form.field('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <PhoneField label="Phone" defaultCountry="US" required {...form.field('phone')} />
      <SelectField
        label="Assignment type"
        placeholder="Select assignment type"
        required
        options={LEAD_ASSIGNMENT_TYPES}
        {...form.field('assignmentType')}
      />
      <TextAreaField label="Message (optional)" rows={3} {...form.field('message')} />
      <CheckboxField
        required
        {...form.checkbox('acceptTerms')}
        label={
          <>
            I agree to the <Link to="/termsandconditions">Terms and Conditions</Link> and the{' '}
            <Link to="/refund">Refund and Privacy Policy</Link>.
          </>
        }
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <FormMessage
        message={
          submission.status === 'error' ||
          (submission.status === 'idle' && posted && posted.status !== 'invalid' && posted.status !== 'sent')
            ? { tone: 'error', text: LEAD_ERROR_MESSAGE }
            : null
        }
      />
      <Button type="submit" className={styles.submit} disabled={sending}>
        {sending ? 'Submitting...' : 'Get My Free Quote'}
      </Button>
    </form>
  );
}
