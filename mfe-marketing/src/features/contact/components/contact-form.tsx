import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HoneypotField, useFormSubmission } from 'shared/forms';
import { FormMessage, PhoneField, TextAreaField, TextField, type FormMessageValue } from 'shared/ui';
import { focusFirstInvalid } from '../../../lib/field-errors';
import layout from '../../../lib/layout.module.css';
import { useContactEndpoint } from '../api';
import {
  CONTACT_SENDING_LABEL,
  contactOutcomeMessage,
  EMPTY_CONTACT_FORM,
  validateContact,
  type ContactField,
  type ContactFormValues,
} from '../model';
import styles from './contact-form.module.css';

/** The contact form: all fields required; success resets it, a failure keeps everything typed. */
export function ContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [honeypot, setHoneypot] = useState('');
  const [outcome, setOutcome] = useState<FormMessageValue | null>(null);
  const [attempt, setAttempt] = useState(0);
  const submission = useFormSubmission(useContactEndpoint());
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  const set = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.status === 'sending') return;
    const checked = validateContact(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setOutcome(null);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setOutcome(null);
    const result = await submission.submit(checked.payload, honeypot);
    if (!result) return;
    setOutcome(contactOutcomeMessage(result));
    if (result.ok) setValues(EMPTY_CONTACT_FORM);
    else if (result.kind === 'http' && Object.keys(result.fieldErrors).length > 0) {
      setErrors(result.fieldErrors as Partial<Record<ContactField, string>>);
    }
  };

  const sending = submission.status === 'sending';
  return (
    <form ref={form} className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
      <div className={styles.row}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={(value) => set('name', value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(value) => set('email', value)}
        />
      </div>
      <PhoneField
        label="Phone"
        name="phone"
        defaultCountry="IN"
        required
        value={values.phone}
        error={errors.phone}
        onChange={(value) => set('phone', value)}
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        required
        value={values.message}
        error={errors.message}
        onChange={(value) => set('message', value)}
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <FormMessage message={outcome} />
      <button type="submit" className={`${layout.button} ${styles.submit}`} disabled={sending}>
        {sending ? CONTACT_SENDING_LABEL : 'Send Message'}
      </button>
    </form>
  );
}
