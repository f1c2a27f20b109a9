import { useState, type FormEvent } from 'react';
import { useNavigate } from 'shared/router';
import { localIsoDate } from 'shared/contracts';
import {
  ASSIGNMENT_TYPES,
  computePrice,
  DEFAULT_SPECIALIST_LEVEL,
  formatInr,
  pagesFor,
  PROCESSING_FEE_PERCENT,
  specialistLevelOf,
  SUBJECTS,
  type AssignmentType,
  type Subject,
} from 'shared/pricing';
import { Button, SelectField, TextField } from 'shared/ui';
import { DateField } from '../../lib/date-field';
import { orderStore, parseWordCount, type QuoteCarry } from '../order-wizard';
import styles from './quote-widget.module.css';

const SUBJECT_OPTIONS = SUBJECTS.map((s) => ({ value: s.value, label: s.value }));
const TYPE_OPTIONS = ASSIGNMENT_TYPES.map((t) => ({ value: t, label: t }));

/**
 * The home page's instant quote (subject, type, words, deadline), exposed to other sections as the `quote` widget.
 * It prices with the same function as the checkout and carries the choices into the wizard.
 * It imports the wizard's store, never its pages.
 */
export default function QuoteWidget() {
  const navigate = useNavigate();
  const today = localIsoDate();
  const [subject, setSubject] = useState<Subject | ''>(() => orderStore.getState().details.subject);
  const [assignmentType, setAssignmentType] = useState<AssignmentType | ''>(
    () => orderStore.getState().details.assignmentType,
  );
  const [wordCount, setWordCount] = useState(() => orderStore.getState().task.wordCount);
  const [deadline, setDeadline] = useState(() => orderStore.getState().details.deadline);

  const words = parseWordCount(wordCount);
  const level = specialistLevelOf(DEFAULT_SPECIALIST_LEVEL);
  const price =
    subject && words !== null
      ? computePrice({ subject, words, firstDraft: false, specialistLevel: DEFAULT_SPECIALIST_LEVEL })
      : null;
  const wordError = wordCount.trim() && words === null ? 'Please enter a valid word count.' : undefined;
  const deadlineError = deadline && deadline < today ? 'The due date cannot be in the past.' : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const carry: QuoteCarry = {
      subject,
      assignmentType,
      wordCount: words === null ? '' : String(words),
      deadline: deadline && !deadlineError ? deadline : '',
    };
    orderStore.getState().carryQuote(carry);
    void navigate('/order');
  };

  return (
    // The host page gives the block its heading; the calculator names itself for assistive technology.
    <div className={styles.widget}>
      <form className={styles.form} aria-label="Price calculator" noValidate onSubmit={onSubmit}>
        <div className={styles.fields}>
          <SelectField
            label="Subject"
            name="quoteSubject"
            placeholder="Select subject"
            options={SUBJECT_OPTIONS}
            value={subject}
            onChange={(value) => setSubject(value as Subject | '')}
          />
          <SelectField
            label="Assignment type"
            name="quoteType"
            placeholder="Select assignment type"
            options={TYPE_OPTIONS}
            value={assignmentType}
            onChange={(value) => setAssignmentType(value as AssignmentType | '')}
          />
          <TextField
            label="Word count"
            name="quoteWords"
            inputMode="numeric"
            autoComplete="off"
            value={wordCount}
            error={wordError}
            onChange={setWordCount}
          />
          <DateField
            label="Due date"
            name="quoteDeadline"
            min={today}
            value={deadline}
            error={deadlineError}
            onChange={setDeadline}
          />
        </div>
        <div className={styles.result}>
          <div aria-live="polite" className={styles.price}>
            {price ? (
              <>
                <p className={styles.total}>
                  <span className={styles.totalLabel}>Estimated total</span> {formatInr(price.total)}
                </p>
                <p className={styles.breakdown}>
                  {formatInr(price.pricePerWord)} per word × {words?.toLocaleString('en-IN')} words (
                  {pagesFor(words ?? 0)} {pagesFor(words ?? 0) === 1 ? 'page' : 'pages'}), {level.label} ×
                  {price.specialistMultiplier}, plus {PROCESSING_FEE_PERCENT}% processing fee.
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
      </form>
    </div>
  );
}
