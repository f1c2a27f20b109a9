import { VisuallyHidden } from '@shared/ui';
import { formatNumber } from '@shared/domain/format';
import { segmentText } from '../../../lib/text-segments';
import ui from '../../../lib/ui/ui.module.css';
import { formatPercent, type ComparisonResult, type SourceResult } from '../model';
import { SHINGLE_SIZE, type SharedPassage } from '../similarity';
import styles from './plagiarism-checker.module.css';

/** Long reports list this many passages per source; the highlights in the text still show them all. */
const MAX_PASSAGES = 20;
const count = (n: number, word: string) => `${formatNumber(n)} ${word}${n === 1 ? '' : 's'}`;

/** The overall share, the visitor's text with the shared wording marked, and each source's overlap. */
export function SimilarityResults({
  text,
  sources,
  result,
}: {
  text: string;
  sources: readonly string[];
  result: ComparisonResult;
}) {
  const { report } = result;
  return (
    <div className={styles.report}>
      <dl className={ui.statGrid}>
        <div className={ui.stat}>
          <dt>Overlapping wording</dt>
          <dd>{formatPercent(report.overallPercent)}</dd>
        </div>
        <div className={ui.stat}>
          <dt>Shared words</dt>
          <dd>
            {formatNumber(result.sharedWords)} of {formatNumber(report.totalWords)}
          </dd>
        </div>
        <div className={ui.stat}>
          <dt>Sources compared</dt>
          <dd>{result.compared}</dd>
        </div>
      </dl>
      <p className={ui.note}>
        Wording counts as shared when {SHINGLE_SIZE} or more words in a row match a source, ignoring capitals and
        punctuation. Only the sources you pasted were compared: this checker does not search the internet, so it cannot
        find text copied from anywhere else. Quotations you cite properly are counted too.
      </p>

      <div className={ui.twoColumns}>
        <div>
          <h3 className={ui.subTitle}>Your text</h3>
          <HighlightedPassages text={text} ranges={report.highlights} />
        </div>
        <div>
          <h3 className={ui.subTitle}>Overlap with each source</h3>
          <ul className={styles.sourceList}>
            {result.sources.map((source) => (
              <SourceReport key={source.number} text={text} source={source} sourceText={sources[source.number - 1]} />
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

function HighlightedPassages({ text, ranges }: { text: string; ranges: ComparisonResult['report']['highlights'] }) {
  if (ranges.length === 0) return <p className={ui.textView}>{text}</p>;
  return (
    <p className={ui.textView}>
      {segmentText(text, ranges).map((segment) =>
        segment.range ? (
          <mark key={segment.start} className={ui.mark}>
            <VisuallyHidden>Shared passage: </VisuallyHidden>
            {segment.text}
          </mark>
        ) : (
          <span key={segment.start}>{segment.text}</span>
        ),
      )}
    </p>
  );
}

function SourceReport({
  text,
  source,
  sourceText,
}: {
  text: string;
  source: SourceResult;
  sourceText: string | undefined;
}) {
  const name = `Source ${source.number}`;
  const { match } = source;
  if (!match) {
    return (
      <li className={styles.sourceItem}>
        <h4 className={styles.sourceName}>{name}</h4>
        <p className={ui.note}>Empty, so it was not compared.</p>
      </li>
    );
  }
  const shown = match.passages.slice(0, MAX_PASSAGES);
  return (
    <li className={styles.sourceItem}>
      <h4 className={styles.sourceName}>
        {name}: <span className={styles.percent}>{formatPercent(match.percent)}</span>
      </h4>
      {match.passages.length === 0 ? (
        <p className={ui.note}>No shared wording with this source.</p>
      ) : (
        <>
          <p className={ui.note}>
            {count(match.sharedWords, 'word')} of your text in {count(match.passages.length, 'shared passage')}:
          </p>
          <ol className={styles.passages} aria-label={`Passages shared with ${name}`}>
            {shown.map((passage) => (
              <PassageItem key={passage.start} text={text} passage={passage} sourceText={sourceText} />
            ))}
          </ol>
          {match.passages.length > shown.length ? (
            <p className={ui.note}>
              And {count(match.passages.length - shown.length, 'more passage')}, highlighted in your text.
            </p>
          ) : null}
        </>
      )}
    </li>
  );
}

function PassageItem({
  text,
  passage,
  sourceText,
}: {
  text: string;
  passage: SharedPassage;
  sourceText: string | undefined;
}) {
  const yours = text.slice(passage.start, passage.end);
  const theirs = sourceText?.slice(passage.sourceStart, passage.sourceEnd);
  return (
    <li>
      <q>{yours}</q> <span className={ui.note}>({count(passage.wordCount, 'word')})</span>
      {/* The source may word it with other capitals or punctuation: show its own wording when it differs. */}
      {theirs && theirs !== yours ? (
        <span className={styles.sourceWording}>
          In the source: <q>{theirs}</q>
        </span>
      ) : null}
    </li>
  );
}
