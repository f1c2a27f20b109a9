import { useNavigate } from 'shared/router';
import { localIsoDate } from 'shared/contracts';
import { useFormState } from 'shared/forms';
import { FIRST_DRAFT_PERCENT, formatInr, SUBJECTS } from 'shared/pricing';
import { Button, CheckboxField, FormMessage, SelectField } from 'shared/ui';
import {
  ASSIGNMENT_TYPE_OPTIONS,
  OrderSummary,
  parseWordCount,
  priceOf,
  useOrderStore,
  validateDetails,
} from '../features/order-wizard';
import { DateField } from '../lib/date-field';
import { StepActions, StepFrame } from './step-frame';
import step from './wizard-step.module.css';

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
  const today = localIsoDate();
  const { assignmentType, subject, deadline, firstDraft } = details;
  const { formRef, ...form } = useFormState({
    values: { assignmentType, subject, deadline, firstDraft },
    onChange: (patch) => setDetails(patch),
    validate: (values) => validateDetails(values, today),
  });

  const onSubmit = form.handleSubmit(() => {
    setDetails({ done: true });
    void navigate('/checkout/task-details');
  });

  return (
    <StepFrame
      step="details"
      aside={
        <OrderSummary details={details} price={priceOf({ details, task })} words={parseWordCount(task.wordCount)} />
      }
    >
      <form ref={formRef} className={step.form} noValidate onSubmit={onSubmit}>
        <p className={step.note}>Fields marked * are required.</p>
        <SelectField
          label="Assignment type"
          placeholder="Select assignment type"
          required
          options={ASSIGNMENT_TYPE_OPTIONS}
          {...form.field('assignmentType')}
        />
        <SelectField
          label="Subject"
          placeholder="Select subject"
          required
          options={SUBJECT_OPTIONS}
          {...form.field('subject')}
        />
        <DateField label="Due date" min={today} required {...form.field('deadline')} />
        <CheckboxField
          {...form.checkbox('firstDraft')}
          label={`First draft (+${FIRST_DRAFT_PERCENT}%): get a draft to review before the final version`}
        />
        <FormMessage message={form.message ? { tone: 'error', text: form.message } : null} />
        <StepActions back="/order">
          <Button type="submit">Next</Button>
        </StepActions>
      </form>
    </StepFrame>
  );
}
