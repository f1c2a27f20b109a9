import { useId } from 'react';
import { ScrollArea } from '@shared/ui';
import type { Block, TextBlock } from '../model';
import { Acknowledgement } from './acknowledgement';
import styles from './article-blocks.module.css';
import { GetHelp } from './get-help';
import { RichTextView } from './rich-text';

const CALLOUT_LABEL = { tip: 'Tip', note: 'Note', warning: 'Watch out', example: 'Example' } as const;

export function ArticleBlocks({ blocks, title }: { blocks: readonly Block[]; title: string }) {
  return blocks.map((block, index) => <ArticleBlock key={index} block={block} title={title} />);
}

function ArticleBlock({ block, title }: { block: Block; title: string }) {
  switch (block.kind) {
    case 'paragraph':
    case 'list':
      return <TextBlockView block={block} />;
    case 'subheading':
      return <h3 className={styles.subheading}>{block.text}</h3>;
    case 'table':
      return <TableView block={block} />;
    case 'callout':
      return (
        <div className={`${styles.callout} ${styles[block.tone] ?? ''}`} role="note">
          <p className={styles.calloutTitle}>
            <span className={styles.calloutLabel}>{CALLOUT_LABEL[block.tone]}</span> {block.title}
          </p>
          {block.blocks.map((inner, index) => (
            <TextBlockView key={index} block={inner} />
          ))}
        </div>
      );
    case 'compare':
      return (
        <figure className={styles.compare}>
          <figcaption className={styles.compareTitle}>{block.title}</figcaption>
          <div className={styles.compareRow}>
            <p className={`${styles.compareText} ${styles.before}`}>
              <span className={styles.compareLabel}>Before</span>
              <RichTextView text={block.before} />
            </p>
            <p className={`${styles.compareText} ${styles.after}`}>
              <span className={styles.compareLabel}>After</span>
              <RichTextView text={block.after} />
            </p>
          </div>
          <p className={styles.compareWhy}>
            <strong>Why it works: </strong>
            <RichTextView text={block.why} />
          </p>
        </figure>
      );
    case 'keypoints':
      return (
        <ul className={styles.keypoints}>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichTextView text={item} />
            </li>
          ))}
        </ul>
      );
    case 'faq':
      return (
        <div className={styles.faq}>
          {block.items.map((item) => (
            <div key={item.question} className={styles.faqItem}>
              <h3 className={styles.faqQuestion}>{item.question}</h3>
              {item.answer.map((answer, index) => (
                <p key={index}>
                  <RichTextView text={answer} />
                </p>
              ))}
            </div>
          ))}
        </div>
      );
    case 'get-help':
      return <GetHelp title={title} />;
    case 'acknowledgement':
      return <Acknowledgement />;
  }
}

function TextBlockView({ block }: { block: TextBlock }) {
  if (block.kind === 'paragraph') {
    return (
      <p>
        <RichTextView text={block.text} />
      </p>
    );
  }
  const items = block.items.map((item, index) => (
    <li key={index}>
      <RichTextView text={item} />
    </li>
  ));
  if (block.style === 'number') return <ol className={styles.list}>{items}</ol>;
  return <ul className={block.style === 'check' ? styles.checklist : styles.list}>{items}</ul>;
}

function TableView({ block }: { block: Extract<Block, { kind: 'table' }> }) {
  const captionId = useId();
  return (
    // A wide table scrolls sideways on a narrow screen, and shows that it does (a shadow, a hint).
    <ScrollArea labelledBy={captionId} className={styles.tableBlock} frameClassName={styles.tableScroll}>
      <table className={styles.table}>
        <caption id={captionId}>{block.caption}</caption>
        <thead>
          <tr>
            {block.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    <RichTextView text={cell} />
                  </th>
                ) : (
                  <td key={cellIndex}>
                    <RichTextView text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
