import { useId, useRef, useState, type FormEvent } from 'react';
import { useFormKey, usePostedForm, type PostedForm } from '@shared/platform/core';
import {
  PARAPHRASE_MAX_CHARS,
  PARAPHRASE_MODES,
  ParaphraseResponseSchema,
  type ParaphraseSegment,
} from '@shared/contracts';
import { NativeFormFields, useTypedBeforeHydration } from '@shared/ui/forms';
import { Button, FormMessage, TextAreaField } from '@shared/ui';
import { formatNumber } from '@shared/domain/format';
import { useEnglishVariant } from '../../../lib/english-variant/use-english-variant';
import { VariantPicker } from '../../../lib/english-variant/variant-picker';
import { CharacterCount } from '../../../lib/ui/character-count';
import { CopyButton } from '../../../lib/ui/copy-button';
import ui from '../../../lib/ui/ui.module.css';
import { PARAPHRASE_MESSAGES, validateParaphraseRequest } from '../api';
import { useParaphraseRequest } from '../hooks/use-paraphrase-request';
import {
  changedNow,
  chooseAlternative,
  keepSurroundingSpace,
  MODE_DESCRIPTIONS,
  MODE_LABELS,
  PARAPHRASE_ERROR_MESSAGE,
  PARAPHRASE_INTENT,
  segmentsToText,
  withStableChoices,
  type ParaphraseMode,
} from '../model';
import { ParaphraseOutput } from './paraphrase-output';
import styles from './paraphraser.module.css';

interface Result {
  mode: ParaphraseMode;
  segments: ParaphraseSegment[];
}

type Message = { tone: 'info' | 'success' | 'error'; text: string };

const words = (n: number) => `${n} word${n === 1 ? '' : 's'}`;

/** idle → working → result (or error, with the text kept). The text stays editable beside the result. */
export function Paraphraser() {
  const idPrefix = useId().replace(/:/g, '');
  const posted = usePostedForm(PARAPHRASE_INTENT);
  const formKey = useFormKey();
  const { run, pending } = useParaphraseRequest();
  // A text posted natively (before or without JavaScript) arrives paraphrased by the server.
  const [answered] = useState(() => postedParaphrase(posted));
  const [text, setText] = useState(answered.text);
  const [mode, setMode] = useState<ParaphraseMode>(answered.mode);
  const [variant, setVariant] = useEnglishVariant(posted?.values.language);
  const [result, setResult] = useState<Result | null>(answered.result);
  const [fieldError, setFieldError] = useState<string | undefined>(answered.fieldError);
  const [message, setMessage] = useState<Message | null>(answered.message);
  const outputHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, { text, mode }, (patch) => {
    if (patch.text !== undefined) setText(patch.text);
    if (isMode(patch.mode)) setMode(patch.mode);
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateParaphraseRequest(text, mode);
    if (invalid) {
      setFieldError(invalid);
      setMessage(null);
      return;
    }
    setFieldError(undefined);
    setResult(null);
    setMessage({ tone: 'info', text: 'Paraphrasing your text…' });
    const outcome = await run(text, mode, variant);
    if (!outcome) return;
    if (!outcome.ok) {
      if (outcome.error.invalidInput) {
        setFieldError(outcome.error.message);
        setMessage(null);
      } else {
        setMessage({ tone: 'error', text: outcome.error.message });
      }
      return;
    }
    setResult({ mode, segments: keepSurroundingSpace(text, withStableChoices(outcome.result.segments)) });
    setMessage(doneMessage(outcome.result.changedCount));
    requestAnimationFrame(() => outputHeading.current?.focus());
  };

  const choose = (index: number, value: string) => {
    if (!result) return;
    const before = result.segments[index];
    setResult({ ...result, segments: chooseAlternative(result.segments, index, value) });
    if (before && before.text !== value) {
      setMessage({ tone: 'info', text: `“${before.text}” is now “${value}”.` });
    }
  };

  const output = result ? segmentsToText(result.segments) : '';
  const changed = result ? changedNow(result.segments) : 0;

  return (
    <div className={ui.twoColumns}>
      <form
        ref={formRef}
        method="post"
        className={`${ui.panel} ${styles.form}`}
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-busy={pending}
      >
        <NativeFormFields intent={PARAPHRASE_INTENT} formKey={formKey} />
        <TextAreaField
          label="Your text"
          name="text"
          value={text}
          onChange={(value) => {
            setText(value);
            if (fieldError) setFieldError(undefined);
          }}
          rows={12}
          error={fieldError}
          hint={`Paste or type up to ${formatNumber(PARAPHRASE_MAX_CHARS)} characters of English text.`}
          readOnly={pending}
        />
        <CharacterCount count={text.trim().length} max={PARAPHRASE_MAX_CHARS} />
        <VariantPicker
          value={variant}
          onChange={setVariant}
          hint="Synonyms come in this variant’s spelling: “colour” and “organise” for UK English."
        />
        <fieldset className={styles.modes}>
          <legend className={styles.legend}>Mode</legend>
          {PARAPHRASE_MODES.map((value) => (
            <label key={value} className={styles.mode}>
              <input
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className={styles.radio}
                aria-describedby={`${idPrefix}-mode-${value}`}
              />
              <span className={styles.modeName}>{MODE_LABELS[value]}</span>
              <span id={`${idPrefix}-mode-${value}`} className={styles.modeHint}>
                {MODE_DESCRIPTIONS[value]}
              </span>
            </label>
          ))}
        </fieldset>
        <div className={ui.actions}>
          <Button type="submit" aria-disabled={pending || undefined}>
            {pending ? 'Paraphrasing…' : 'Paraphrase'}
          </Button>
        </div>
      </form>

      <section className={`${ui.panel} ${styles.result}`} aria-labelledby={`${idPrefix}-output`}>
        <h2 id={`${idPrefix}-output`} ref={outputHeading} tabIndex={-1} className={ui.sectionTitle}>
          Paraphrased text
        </h2>
        {/* Always in the page, so that each new message is announced. */}
        <FormMessage message={message} />
        {result ? (
          <>
            <p className={ui.note}>
              {MODE_LABELS[result.mode]} mode · {words(changed)} changed
            </p>
            <ParaphraseOutput segments={result.segments} labelledBy={`${idPrefix}-output`} onChoose={choose} />
            <div className={ui.actions}>
              <CopyButton text={output} label="Copy result" />
            </div>
          </>
        ) : pending ? null : (
          <p className={ui.muted}>
            The paraphrased text appears here, with every changed word highlighted. Names, numbers, technical terms, the
            nouns each sentence is about, capitals and punctuation stay as you wrote them: a word changes only for a
            synonym of the same sense.
          </p>
        )}
      </section>
    </div>
  );
}

