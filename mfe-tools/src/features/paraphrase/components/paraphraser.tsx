import { useId, useRef, useState, type FormEvent } from 'react';
import { PARAPHRASE_MAX_CHARS, PARAPHRASE_MODES, type ParaphraseSegment } from 'shared/contracts';
import { Button, FormMessage, TextAreaField } from 'shared/ui';
import { formatNumber } from 'shared/format';
import { useEnglishVariant } from '../../../lib/english-variant/use-english-variant';
import { VariantPicker } from '../../../lib/english-variant/variant-picker';
import { CharacterCount } from '../../../lib/ui/character-count';
import { CopyButton } from '../../../lib/ui/copy-button';
import ui from '../../../lib/ui/ui.module.css';
import { validateParaphraseRequest } from '../api';
import { useParaphraseRequest } from '../hooks/use-paraphrase-request';
import {
  changedNow,
  chooseAlternative,
  keepSurroundingSpace,
  MODE_DESCRIPTIONS,
  MODE_LABELS,
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
  const { run, pending } = useParaphraseRequest();
  const [text, setText] = useState('');
  const [mode, setMode] = useState<ParaphraseMode>('standard');
  const [variant, setVariant] = useEnglishVariant();
  const [result, setResult] = useState<Result | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [message, setMessage] = useState<Message | null>(null);
  const outputHeading = useRef<HTMLHeadingElement>(null);

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
    const { changedCount } = outcome.result;
    setResult({ mode, segments: keepSurroundingSpace(text, withStableChoices(outcome.result.segments)) });
    setMessage(
      changedCount === 0
        ? {
            tone: 'info',
            text: 'No word could be swapped safely: names, numbers and words without a close synonym are left as they are.',
          }
        : {
            tone: 'success',
            text: `${words(changedCount)} changed. Select a highlighted word to choose another one or put yours back.`,
          },
    );
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
      <form className={`${ui.panel} ${styles.form}`} onSubmit={(e) => void submit(e)} noValidate aria-busy={pending}>
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
            The paraphrased text appears here, with every changed word highlighted. Names, numbers, capitals and
            punctuation stay as you wrote them.
          </p>
        )}
      </section>
    </div>
  );
}
