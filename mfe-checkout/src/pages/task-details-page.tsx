import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'shared/router';
import { pagesFor, WORDS_PER_PAGE } from 'shared/pricing';
import { TextAreaField, TextField } from 'shared/ui';
import { FALLBACKS } from '../content/messages';
import { OrderSummary } from '../features/order-wizard/components/order-summary';
import { StepFallback } from '../features/order-wizard/components/step-fallback';
import { WizardPage } from '../features/order-wizard/components/wizard-page';
import styles from '../features/order-wizard/components/wizard.module.css';
import {
  isStepComplete,
  parseWordCount,
  priceOf,
  validateTask,
  type FieldErrors,
  type TaskField,
  type TaskSlice,
} from '../features/order-wizard/model';
import { useOrderStore } from '../features/order-wizard/store';
import { buttonClass } from '../lib/button-class';
import { focusFirstInvalid } from '../lib/focus-first-invalid';

/** Task details (`/checkout/task-details`): instructions, the drive link and the word count with live pages. */
export default function TaskDetailsPage() {
  const details = useOrderStore((s) => s.details);
  const task = useOrderStore((s) => s.task);
  const setTask = useOrderStore((s) => s.setTask);
  const detailsComplete = useOrderStore((s) => isStepComplete(s, 'details'));
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors<TaskField>>({});
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  if (!detailsComplete) {
    return (
      <WizardPage step="task">
        <StepFallback text={FALLBACKS.task} to="/checkout/order-details" linkText="Go back to order details" />
      </WizardPage>
    );
  }

  const change = (patch: Partial<TaskSlice>, field: TaskField) => {
    setTask(patch);
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateTask(task);
    if (!checked.ok) {
      setErrors(checked.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setTask({ fileName: checked.value.fileName, wordCount: String(checked.value.wordCount), done: true });
    void navigate('/specialist');
  };

  const words = parseWordCount(task.wordCount);
  return (
    <WizardPage step="task" aside={<OrderSummary details={details} price={priceOf({ details, task })} words={words} />}>
      <form ref={form} className={styles.form} noValidate onSubmit={onSubmit}>
        <p className={styles.note}>Fields marked * are required.</p>
        <TextAreaField
          label="Instructions"
          name="instructions"
          rows={6}
          maxLength={10_000}
          hint="What the assignment asks, the marking criteria, the referencing style and anything else the writer should know."
          value={task.instructions}
          error={errors.instructions}
          onChange={(instructions) => change({ instructions }, 'instructions')}
        />
        <TextField
          label="Drive link to your task file"
          name="fileName"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          hint="A share link to the brief or PDF on your cloud drive, starting with https://"
          value={task.fileName}
          error={errors.fileName}
          onChange={(fileName) => change({ fileName }, 'fileName')}
        />
        <TextField
          label="Word count"
          name="wordCount"
          inputMode="numeric"
          autoComplete="off"
          required
          hint={`${WORDS_PER_PAGE} words make one page.`}
          value={task.wordCount}
          error={errors.wordCount}
          onChange={(wordCount) => change({ wordCount }, 'wordCount')}
        />
        <p className={styles.note} aria-live="polite">
          {words ? `Pages: ${pagesFor(words)}` : 'Pages: enter a word count to see the number of pages.'}
        </p>
        <div className={styles.actions}>
          <Link className={buttonClass('secondary')} to="/checkout/order-details">
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
