import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'shared/router';
import { localIsoDate } from 'shared/contracts';
import { FIRST_DRAFT_PERCENT, formatInr, SUBJECTS } from 'shared/pricing';
import { CheckboxField, FormMessage, SelectField, type FormMessageValue } from 'shared/ui';
import { OrderSummary } from '../features/order-wizard/components/order-summary';
import { WizardPage } from '../features/order-wizard/components/wizard-page';
import styles from '../features/order-wizard/components/wizard.module.css';
import {
  ASSIGNMENT_TYPE_OPTIONS,
  parseWordCount,
  priceOf,
  validateDetails,
  type DetailsField,
  type DetailsSlice,
  type FieldErrors,
} from '../features/order-wizard/model';
import { useOrderStore } from '../features/order-wizard/store';
import { buttonClass } from '../lib/button-class';
import { DateField } from '../lib/date-field';
import { focusFirstInvalid } from '../lib/focus-first-invalid';

const SUBJECT_OPTIONS = SUBJECTS.map((s) => ({
  value: s.value,
  label: `${s.value} (${formatInr(s.pricePerWord)} per word)`,
}));

/** Order details (`/checkout/order-details`): type, subject, due date and first draft, with the summary panel. */
export default function OrderDetailsPage() {
  const details = useOrderStore((s) => s.details);
  const task = useOrderStore((s) => s.task);
  const setDetails = useOrderStore((s) => s.setDetails);
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors<DetailsField>>({});
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const today = localIsoDate();

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  const change = (patch: Partial<DetailsSlice>, field?: DetailsField) => {
    setDetails(patch);
    if (field) setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setMessage(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateDetails(details, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      setMessage(checked.message ? { tone: 'error', text: checked.message } : null);
      setAttempt((n) => n + 1);
      return;
    }
    setDetails({ done: true });
    void navigate('/checkout/task-details');
  };

  return (
    <WizardPage
      step="details"
      aside={
        <OrderSummary details={details} price={priceOf({ details, task })} words={parseWordCount(task.wordCount)} />
      }
    >
      <form ref={form} className={styles.form} noValidate onSubmit={onSubmit}>
        <p className={styles.note}>Fields marked * are required.</p>
        <SelectField
          label="Assignment type"
          name="assignmentType"
          placeholder="Select assignment type"
          required
          options={ASSIGNMENT_TYPE_OPTIONS}
          value={details.assignmentType}
          error={errors.assignmentType}
          onChange={(value) => change({ assignmentType: value as DetailsSlice['assignmentType'] }, 'assignmentType')}
        />
        <SelectField
          label="Subject"
          name="subject"
          placeholder="Select subject"
          required
          options={SUBJECT_OPTIONS}
          value={details.subject}
          error={errors.subject}
          onChange={(value) => change({ subject: value as DetailsSlice['subject'] }, 'subject')}
        />
        <DateField
          label="Due date"
          name="deadline"
          min={today}
          required
          value={details.deadline}
          error={errors.deadline}
          onChange={(deadline) => change({ deadline }, 'deadline')}
        />
        <CheckboxField
          name="firstDraft"
          checked={details.firstDraft}
          onChange={(firstDraft) => change({ firstDraft })}
          label={`First draft (+${FIRST_DRAFT_PERCENT}%): get a draft to review before the final version`}
        />
        <FormMessage message={message} />
        <div className={styles.actions}>
          <Link className={buttonClass('secondary')} to="/order">
            Back
          </Link>
          <button type="submit" className={buttonClass('primary')}>
            Next
          </button>
        </div>
      </form>
    </WizardPage>
  );
}
