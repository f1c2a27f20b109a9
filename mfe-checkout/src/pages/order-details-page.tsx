import { useNavigate } from '@shared/platform/router';
import { OTHER_CHOICE, OTHER_NAME_MAX } from '@shared/contracts';
import { useFormKey, usePostedForm, useTimeZone } from '@shared/platform/core';
import { END_OF_DAY, nowIn, zoned, zoneLabel, offsetLabel } from '@shared/domain/time';
import { NativeFormFields, useFormState } from '@shared/ui/forms';
import { FIRST_DRAFT_PERCENT, formatInr, pricePerWordOf } from '@shared/domain/pricing';
import { Button, CheckboxField, FormMessage, SelectField, TextField } from '@shared/ui';
import {
  ASSIGNMENT_TYPE_OPTIONS,
  CompactSummary,
  OrderSummary,
  StepPlaceholder,
  SUBJECT_OPTIONS,
  useOrderSoFar,
  useOrderStore,
  validateDetails,
  WIZARD_INTENTS,
} from '../features/order-wizard';
import { DateField, TimeField } from '../lib/date-field';
import { StepActions, StepFrame, SummaryPlaceholder } from './step-frame';
import step from './wizard-step.module.css';

/**
 * Order details (`/checkout/order-details`): kind of work, subject (each may be "Other", named by
 * the visitor), due date and time (the end of the day unless they say otherwise, in their own
 * time zone, which the hint names) and first draft, with the price so far.
 */
export default function OrderDetailsPage() {
  const { ready, details, specialist, price, words } = useOrderSoFar();
  const setDetails = useOrderStore((s) => s.setDetails);
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const now = nowIn(timeZone);
  const { assignmentType, assignmentTypeOther, subject, subjectOther, deadline, firstDraft } = details;
  const deadlineTime = details.deadlineTime || END_OF_DAY;
  // The server's answer to this form posted without JavaScript (the typing is in the draft).
  const posted = usePostedForm(WIZARD_INTENTS.details);
  const formKey = useFormKey();
  const { formRef, ...form } = useFormState({
    values: { assignmentType, assignmentTypeOther, subject, subjectOther, deadline, deadlineTime, firstDraft },
    onChange: (patch) => setDetails(patch),
    validate: (values) => validateDetails(values, now.date, now.time),
    posted,
  });

  const onSubmit = form.handleSubmit(() => {
    setDetails({ done: true, timeZone });
    void navigate('/checkout/task-details');
  });
  const offset = zoned(new Date(), timeZone)?.offsetMinutes ?? 0;
  const label = zoneLabel(timeZone, offset);
  const zoneName = label === offsetLabel(offset) ? label : `${label}, ${offsetLabel(offset)}`;

  if (!ready) {
    return (
      <StepFrame step="details" aside={<SummaryPlaceholder />}>
        <StepPlaceholder />
      </StepFrame>
    );
  }

  return (
    <StepFrame
      step="details"
      compact={<CompactSummary details={details} price={price} words={words} />}
      aside={<OrderSummary details={details} price={price} words={words} level={specialist.academicLevel} />}
    >
      <form ref={formRef} method="post" className={step.form} noValidate onSubmit={onSubmit}>
        <NativeFormFields intent={WIZARD_INTENTS.details} formKey={formKey} />
        <p className={step.note}>Fields marked * are required.</p>
        <SelectField
          label="Assignment type"
          placeholder="Select assignment type"
          required
          options={ASSIGNMENT_TYPE_OPTIONS}
          {...form.field('assignmentType')}
        />
        {assignmentType === OTHER_CHOICE ? (
          <TextField
            label="Which kind of work?"
            required
            maxLength={OTHER_NAME_MAX}
            hint="For example: lab book, annotated bibliography, business plan."
            {...form.field('assignmentTypeOther')}
          />
        ) : null}
        <SelectField
          label="Subject"
          placeholder="Select subject"
          required
          options={SUBJECT_OPTIONS}
          {...form.field('subject')}
        />
        {subject === OTHER_CHOICE ? (
          <TextField
            label="Which subject?"
            required
            maxLength={OTHER_NAME_MAX}
            hint={`Priced at ${formatInr(pricePerWordOf(OTHER_CHOICE))} per word.`}
            {...form.field('subjectOther')}
          />
        ) : null}
        <div className={step.row}>
          <DateField label="Due date" min={now.date} required {...form.field('deadline')} />
          <TimeField
            label="Due time"
            required
            hint={`Your time (${zoneName}). 11:59 pm is the end of the day.`}
            {...form.field('deadlineTime')}
          />
        </div>
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
