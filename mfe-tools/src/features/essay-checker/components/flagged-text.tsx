import { segmentText, type TextRange } from '../../../lib/text-segments';
import ui from '../../../lib/ui/ui.module.css';
import type { EssayReport, Flag } from '../model';
import styles from './essay-checker.module.css';

/**
 * The checked text with long sentences shaded and, inside them or not, passive verbs and repeated
 * words marked. Two layers, so a passive verb inside a long sentence keeps both marks.
 */
export function FlaggedText({ text, report }: { text: string; report: EssayReport }) {
  return (
    <p className={ui.textView}>
      {segmentText(text, report.sentenceHighlights).map((sentence) => {
        const inner = <WordMarks text={sentence.text} offset={sentence.start} flags={report.wordHighlights} />;
        return sentence.range ? (
          <span key={sentence.start} className={styles.long}>
            {inner}
          </span>
        ) : (
          <span key={sentence.start}>{inner}</span>
        );
      })}
    </p>
  );
}

function WordMarks({ text, offset, flags }: { text: string; offset: number; flags: readonly Flag[] }) {
  const local: Array<TextRange & { kind: Flag['kind'] }> = flags
    .filter((flag) => flag.end > offset && flag.start < offset + text.length)
    .map((flag) => ({ start: flag.start - offset, end: flag.end - offset, kind: flag.kind }));
  return (
    <>
      {segmentText(text, local).map((piece) =>
        piece.range ? (
          <mark key={piece.start} className={piece.range.kind === 'passive' ? styles.passive : styles.repeated}>
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
