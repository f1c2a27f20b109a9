/** Small constructors that keep the article modules readable; each returns a plain content block. */
import type { Block, FaqItem, Inline, RichText, TextBlock } from './article-types';

export const strong = (text: string): Inline => ({ kind: 'strong', text });
export const em = (text: string): Inline => ({ kind: 'em', text });
export const code = (text: string): Inline => ({ kind: 'code', text });
export const link = (text: string, href: string): Inline => ({ kind: 'link', text, href });

export const p = (...text: Inline[]): TextBlock => ({
  kind: 'paragraph',
  text: text.length === 1 && typeof text[0] === 'string' ? text[0] : text,
});
export const bullets = (...items: RichText[]): TextBlock => ({ kind: 'list', style: 'bullet', items });
export const steps = (...items: RichText[]): TextBlock => ({ kind: 'list', style: 'number', items });
export const checklist = (...items: RichText[]): TextBlock => ({ kind: 'list', style: 'check', items });
export const h3 = (text: string): Block => ({ kind: 'subheading', text });

export const table = (caption: string, columns: string[], rows: RichText[][]): Block => ({
  kind: 'table',
  caption,
  columns,
  rows,
});
export const tip = (title: string, ...blocks: TextBlock[]): Block => ({ kind: 'callout', tone: 'tip', title, blocks });
export const note = (title: string, ...blocks: TextBlock[]): Block => ({
  kind: 'callout',
  tone: 'note',
  title,
  blocks,
});
export const warning = (title: string, ...blocks: TextBlock[]): Block => ({
  kind: 'callout',
  tone: 'warning',
  title,
  blocks,
});
export const example = (title: string, ...blocks: TextBlock[]): Block => ({
  kind: 'callout',
  tone: 'example',
  title,
  blocks,
});
export const compare = (title: string, before: RichText, after: RichText, why: RichText): Block => ({
  kind: 'compare',
  title,
  before,
  after,
  why,
});
export const keypoints = (...items: RichText[]): Block => ({ kind: 'keypoints', items });
export const faq = (...items: FaqItem[]): Block => ({ kind: 'faq', items });
export const qa = (question: string, ...answer: RichText[]): FaqItem => ({ question, answer });
export const getHelp: Block = { kind: 'get-help' };
export const acknowledgement: Block = { kind: 'acknowledgement' };
