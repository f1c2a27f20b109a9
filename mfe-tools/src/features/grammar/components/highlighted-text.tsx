import { segmentText } from '../../../lib/text-segments';
import ui from '../../../lib/ui/ui.module.css';
import type { Issue } from '../model';
import styles from './grammar-checker.module.css';

export const issueElementId = (prefix: string, issue: Issue) => `${prefix}-issue-${issue.id}`;
export const isSpelling = (issue: Issue) => issue.match.rule?.issueType === 'misspelling';

/** The checked text with each issue marked; a mark moves focus to its issue in the list. */
export function HighlightedText({ text, issues, idPrefix }: { text: string; issues: Issue[]; idPrefix: string }) {
  return (
    <p className={ui.textView}>
      {segmentText(text, issues).map((segment) =>
        segment.range ? (
          <mark key={segment.start} className={isSpelling(segment.range) ? ui.markSpelling : ui.mark}>
            <button
              type="button"
              className={styles.markButton}
              aria-label={`${segment.text}: ${segment.range.match.shortMessage || segment.range.match.message}`}
              onClick={() => document.getElementById(issueElementId(idPrefix, segment.range!))?.focus()}
            >
              {segment.text}
            </button>
          </mark>
        ) : (
          <span key={segment.start}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
