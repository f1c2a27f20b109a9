import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useFormKey, usePostedForm, type PostedForm } from '@shared/platform/core';
import { GRAMMAR_MAX_CHARS, GrammarResponseSchema } from '@shared/contracts';
import { NativeFormFields, useTypedBeforeHydration } from '@shared/ui/forms';
import { Button, FormMessage, type FormMessageValue, TextAreaField } from '@shared/ui';
import { formatNumber } from '@shared/domain/format';
import { useEnglishVariant } from '../../../lib/english-variant/use-english-variant';
import ui from '../../../lib/ui/ui.module.css';
import {
  GRAMMAR_ERROR_MESSAGE,
  grammarFailureMessage,
  type Issue,
  IssueList,
  NO_ISSUES_MESSAGE,
  toIssues,
  tooLongMessage,
  useGrammarRequest,
} from '../../grammar';
import { BLANK_ESSAY_MESSAGE, checkEssay, ESSAY_INTENT, type EssayReport } from '../model';
import { describeGradeLevel, describeReadingEase } from '../readability';
import { LONG_SENTENCE_WORDS } from '../style';
import styles from './essay-checker.module.css';
import { FlaggedText } from './flagged-text';

type GrammarState =
  | { status: 'checking' }
  | { status: 'done'; issues: Issue[] }
  | { status: 'failed'; message: string }
  | { status: 'idle' };

const format = (n: number) => formatNumber(n);
const plural = (n: number, one: string, many = `${one}s`) => `${format(n)} ${n === 1 ? one : many}`;

export function EssayChecker() {
  const idPrefix = useId().replace(/:/g, '');
  const { check, pending } = useGrammarRequest();
  // The variant chosen in the grammar checker or the paraphraser, so a British essay is checked as one.
  const posted = usePostedForm(ESSAY_INTENT);
  const formKey = useFormKey();
  const [variant] = useEnglishVariant(posted?.values.language);
  // An essay posted natively (before or without JavaScript) arrives checked by the server.
  const [answered] = useState(() => postedEssay(posted));
  const [text, setText] = useState(answered.text);
  const [blank, setBlank] = useState(answered.blank);
  // The report belongs to the text as it was checked; editing afterwards does not change it.
  const [checked, setChecked] = useState<{ text: string; report: EssayReport } | null>(answered.checked);
  const [grammar, setGrammar] = useState<GrammarState>(answered.grammar);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, { essay: text }, (patch) => setText(patch.essay ?? ''));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return; // One check at a time: a double click checks once.
    if (text.trim() === '') {
      setBlank(true);
      setChecked(null);
      return;
    }
    setBlank(false);
    const snapshot = text;
    setChecked({ text: snapshot, report: checkEssay(snapshot) });
    requestAnimationFrame(() => reportHeading.current?.focus());
    if (snapshot.length > GRAMMAR_MAX_CHARS) {
      setGrammar({ status: 'failed', message: tooLongMessage(snapshot.length) });
      return;
    }
    setGrammar({ status: 'checking' });
    const outcome = await check(snapshot, { language: variant });
    if (!outcome) return; // Left the page: nothing to show.
    setGrammar(
      outcome.ok
        ? { status: 'done', issues: toIssues(snapshot, outcome.matches) }
        : { status: 'failed', message: outcome.error.message },
    );
  };

  return (
    <>
      <form
        ref={formRef}
        method="post"
        className={`${ui.panel} ${styles.editor}`}
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <NativeFormFields intent={ESSAY_INTENT} formKey={formKey} />
        {/* The variant the grammar check follows; a native post sends it along. */}
        <input type="hidden" name="language" value={variant} />
        <TextAreaField
          label="Your essay"
          name="essay"
          value={text}
          onChange={(value) => {
            setText(value);
            if (blank) setBlank(false);
          }}
          rows={14}
          error={blank ? BLANK_ESSAY_MESSAGE : undefined}
          hint="Counts, scores and style flags are worked out in your browser. For the grammar check the text is sent to our grammar service, which does not store it."
        />
        <div className={ui.actions}>
          <Button type="submit" aria-disabled={pending || undefined}>
            {pending ? 'Checking…' : 'Check essay'}
          </Button>
        </div>
      </form>

      {checked ? (
        <Report
          text={checked.text}
          report={checked.report}
          grammar={grammar}
          idPrefix={idPrefix}
          headingRef={reportHeading}
        />
      ) : null}
    </>
  );
}

