import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFormKey, usePostedForm, type PostedForm } from '@shared/platform/core';
import { GRAMMAR_MAX_CHARS, GrammarResponseSchema } from '@shared/contracts';
import { NativeFormFields, useTypedBeforeHydration } from '@shared/ui/forms';
import { Button, FormMessage, TextAreaField } from '@shared/ui';
import { formatNumber } from '@shared/domain/format';
import { VARIANT_LABELS } from '../../../lib/english-variant/english-variant';
import { useEnglishVariant } from '../../../lib/english-variant/use-english-variant';
import { VariantPicker } from '../../../lib/english-variant/variant-picker';
import { CharacterCount } from '../../../lib/ui/character-count';
import { CopyButton } from '../../../lib/ui/copy-button';
import ui from '../../../lib/ui/ui.module.css';
import { failure, tooLongMessage } from '../api';
import { useGrammarPreferences } from '../hooks/use-grammar-preferences';
import { useGrammarRequest } from '../hooks/use-grammar-request';
import {
  applyAll,
  applySuggestion,
  GRAMMAR_ERROR_MESSAGE,
  GRAMMAR_INTENT,
  hasFix,
  ignoredFrom,
  issueAfter,
  issueText,
  NO_ISSUES_MESSAGE,
  toIssues,
  withoutIgnored,
  type IgnoredIssue,
  type Issue,
} from '../model';
import {
  isSilenced,
  isSpellingMatch,
  withIgnoredRule,
  withoutIgnoredRule,
  withoutWord,
  withWord,
} from '../preferences';
import styles from './grammar-checker.module.css';
import { HighlightedText, issueElementId } from './highlighted-text';
import { IssueList } from './issue-list';
import { PreferencesPanel } from './preferences-panel';

/** idle → checking → results → corrected; "Edit text" goes back to idle with the text kept. */
type Phase = 'idle' | 'checking' | 'results' | 'corrected';

/** "Apply all" applies, re-checks and applies the follow-on fixes at most this many times. */
const APPLY_ROUNDS = 3;

