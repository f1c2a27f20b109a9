import type { FormEvent } from 'react';
import { useNavigate } from '@shared/platform/router';
import { localIsoDate, SPECIALIST_LEVELS, type SpecialistLevelId } from '@shared/contracts';
import { formatInr, pagesFor, PROCESSING_FEE_PERCENT, specialistLevelOf } from '@shared/domain/pricing';
import { Button, SelectField, TextField } from '@shared/ui';
import { formatNumber } from '@shared/domain/format';
import { DateField } from '../../lib/date-field';
import { LocalPrice } from '../currency';
import {
  ASSIGNMENT_TYPE_OPTIONS,
  DEADLINE_PAST_MESSAGE,
  SUBJECT_OPTIONS,
  useOrderSoFar,
  useOrderStore,
  WORD_COUNT_MESSAGE,
} from '../order-wizard';
import styles from './quote-widget.module.css';

const LEVEL_OPTIONS = SPECIALIST_LEVELS.map((level) => ({
  value: level.id,
  label: `${level.label} (×${level.tenths / 10})`,
}));

/**
 * The home page's instant quote (subject, kind of work, words, deadline, specialist level),
 * exposed to other sections as the `quote` widget. Its fields are the wizard's own (one store), so
 * "Continue to order" carries every choice into the order; it prices with the checkout's one price
 * function, fee included. It imports the wizard's store, never its pages.
 */
export default function QuoteWidget() {
  const navigate = useNavigate();
  const today = localIsoDate();
  const { ready, details, task, specialist, price, words } = useOrderSoFar();
  const setDetails = useOrderStore((s) => s.setDetails);
  const setTask = useOrderStore((s) => s.setTask);
  const setSpecialist = useOrderStore((s) => s.setSpecialist);
  const level = specialistLevelOf(specialist.academicLevel);
  const wordError = task.wordCount.trim() && words === null ? WORD_COUNT_MESSAGE : undefined;
  const deadlineError = details.deadline && details.deadline < today ? DEADLINE_PAST_MESSAGE : undefined;
  // Choices changed here are confirmed again on the order details step.
  const choose = (patch: Partial<typeof details>) => setDetails({ ...patch, done: false });

  // A value that cannot be read (or a past date) stops here, with its message beside it: the
  // wizard would otherwise start without it, and the student would not know why.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const blocking = wordError ? 'quoteWords' : deadlineError ? 'quoteDeadline' : null;
    if (blocking) {
      const field = event.currentTarget.elements.namedItem(blocking);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    void navigate('/order');
  };

  return (
    // The host page gives the block its heading; the calculator names itself for assistive technology.
    <div className={styles.widget}>
      <form className={styles.form} aria-label="Price calculator" noValidate onSubmit={onSubmit} aria-busy={!ready}>
        <div className={styles.fields}>
          <SelectField
            label="Subject"
            name="quoteSubject"
            placeholder="Select subject"
            options={SUBJECT_OPTIONS}
            value={details.subject}
            onChange={(value) => choose({ subject: value as typeof details.subject })}
          />
          <SelectField
            label="Assignment type"
            name="quoteType"
            placeholder="Select assignment type"
            options={ASSIGNMENT_TYPE_OPTIONS}
            value={details.assignmentType}
            onChange={(value) => choose({ assignmentType: value as typeof details.assignmentType })}
          />
          <TextField
            label="Word count"
            name="quoteWords"
            inputMode="numeric"
            autoComplete="off"
            value={task.wordCount}
            error={wordError}
            onChange={(wordCount) => setTask({ wordCount, done: false })}
          />
          <DateField
            label="Due date"
            name="quoteDeadline"
            min={today}
            value={details.deadline}
            error={deadlineError}
            onChange={(deadline) => choose({ deadline })}
          />
          <SelectField
            label="Specialist level"
            name="quoteLevel"
            options={LEVEL_OPTIONS}
            value={specialist.academicLevel}
            onChange={(value) => setSpecialist({ academicLevel: value as SpecialistLevelId })}
          />
        </div>
        <div className={styles.result}>
          <div aria-live="polite" className={styles.price}>
            {price && words ? (
              <>
                <p className={styles.total}>
                  <span className={styles.totalLabel}>Estimated total, with the {PROCESSING_FEE_PERCENT}% fee</span>{' '}
                  {formatInr(price.total)}
                </p>
                <p className={styles.breakdown}>
                  {formatInr(price.pricePerWord)} per word × {formatNumber(words, { grouping: 'indian' })} words (
                  {pagesFor(words)} {pagesFor(words) === 1 ? 'page' : 'pages'}), {level.label} ×
                  {price.specialistMultiplier}, including the {PROCESSING_FEE_PERCENT}% processing fee.
                </p>
              </>
            ) : (
              <p className={styles.breakdown}>Choose a subject and enter a word count to see the price.</p>
            )}
          </div>
          <Button type="submit" className={styles.submit}>
            Continue to order
          </Button>
        </div>
        <LocalPrice inr={price?.total ?? null} picker />
      </form>
    </div>
  );
}
