import { useNavigate } from '@shared/platform/router';
import { useFormKey, usePostedForm } from '@shared/platform/core';
import { NativeFormFields, useFormState } from '@shared/ui/forms';
import { pagesFor, WORDS_PER_PAGE } from '@shared/domain/pricing';
import { Button, TextAreaField, TextField } from '@shared/ui';
import { FALLBACKS } from '../content/messages';
import {
  CompactSummary,
  isStepComplete,
  OrderSummary,
  StepFallback,
  StepPlaceholder,
  useOrderSoFar,
  useOrderStore,
  validateTask,
  WIZARD_INTENTS,
} from '../features/order-wizard';
import { WizardFiles } from '../features/order-activity';
import { StepActions, StepFrame, SummaryPlaceholder } from './step-frame';
import step from './wizard-step.module.css';

/** Task details (`/checkout/task-details`): instructions, the drive link and the word count with live pages. */
export default function TaskDetailsPage() {
  const { ready, details, task, specialist, price, words } = useOrderSoFar();
  const setTask = useOrderStore((s) => s.setTask);
  const detailsComplete = useOrderStore((s) => isStepComplete(s, 'details'));
  const navigate = useNavigate();
  const { instructions, fileName, wordCount } = task;
  // The server's answer to this form posted without JavaScript (the typing is in the draft).
  const posted = usePostedForm(WIZARD_INTENTS.task);
  const formKey = useFormKey();
  const { formRef, ...form } = useFormState({
    values: { instructions, fileName, wordCount },
    onChange: (patch) => setTask(patch),
    validate: validateTask,
    posted,
  });

  if (!ready) {
    return (
      <StepFrame step="task" aside={<SummaryPlaceholder />}>
        <StepPlaceholder />
      </StepFrame>
    );
  }

  if (!detailsComplete) {
    return (
      <StepFrame step="task">
        <StepFallback text={FALLBACKS.task} to="/checkout/order-details" linkText="Go back to order details" />
      </StepFrame>
    );
  }

  const onSubmit = form.handleSubmit((value) => {
    setTask({ fileName: value.fileName, wordCount: String(value.wordCount), done: true });
    void navigate('/specialist');
  });

  return (
    <StepFrame
      step="task"
      compact={<CompactSummary details={details} price={price} words={words} />}
      aside={<OrderSummary details={details} price={price} words={words} level={specialist.academicLevel} />}
    >
      <form ref={formRef} method="post" className={step.form} noValidate onSubmit={onSubmit}>
        <NativeFormFields intent={WIZARD_INTENTS.task} formKey={formKey} />
        <p className={step.note}>Fields marked * are required.</p>
        <TextAreaField
          label="Instructions"
          rows={6}
          maxLength={10_000}
          hint="What the assignment asks, the marking criteria, the referencing style and anything else the writer should know."
          {...form.field('instructions')}
        />
        <TextField
          label="Drive link to your task file"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          hint="A share link to the brief or PDF on your cloud drive, starting with https://"
          {...form.field('fileName')}
        />
        <WizardFiles />
        <TextField
          label="Word count"
          inputMode="numeric"
          autoComplete="off"
          required
          hint={`${WORDS_PER_PAGE} words make one page.`}
          {...form.field('wordCount')}
        />
        <p className={step.note} aria-live="polite">
          {words ? `Pages: ${pagesFor(words)}` : 'Pages: enter a word count to see the number of pages.'}
        </p>
        <StepActions back="/checkout/order-details">
          <Button type="submit">Next</Button>
        </StepActions>
      </form>
    </StepFrame>
  );
}
