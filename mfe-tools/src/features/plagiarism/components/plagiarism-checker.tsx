import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFormKey, usePostedForm, type PostedForm } from '@shared/platform/core';
import { NativeFormFields, useTypedBeforeHydration } from '@shared/ui/forms';
import { Button, FormMessage, TextAreaField } from '@shared/ui';
import ui from '../../../lib/ui/ui.module.css';
import {
  compareWithSources,
  formatPercent,
  MAX_SOURCES,
  PLAGIARISM_INTENT,
  validateComparison,
  type ComparisonErrors,
  type ComparisonResult,
} from '../model';
import styles from './plagiarism-checker.module.css';
import { SimilarityResults } from './similarity-results';

interface SourceField {
  id: number;
  text: string;
}

interface Checked {
  text: string;
  sources: string[];
  result: ComparisonResult;
}

/**
 * Runs in the browser: the texts never leave the page, and the check is instant. Posted before or
 * without JavaScript, the server's render runs the same comparison and keeps nothing.
 */
export function PlagiarismChecker() {
  const idPrefix = useId().replace(/:/g, '');
  const posted = usePostedForm(PLAGIARISM_INTENT);
  const formKey = useFormKey();
  // Texts posted natively (before or without JavaScript) arrive compared: the server rendered
  // this page with them, and ran the same comparison while rendering.
  const [answered] = useState(() => postedComparison(posted));
  const [text, setText] = useState(answered.text);
  const [sources, setSources] = useState<SourceField[]>(answered.sources);
  const [errors, setErrors] = useState<ComparisonErrors>(answered.errors);
  const [checked, setChecked] = useState<Checked | null>(answered.checked);
  const nextId = useRef(answered.sources.length + 1);
  const fields = useRef(new Map<number, HTMLDivElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Where focus goes once the list of sources has re-rendered: a source's box, or the Add button.
  const focusTarget = useRef<number | 'add' | null>(null);
  useTypedBeforeHydration(form, asFormValues(text, sources), (patch) => {
    if (patch.text !== undefined) setText(patch.text);
    setSources((list) => list.map((source, i) => ({ ...source, text: patch[`source-${i + 1}`] ?? source.text })));
  });

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'add') addButton.current?.focus();
    else if (target !== null) fields.current.get(target)?.querySelector('textarea')?.focus();
  }, [sources.length]);

  const updateSource = (id: number, value: string) => {
    setSources((list) => list.map((s) => (s.id === id ? { ...s, text: value } : s)));
    if (errors.sources) setErrors((e) => ({ ...e, sources: undefined }));
  };

  const addSource = () => {
    const id = nextId.current++;
    setSources((list) => [...list, { id, text: '' }]);
    focusTarget.current = id;
  };

  const removeSource = (id: number) => {
    const at = sources.findIndex((s) => s.id === id);
    const rest = sources.filter((s) => s.id !== id);
    setSources(rest);
    focusTarget.current = rest[at]?.id ?? rest[at - 1]?.id ?? 'add';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sourceTexts = sources.map((s) => s.text);
    const invalid = validateComparison(text, sourceTexts);
    if (invalid) {
      setErrors(invalid);
      setChecked(null);
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setChecked({ text, sources: sourceTexts, result: compareWithSources(text, sourceTexts) });
    requestAnimationFrame(() => resultsHeading.current?.focus());
  };

  const stale =
    checked !== null &&
    (checked.text !== text ||
      checked.sources.length !== sources.length ||
      checked.sources.some((source, i) => source !== sources[i]?.text));

  const summary = checked
    ? checked.result.report.overallPercent === 0
      ? `No shared wording found: 0% of your text matches the ${sourceCount(checked.result.compared)}.`
      : `${formatPercent(checked.result.report.overallPercent)} of your text's wording also appears in the ${sourceCount(checked.result.compared)}.`
    : '';

  return (
    <>
      <form ref={form} method="post" className={`${ui.panel} ${styles.form}`} onSubmit={submit} noValidate>
        <NativeFormFields intent={PLAGIARISM_INTENT} formKey={formKey} />
        <div className={ui.twoColumns}>
          <TextAreaField
            label="Your text"
            name="text"
            value={text}
            onChange={(value) => {
              setText(value);
              if (errors.text) setErrors((e) => ({ ...e, text: undefined }));
            }}
            rows={14}
            error={errors.text}
            hint="The essay or passage you want to check."
          />
          <fieldset className={styles.sources}>
            <legend className={styles.legend}>Sources to compare with</legend>
            <p className={ui.note}>
              Paste the text of each source you used: an article, a web page, a classmate's essay.
            </p>
            {sources.map((source, index) => {
              const label = `Source ${index + 1}`;
              return (
                <div
                  key={source.id}
                  className={styles.source}
                  ref={(element) => {
                    if (element) fields.current.set(source.id, element);
                    else fields.current.delete(source.id);
                  }}
                >
                  <TextAreaField
                    label={label}
                    name={`source-${index + 1}`}
                    value={source.text}
                    onChange={(value) => updateSource(source.id, value)}
                    rows={5}
                    error={index === 0 ? errors.sources : undefined}
                  />
                  {sources.length > 1 ? (
                    <Button
                      variant="quiet"
                      size="small"

                      onClick={() => removeSource(source.id)}
                    >
                      Remove {label}
                    </Button>
                  ) : null}
                </div>
              );
            })}
            {sources.length < MAX_SOURCES ? (
              <div>
                <Button ref={addButton} variant="secondary" onClick={addSource}>
                  Add source
                </Button>
              </div>
            ) : (
              <p className={ui.note}>{MAX_SOURCES} sources is the most one check takes. Check again with the others.</p>
            )}
          </fieldset>
        </div>
        <div className={styles.submitRow}>
          <Button type="submit">Check similarity</Button>
          <p className={ui.note}>
            Compares your text only with the sources above, in your browser. It does not search the internet.
          </p>
        </div>
      </form>

      <FormMessage
        className={styles.message}
        message={
          checked ? { tone: checked.result.report.overallPercent === 0 ? 'success' : 'info', text: summary } : null
        }
      />

      {checked ? (
        <section aria-labelledby={`${idPrefix}-results`} className={styles.results}>
          <h2 id={`${idPrefix}-results`} ref={resultsHeading} tabIndex={-1} className={ui.sectionTitle}>
            Results
          </h2>
          {stale ? (
            <p className={styles.stale}>
              You have changed the texts since this check. Select Check similarity again to update the results.
            </p>
          ) : null}
          <SimilarityResults text={checked.text} sources={checked.sources} result={checked.result} />
        </section>
      ) : null}
    </>
  );
}

