import { useState } from 'react';
import type { ParaphraseSegment } from '@shared/contracts';
import ui from '../../../lib/ui/ui.module.css';
import { isChanged } from '../model';
import styles from './paraphraser.module.css';
import { WordChoice } from './word-choice';

/** The paraphrased text, each changed word a button that offers the other words that fit. */
export function ParaphraseOutput({
  segments,
  labelledBy,
  onChoose,
}: {
  segments: readonly ParaphraseSegment[];
  labelledBy: string;
  onChoose: (index: number, value: string) => void;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <div className={`${ui.textView} ${styles.output}`} role="group" aria-labelledby={labelledBy}>
      {segments.map((segment, index) =>
        isChanged(segment) ? (
          <WordChoice
            key={index}
            segment={segment}
            open={openIndex === index}
            onOpen={() => setOpenIndex(index)}
            onClose={() => setOpenIndex((current) => (current === index ? null : current))}
            onChoose={(value) => onChoose(index, value)}
          />
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </div>
  );
}