function doneMessage(changedCount: number): Message {
  return changedCount === 0
    ? {
        tone: 'info',
        text: 'This text cannot be rewritten without risking its meaning, so it is shown as you wrote it: names, numbers, technical terms and the nouns a sentence is about are kept, and so is every word without a synonym of the same sense.',
      }
    : {
        tone: 'success',
        text: `${words(changedCount)} changed. Select a highlighted word to choose another one or put yours back.`,
      };
}

const isMode = (value: unknown): value is ParaphraseMode => (PARAPHRASE_MODES as readonly unknown[]).includes(value);

/** The paraphraser's first state: empty, or the server's answer to a text posted natively. */
function postedParaphrase(posted: PostedForm | null): {
  text: string;
  mode: ParaphraseMode;
  result: Result | null;
  fieldError: string | undefined;
  message: Message | null;
} {
  const text = posted?.values.text ?? '';
  const mode = isMode(posted?.values.mode) ? posted.values.mode : 'standard';
  type Answered = ReturnType<typeof postedParaphrase>;
  const empty: Answered = { text, mode, result: null, fieldError: undefined, message: null };
  if (!posted) return empty;
  const invalid = validateParaphraseRequest(text, mode);
  if (invalid) return { ...empty, fieldError: invalid };
  const failed = (message: string): Answered => ({
    ...empty,
    message: { tone: 'error', text: message },
  });
  if (posted.status === 'failed' && posted.apiStatus === 413)
    return { ...empty, fieldError: PARAPHRASE_MESSAGES['too-large'] };
  if (posted.status === 'failed' && posted.apiStatus === 429) return failed(PARAPHRASE_MESSAGES['rate-limited']);
  const answer = ParaphraseResponseSchema.safeParse(posted.result);
  if (posted.status !== 'sent' || !answer.success) return failed(PARAPHRASE_ERROR_MESSAGE);
  return {
    ...empty,
    result: { mode, segments: keepSurroundingSpace(text, withStableChoices(answer.data.segments)) },
    message: doneMessage(answer.data.changedCount),
  };
}
