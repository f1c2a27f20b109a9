import { groupIssues, issueText, type Issue } from '../model';
import { isSpellingMatch } from '../preferences';
import styles from './grammar-checker.module.css';
import { isSpelling, issueElementId } from './highlighted-text';

/** How a replacement reads on a button: visible even when it is a space or nothing at all. */
function describeReplacement(value: string): { label: string; whitespace: boolean } {
  if (value === '') return { label: 'remove it', whitespace: true };
  if (value.trim() === '') return { label: value === ' ' ? 'one space' : 'a space', whitespace: true };
  return { label: value, whitespace: false };
}

const MAX_SUGGESTIONS = 5;

export interface IssueActions {
  onApply?: (issue: Issue, replacement: string) => void;
  /** Hides this one issue. */
  onIgnore?: (issue: Issue) => void;
  /** Hides every issue of this rule, now and in later checks. */
  onIgnoreRule?: (issue: Issue) => void;
  /** Accepts the word from now on (spelling issues only). */
  onAddWord?: (issue: Issue) => void;
}

/**
 * The issues found, grouped by kind, each with its message, the suggestions that fix it in one
 * click, and (where the page offers them) buttons to ignore it or add its word to the dictionary.
 */
export function IssueList({
  text,
  issues,
  idPrefix,
  ...actions
}: {
  text: string;
  issues: Issue[];
  idPrefix: string;
} & IssueActions) {
  const groups = groupIssues(issues);
  return (
    <div className={styles.groups}>
      {groups.map((group, index) => {
        const headingId = `${idPrefix}-group-${index}`;
        return (
          <section key={group.name} aria-labelledby={headingId}>
            <h4 id={headingId} className={styles.groupTitle}>
              {group.name} <span className={styles.count}>({group.issues.length})</span>
            </h4>
            <ol className={styles.issues}>
              {group.issues.map((issue) => (
                <IssueItem key={issue.id} text={text} issue={issue} idPrefix={idPrefix} {...actions} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

function IssueItem({
  text,
  issue,
  idPrefix,
  onApply,
  onIgnore,
  onIgnoreRule,
  onAddWord,
}: { text: string; issue: Issue; idPrefix: string } & IssueActions) {
  const found = issueText(text, issue);
  const shown = found.trim() === '' ? '(space)' : found;
  const rule = issue.match.rule;
  return (
    <li
      id={issueElementId(idPrefix, issue)}
      tabIndex={-1}
      className={`${styles.issue} ${isSpelling(issue) ? styles.issueSpelling : ''}`}
    >
      <div className={styles.issueHead}>
        <p className={styles.issueMessage}>{issue.match.message}</p>
        {rule ? <span className={styles.category}>{issue.match.shortMessage || rule.category.name}</span> : null}
      </div>
      <p className={styles.excerpt}>
        Found: <q>{shown}</q>
      </p>
      {onApply && issue.match.replacements.length > 0 ? (
        <ul className={styles.suggestions} aria-label="Suggestions">
          {issue.match.replacements.slice(0, MAX_SUGGESTIONS).map(({ value }) => {
            const { label, whitespace } = describeReplacement(value);
            return (
              <li key={value}>
                <button
                  type="button"
                  className={styles.suggestion}
                  aria-label={`Replace “${found}” with ${whitespace ? label : `“${label}”`}`}
                  onClick={() => onApply(issue, value)}
                >
                  <span className={whitespace ? styles.whitespace : undefined}>{label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {onIgnore || onIgnoreRule || onAddWord ? (
        <div className={styles.issueActions}>
          {onIgnore ? (
            <button
              type="button"
              className={styles.quiet}
              aria-label={`Ignore “${shown}”`}
              onClick={() => onIgnore(issue)}
            >
              Ignore
            </button>
          ) : null}
          {onIgnoreRule && rule ? (
            <button
              type="button"
              className={styles.quiet}
              aria-label={`Ignore rule: “${rule.description}”`}
              onClick={() => onIgnoreRule(issue)}
            >
              Ignore rule
            </button>
          ) : null}
          {onAddWord && isSpellingMatch(issue.match) && /\p{L}/u.test(found) ? (
            <button
              type="button"
              className={styles.quiet}
              aria-label={`Add to dictionary: “${found}”`}
              onClick={() => onAddWord(issue)}
            >
              Add to dictionary
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