const sourceCount = (n: number) => (n === 1 ? 'source' : `${n} sources`);

/** The fields as a form names them: `text`, `source-1`, `source-2`… */
function asFormValues(text: string, sources: readonly SourceField[]): Record<string, string> {
  return Object.fromEntries([['text', text], ...sources.map((source, i) => [`source-${i + 1}`, source.text])]);
}

/** The checker's first state: empty, or the texts of a native post, compared. */
function postedComparison(posted: PostedForm | null): {
  text: string;
  sources: SourceField[];
  errors: ComparisonErrors;
  checked: Checked | null;
} {
  const text = posted?.values.text ?? '';
  const sourceTexts: string[] = [];
  for (let n = 1; n <= MAX_SOURCES && posted?.values[`source-${n}`] !== undefined; n++) {
    sourceTexts.push(posted.values[`source-${n}`] ?? '');
  }
  const sources = (sourceTexts.length > 0 ? sourceTexts : ['']).map((source, i) => ({ id: i + 1, text: source }));
  if (!posted) return { text, sources, errors: {}, checked: null };
  const invalid = validateComparison(text, sourceTexts);
  if (invalid) return { text, sources, errors: invalid, checked: null };
  return {
    text,
    sources,
    errors: {},
    checked: { text, sources: sourceTexts, result: compareWithSources(text, sourceTexts) },
  };
}
