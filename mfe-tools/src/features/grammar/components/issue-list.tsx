import { issueText, type Issue } from '../model';
import styles from './grammar-checker.module.css';
import { isSpelling, issueElementId } from './highlighted-text';

/** How a replacement reads on a button: visible even when it is a space or nothing at all. */
function describeReplacement(value: string): { label: string; whitespace: boolean } {
  if (value === '') return { label: 'remove it', whitespace: true };
  if (value.trim() === '') return { label: value === ' ' ? 'one space' : 'a space', whitespace: true };
  return { label: value, whitespace: false };
}

const MAX_SUGGESTIONS = 5;

/** The issues found, each with its message and the suggestions that fix it in one click. */
export function IssueList({
  text,
  issues,
  idPrefix,
  onApply,
}: {
  text: string;
  issues: Issue[];
  idPrefix: string;
  onApply?: (issue: Issue, replacement: string) => void;
}) {
  return (
    <ol className={styles.issues}>
      {issues.map((issue) => {
        const found = issueText(text, issue);
        return (
          <li
            key={issue.id}
            id={issueElementId(idPrefix, issue)}
            tabIndex={-1}
            className={`${styles.issue} ${isSpelling(issue) ? styles.issueSpelling : ''}`}
          >
            <div className={styles.issueHead}>
              <p className={styles.issueMessage}>{issue.match.message}</p>
              {issue.match.rule ? <span className={styles.category}>{issue.match.rule.category.name}</span> : null}
            </div>
            <p className={styles.excerpt}>
              Found: <q>{found.trim() === '' ? '(space)' : found}</q>
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
          </li>
        );
      })}
    </ol>
  );
}