function Report({
  text,
  report,
  grammar,
  idPrefix,
  headingRef,
}: {
  text: string;
  report: EssayReport;
  grammar: GrammarState;
  idPrefix: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { readability: r, style } = report;
  const flags = style.longSentences.length + style.passive.length + style.repeated.length + style.doubled.length;
  return (
    <section className={styles.report} aria-labelledby={`${idPrefix}-report`}>
      <h2
        id={`${idPrefix}-report`}
        ref={headingRef}
        tabIndex={-1}
        className={`${ui.sectionTitle} ${styles.reportHead}`}
      >
        Your report
      </h2>
      <p role="status" className={ui.note}>
        {`Report ready: ${plural(r.words, 'word')}, ${plural(flags, 'style flag')}.`}
      </p>

      <div className={ui.panel}>
        <h3 className={ui.subTitle}>Length</h3>
        <dl className={ui.statGrid}>
          <Stat label="Words" value={format(r.words)} />
          <Stat label="Sentences" value={format(r.sentences)} />
          <Stat label="Paragraphs" value={format(r.paragraphs)} />
          <Stat label="Reading time" value={plural(r.readingMinutes, 'min', 'min')} />
        </dl>
      </div>

      <div className={ui.panel}>
        <h3 className={ui.subTitle}>Readability</h3>
        <dl className={styles.scores}>
          <div className={styles.score}>
            <dt>Flesch reading ease</dt>
            <dd>
              <span className={styles.scoreValue}>{r.readingEase.toFixed(1)}</span>
              {describeReadingEase(r.readingEase)}
            </dd>
          </div>
          <div className={styles.score}>
            <dt>Flesch–Kincaid grade</dt>
            <dd>
              <span className={styles.scoreValue}>{r.gradeLevel.toFixed(1)}</span>
              {describeGradeLevel(r.gradeLevel)}
            </dd>
          </div>
        </dl>
        <p className={`${ui.note} ${styles.scoreNote}`}>
          Reading ease runs from about 0 (very hard) to 100 (very easy); most academic writing scores 30 to 50. The
          grade is the US school year a reader needs to follow the text. Both come from sentence length and syllables
          per word, so shorter sentences and plainer words raise the ease and lower the grade.
        </p>
      </div>

      <div className={ui.panel}>
        <h3 className={ui.subTitle}>Style</h3>
        <div className={styles.flags}>
          <div>
            <h4 className={styles.flagTitle}>Long sentences (over {LONG_SENTENCE_WORDS} words)</h4>
            <FlagList
              items={style.longSentences.map((s) => ({
                key: s.start,
                text: s.text,
                count: plural(s.words, 'word'),
              }))}
            />
          </div>
          <div>
            <h4 className={styles.flagTitle}>Passive voice</h4>
            <FlagList items={style.passive.map((p) => ({ key: p.start, text: p.text }))} />
          </div>
          <div>
            <h4 className={styles.flagTitle}>Repeated words</h4>
            <FlagList
              items={[
                ...style.doubled.map((d) => ({
                  key: `d${d.start}`,
                  text: text.slice(d.start, d.end),
                  count: 'doubled',
                })),
                ...style.repeated.map((w) => ({ key: w.word, text: w.word, count: plural(w.count, 'time') })),
              ]}
            />
          </div>
        </div>
      </div>

      <div className={ui.panel}>
        <h3 className={ui.subTitle}>Your text, with the flags marked</h3>
        <ul className={styles.legend} aria-label="Key">
          <li>
            <span className={styles.long}>Long sentence</span>
          </li>
          <li>
            <mark className={styles.passive}>Passive voice</mark>
          </li>
          <li>
            <mark className={styles.repeated}>Repeated word</mark>
          </li>
        </ul>
        <FlaggedText text={text} report={report} />
      </div>

      <div className={ui.panel} aria-busy={grammar.status === 'checking'}>
        <h3 className={ui.subTitle}>Grammar</h3>
        <FormMessage className={styles.grammarMessage} message={grammarMessage(grammar)} />
        {grammar.status === 'done' && grammar.issues.length > 0 ? (
          <IssueList text={text} issues={grammar.issues} idPrefix={`${idPrefix}-grammar`} />
        ) : null}
      </div>
    </section>
  );
}

function grammarMessage(grammar: GrammarState): FormMessageValue | null {
  switch (grammar.status) {
    case 'checking':
      return { tone: 'info', text: 'Checking grammar…' };
    case 'failed':
      return { tone: 'error', text: grammar.message };
    case 'done':
      return grammar.issues.length === 0
        ? { tone: 'success', text: NO_ISSUES_MESSAGE }
        : { tone: 'info', text: `${plural(grammar.issues.length, 'grammar issue')} found.` };
    default:
      return null;
  }
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={ui.stat}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function FlagList({ items }: { items: Array<{ key: string | number; text: string; count?: string }> }) {
  if (items.length === 0) return <p className={ui.note}>None found.</p>;
  return (
    <ul className={styles.flagList}>
      {items.map((item) => (
        <li key={item.key}>
          <q>{item.text}</q> {item.count ? <span className={styles.count}>({item.count})</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The checker's first state: empty, or the server's answer to an essay posted natively. */
function postedEssay(posted: PostedForm | null): {
  text: string;
  blank: boolean;
  checked: { text: string; report: EssayReport } | null;
  grammar: GrammarState;
} {
  const text = posted?.values.essay ?? '';
  if (!posted) return { text, blank: false, checked: null, grammar: { status: 'idle' } };
  if (text.trim() === '') return { text, blank: true, checked: null, grammar: { status: 'idle' } };
  const checked = { text, report: checkEssay(text) };
  const answer = GrammarResponseSchema.safeParse(posted.result);
  const grammar: GrammarState =
    posted.status === 'sent' && answer.success
      ? { status: 'done', issues: toIssues(text, answer.data.matches) }
      : {
          status: 'failed',
          message:
            text.length > GRAMMAR_MAX_CHARS
              ? tooLongMessage(text.length)
              : posted.status === 'failed'
                ? grammarFailureMessage(posted.apiStatus ?? 500)
                : GRAMMAR_ERROR_MESSAGE,
        };
  return { text, blank: false, checked, grammar };
}
