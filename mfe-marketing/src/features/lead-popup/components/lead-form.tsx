import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'shared/router';
import { LEAD_ASSIGNMENT_TYPES } from 'shared/contracts';
import { HoneypotField, useFormSubmission } from 'shared/forms';
import { CheckboxField, FormMessage, PhoneField, SelectField, TextAreaField, TextField } from 'shared/ui';
import { focusFirstInvalid } from '../../../lib/field-errors';
import layout from '../../../lib/layout.module.css';
import { useLeadEndpoint } from '../api';
import { EMPTY_LEAD_FORM, LEAD_ERROR_MESSAGE, validateLead, type LeadField, type LeadFormValues } from '../model';
import styles from './lead-popup.module.css';

/** The lead form (spec §5): validates in the page, then posts the §7 call 1 payload once. */
export function LeadForm({ onSuccess }: { onSuccess: () => void }) {
  const [values, setValues] = useState<LeadFormValues>(EMPTY_LEAD_FORM);
  const [errors, setErrors] = useState<Partial<Record<LeadField, string>>>({});
  const [honeypot, setHoneypot] = useState('');
  const [attempt, setAttempt] = useState(0);
  const submission = useFormSubmission(useLeadEndpoint());
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  const set = <K extends LeadField>(field: K, value: LeadFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.status === 'sending') return;
    const checked = validateLead(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    const result = await submission.submit(checked.payload, honeypot);
    if (!result) return;
    if (result.ok) onSuccess();
    else if (result.kind === 'http' && Object.keys(result.fieldErrors).length > 0) {
      setErrors(result.fieldErrors as Partial<Record<LeadField, string>>);
      setAttempt((n) => n + 1);
    }
  };

  const sending = submission.status === 'sending';
  return (
    <form ref={form} className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
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
      <PhoneField
        label="Phone"
        name="phone"
        defaultCountry="US"
        required
        value={values.phone}
        error={errors.phone}
        onChange={(value) => set('phone', value)}
      />
      <SelectField
        label="Assignment type"
        name="assignmentType"
        placeholder="Select assignment type"
        required
        options={LEAD_ASSIGNMENT_TYPES}
        value={values.assignmentType}
        error={errors.assignmentType}
        onChange={(value) => set('assignmentType', value)}
      />
      <TextAreaField
        label="Message (optional)"
        name="message"
        rows={3}
        value={values.message}
        error={errors.message}
        onChange={(value) => set('message', value)}
      />
      <CheckboxField
        name="acceptTerms"
        required
        checked={values.acceptTerms}
        error={errors.acceptTerms}
        onChange={(checked) => set('acceptTerms', checked)}
        label={
          <>
            I agree to the <Link to="/termsandconditions">Terms and Conditions</Link> and the{' '}
            <Link to="/refund">Refund and Privacy Policy</Link>.
          </>
        }
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <FormMessage message={submission.status === 'error' ? { tone: 'error', text: LEAD_ERROR_MESSAGE } : null} />
      <button type="submit" className={`${layout.button} ${styles.submit}`} disabled={sending}>
        {sending ? 'Submitting...' : 'Get My Free Quote'}
      </button>
    </form>
  );
}
