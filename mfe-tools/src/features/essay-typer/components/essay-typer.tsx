import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button, SelectField, TextField, visuallyHiddenClass } from '@shared/ui';
import { formatNumber } from '@shared/domain/format';
import { ESSAY_TYPES, type EssayTypeId } from '../../../content/essay-outline';
import { downloadText } from '../../../lib/download-text';
import { CopyButton } from '../../../lib/ui/copy-button';
import ui from '../../../lib/ui/ui.module.css';
import {
  buildOutline,
  MAX_WORDS,
  MIN_WORDS,
  outlineFileName,
  OutlineInputSchema,
  outlineToText,
  TOPIC_MAX_LENGTH,
  type Outline,
} from '../outline';
import styles from './essay-typer.module.css';

type Field = 'topic' | 'type' | 'wordCount';
const TYPE_OPTIONS = ESSAY_TYPES.map((t) => ({ value: t.id, label: t.label }));
const format = (n: number) => formatNumber(n);

export function EssayTyper() {
  const idPrefix = useId().replace(/:/g, '');
  const [topic, setTopic] = useState('');
  const [type, setType] = useState<EssayTypeId>('argumentative');
  const [wordCount, setWordCount] = useState('1000');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outline, setOutline] = useState<Outline | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = OutlineInputSchema.safeParse({ topic, type, wordCount });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      setOutline(null);
      return;
    }
    setErrors({});
    setOutline(buildOutline(parsed.data));
    requestAnimationFrame(() => heading.current?.focus());
  };

  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  return (
    <>
      <form className={`${ui.panel} ${styles.form}`} onSubmit={submit} noValidate>
        <div className={styles.fields}>
          <TextField
            label="Topic"
            name="topic"
            value={topic}
            onChange={(value) => {
              setTopic(value);
              clearError('topic');
            }}
            error={errors.topic}
            hint="For example: Remote learning in secondary schools"
            maxLength={TOPIC_MAX_LENGTH}
            required
          />
          <SelectField
            label="Essay type"
            name="type"
            value={type}
            onChange={(value) => setType(value as EssayTypeId)}
            options={TYPE_OPTIONS}
            error={errors.type}
            required
          />
          <TextField
            label="Word count"
            name="wordCount"
            value={wordCount}
            onChange={(value) => {
              setWordCount(value);
              clearError('wordCount');
            }}
            error={errors.wordCount}
            hint={`${format(MIN_WORDS)} to ${format(MAX_WORDS)} words`}
            inputMode="numeric"
            autoComplete="off"
            required
          />
        </div>
        <div className={ui.actions}>
          <Button type="submit">Build outline</Button>
        </div>
      </form>

      <p role="status" className={visuallyHiddenClass}>
        {outline ? `Outline ready for ${outline.topic}: ${outline.sections.length} sections.` : ''}
      </p>

      {outline ? <OutlineView outline={outline} idPrefix={idPrefix} headingRef={heading} /> : null}
    </>
  );
}

function OutlineView({
  outline,
  idPrefix,
  headingRef,
}: {
  outline: Outline;
  idPrefix: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const text = outlineToText(outline);
  const total = outline.sections.reduce((sum, s) => sum + s.words, 0);
  return (
    <section className={styles.outline} aria-labelledby={`${idPrefix}-outline`}>
      <div className={styles.toolbar}>
        <h2 id={`${idPrefix}-outline`} ref={headingRef} tabIndex={-1} className={ui.sectionTitle}>
          Outline: {outline.topic}
        </h2>
        <div className={ui.actions}>
          <CopyButton text={text} label="Copy outline" />
          <Button variant="secondary" onClick={() => downloadText(outlineFileName(outline.topic), text)}>
            Download .txt
          </Button>
        </div>
      </div>
      <p className={styles.summary}>
        {outline.typeLabel} essay, about {format(outline.wordCount)} words. This is a plan to write from: the prompts
        tell you what each part should do, and the writing is yours.
      </p>

      <div className={`${ui.panel} ${styles.tableWrap}`}>
        <table className={styles.table}>
          <caption className={visuallyHiddenClass}>Word budget by section</caption>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Share</th>
              <th scope="col">Words</th>
              <th scope="col">Paragraphs</th>
            </tr>
          </thead>
          <tbody>
            {outline.sections.map((section) => (
              <tr key={section.id}>
                <th scope="row">{section.title}</th>
                <td>{section.percent}%</td>
                <td>{format(section.words)}</td>
                <td>{section.paragraphs}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>100%</td>
              <td>{format(total)}</td>
              <td>{outline.sections.reduce((sum, s) => sum + s.paragraphs, 0)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <ol className={styles.sections}>
        {outline.sections.map((section, i) => (
          <li key={section.id} className={ui.panel}>
            <h3 className={styles.sectionTitle}>
              {i + 1}. {section.title}
            </h3>
            <p className={styles.budget}>
              About {format(section.words)} words ({section.percent}%),{' '}
              {section.paragraphs === 1 ? '1 paragraph' : `${section.paragraphs} paragraphs`}
            </p>
            <ul className={ui.list}>
              {section.prompts.map((prompt) => (
                <li key={prompt}>{prompt}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