export function GrammarChecker() {
  const idPrefix = useId().replace(/:/g, '');
  const posted = usePostedForm(GRAMMAR_INTENT);
  const formKey = useFormKey();
  const { check, pending } = useGrammarRequest();
  const [variant, setVariant] = useEnglishVariant(posted?.values.language);
  const { preferences, update } = useGrammarPreferences();
  // A check posted natively (before or without JavaScript) arrives answered by the server.
  const [answered] = useState(() => postedCheck(posted));
  const [phase, setPhase] = useState<Phase>(answered.phase);
  const [text, setText] = useState(answered.text);
  const [issues, setIssues] = useState<Issue[]>(answered.issues);
  const [error, setError] = useState<{ message: string; field: boolean } | null>(answered.error);
  const [ignored, setIgnored] = useState<IgnoredIssue[]>([]);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, { text }, (patch) => setText(patch.text ?? ''));
  /** Bumped when the writer goes back to editing: a re-check answered after that is stale. */
  const session = useRef(0);

  const options = () => ({ language: variant, disabledRules: preferences.ignoredRules.map((rule) => rule.id) });
  const shown = (current: string, found: Issue[], hidden: readonly IgnoredIssue[] = ignored) =>
    withoutIgnored(
      current,
      found.filter((issue) => !isSilenced(issue.match, issueText(current, issue), preferences)),
      hidden,
    );

  /**
   * Checks the text again after fixes were applied, so that what the page shows is what the
   * checker finds in the text as it now stands (a fix can call for another: "My friend and I
   * has" → "have"). Undefined when the check failed (its message is shown) or is stale.
   */
  const recheck = async (current: string): Promise<Issue[] | undefined> => {
    const started = session.current;
    const outcome = await check(current, options());
    if (!outcome || session.current !== started) return undefined;
    if (!outcome.ok) {
      setError({ message: outcome.error.message, field: false });
      return undefined;
    }
    setError(null);
    return shown(current, toIssues(current, outcome.matches));
  };

  /**
   * Where focus goes once the list on screen is the one just set: an issue, or the results
   * heading (null). Done after the render that shows it, since a re-check replaces every item.
   */
  const focusNext = useRef<Issue | null | undefined>(undefined);
  const focusIssue = (target: Issue | undefined) => {
    focusNext.current = target ?? null;
  };
  useEffect(() => {
    const target = focusNext.current;
    if (target === undefined) return;
    focusNext.current = undefined;
    requestAnimationFrame(() =>
      (target ? document.getElementById(issueElementId(idPrefix, target)) : resultsHeading.current)?.focus(),
    );
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || text.trim() === '') return; // Blank text does nothing.
    if (text.length > GRAMMAR_MAX_CHARS) {
      setError({ message: tooLongMessage(text.length), field: true });
      return;
    }
    setError(null);
    setIgnored([]);
    setPhase('checking');
    const outcome = await check(text, options());
    if (!outcome) return;
    if (!outcome.ok) {
      setError({ message: outcome.error.message, field: outcome.error.reason === 'too-large' });
      setPhase('idle');
      return;
    }
    setIssues(shown(text, toIssues(text, outcome.matches), []));
    setPhase('results');
    requestAnimationFrame(() => resultsHeading.current?.focus());
  };

  /**
   * Shows what is left after an issue was dismissed. The issue leaves the list, and focus with
   * it: it moves on to the next issue, or to the results heading once none is left.
   */
  const settle = (left: Issue[], gone: Issue) => {
    setIssues(left);
    const at = issues.findIndex((i) => i.id === gone.id);
    const following = left.find((i) => issues.findIndex((j) => j.id === i.id) > at) ?? left[left.length - 1];
    if (left.length === 0 && phase === 'results') setPhase('corrected');
    focusIssue(following);
  };

  /**
   * Applies one suggestion at once, then checks the text again: the list shows what is left,
   * follow-on fixes included, and the text is called corrected only when that check finds nothing.
   */
  const apply = async (issue: Issue, replacement: string) => {
    if (pending) return;
    const next = applySuggestion(text, issues, issue.id, replacement);
    setText(next.text);
    setIssues(next.issues);
    focusIssue(issueAfter(next.issues, issue.start));
    const fresh = await recheck(next.text);
    if (!fresh) return;
    setIssues(fresh);
    if (fresh.length === 0) setPhase('corrected');
    focusIssue(issueAfter(fresh, issue.start));
  };

  const ignore = (issue: Issue) => {
    setIgnored((current) => [...current, ignoredFrom(text, issue)]);
    settle(
      issues.filter((i) => i.id !== issue.id),
      issue,
    );
  };

  const ignoreRule = (issue: Issue) => {
    const rule = issue.match.rule;
    if (!rule) return;
    update((current) => withIgnoredRule(current, rule));
    settle(
      issues.filter((i) => i.match.rule?.id !== rule.id),
      issue,
    );
  };

  const addWord = (issue: Issue) => {
    const word = issueText(text, issue).trim();
    const same = (i: Issue) =>
      isSpellingMatch(i.match) && issueText(text, i).trim().toLowerCase() === word.toLowerCase();
    update((current) => withWord(current, word));
    settle(
      issues.filter((i) => !same(i)),
      issue,
    );
  };

  /**
   * Applies every first suggestion, checks the text again and applies what that check offers
   * (fixes that follow from others), a few rounds at most; then shows what the last check found.
   */
  const applyEverything = async () => {
    if (pending) return;
    const started = session.current;
    let current = text;
    let left = issues;
    for (let round = 0; round < APPLY_ROUNDS && left.some(hasFix); round++) {
      const applied = applyAll(current, left);
      current = applied.text;
      setText(current);
      setIssues(applied.issues);
      const fresh = await recheck(current);
      // "Edit text" pressed while the text was checked again: the writer is editing; stay so.
      if (session.current !== started) return;
      if (!fresh) {
        left = applied.issues;
        break;
      }
      left = fresh;
    }
    setIssues(left);
    setPhase('corrected');
    focusIssue(undefined);
  };

  const edit = () => {
    session.current += 1;
    setPhase('idle');
    setIssues([]);
  };

  const fixable = issues.filter(hasFix).length;
  const editing = phase === 'idle' || phase === 'checking';
  const left = `${issues.length} issue${issues.length === 1 ? '' : 's'}`;
  const statusText =
    phase === 'checking'
      ? 'Checking your text…'
      : pending
        ? 'Checking the corrected text…'
        : phase === 'results' && issues.length === 0
          ? NO_ISSUES_MESSAGE
          : phase === 'results'
            ? `${left} found.`
            : phase === 'corrected' && issues.length > 0
              ? `Suggestions applied. ${left} still to review.`
              : phase === 'corrected'
                ? 'Suggestions applied. Your corrected text is ready to copy.'
                : '';

  return (
    <>
      {editing ? (
        <form
          ref={formRef}
          method="post"
          className={`${ui.panel} ${styles.editor}`}
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-busy={pending}
        >
          <NativeFormFields intent={GRAMMAR_INTENT} formKey={formKey} />
          <TextAreaField
            label="Your text"
            name="text"
            value={text}
            onChange={(value) => {
              setText(value);
              if (error?.field) setError(null);
            }}
            rows={12}
            error={error?.field ? error.message : undefined}
            hint={`Paste or type up to ${formatNumber(GRAMMAR_MAX_CHARS)} characters of ${VARIANT_LABELS[variant]}.`}
            readOnly={pending}
            spellCheck={false}
          />
          <CharacterCount count={text.length} max={GRAMMAR_MAX_CHARS} />
          <VariantPicker
            value={variant}
            onChange={setVariant}
            hint="Spelling and suggestions follow this variant: “colour” and “organise” are right in UK English."
          />
          <div className={ui.actions}>
            <Button type="submit" aria-disabled={pending || undefined}>
              {pending ? 'Checking…' : 'Check grammar'}
            </Button>
          </div>
        </form>
      ) : null}

      {/* One message area for every phase, always in the page so that each new message is announced. */}
      <FormMessage
        className={styles.message}
        message={
          error && !error.field
            ? { tone: 'error', text: error.message }
            : statusText
              ? { tone: phase === 'results' && issues.length === 0 ? 'success' : 'info', text: statusText }
              : null
        }
      />

      {phase === 'results' || phase === 'corrected' ? (
        <section aria-labelledby={`${idPrefix}-results`} aria-busy={pending}>
          <div className={styles.toolbar}>
            <h2 id={`${idPrefix}-results`} ref={resultsHeading} tabIndex={-1} className={ui.sectionTitle}>
              {phase === 'corrected' ? 'Corrected text' : 'Results'}
            </h2>
            <div className={ui.actions}>
              {phase === 'results' && fixable > 0 ? (
                <Button onClick={() => void applyEverything()} aria-disabled={pending || undefined}>
                  Apply all ({fixable})
                </Button>
              ) : null}
              <CopyButton text={text} label={phase === 'corrected' ? 'Copy corrected text' : 'Copy text'} />
              <Button variant="secondary" onClick={edit}>
                Edit text
              </Button>
            </div>
          </div>
          <div className={styles.layout}>
            <HighlightedText text={text} issues={issues} idPrefix={idPrefix} />
            {issues.length > 0 ? (
              <div>
                <h3 className={ui.subTitle}>
                  {phase === 'corrected' && fixable === 0
                    ? 'Still to review (no automatic fix)'
                    : phase === 'corrected'
                      ? 'Still to review'
                      : 'Issues'}
                </h3>
                <IssueList
                  text={text}
                  issues={issues}
                  idPrefix={idPrefix}
                  onApply={(issue, replacement) => void apply(issue, replacement)}
                  onIgnore={ignore}
                  onIgnoreRule={ignoreRule}
                  onAddWord={addWord}
                />
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      <PreferencesPanel
        preferences={preferences}
        onRestoreRule={(id) => update((current) => withoutIgnoredRule(current, id))}
        onRemoveWord={(word) => update((current) => withoutWord(current, word))}
      />
    </>
  );
}

/** The checker's first state: empty, or the server's answer to a check posted natively. */
function postedCheck(posted: PostedForm | null): {
  phase: Phase;
  text: string;
  issues: Issue[];
  error: { message: string; field: boolean } | null;
} {
  const text = posted?.values.text ?? '';
  const idle = { phase: 'idle' as const, text, issues: [], error: null };
  if (!posted || posted.status === 'invalid') return idle;
  if (posted.status === 'unreachable') return { ...idle, error: { message: GRAMMAR_ERROR_MESSAGE, field: false } };
  if (posted.status === 'failed') {
    const refused = failure(posted.apiStatus ?? 500);
    return { ...idle, error: { message: refused.message, field: refused.reason === 'too-large' } };
  }
  const answer = GrammarResponseSchema.safeParse(posted.result);
  if (!answer.success) return { ...idle, error: { message: GRAMMAR_ERROR_MESSAGE, field: false } };
  return { phase: 'results', text, issues: toIssues(text, answer.data.matches), error: null };
}
