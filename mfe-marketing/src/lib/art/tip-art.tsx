import { useId } from 'react';
import type { TileArt, TileShape } from '@shared/contracts';
import styles from './art.module.css';

/** What an article the blog sends without a drawing gets: a plain page. */
const PLAIN_PAGE: TileArt = {
  from: '#334155',
  to: '#94a3b8',
  shapes: [{ kind: 'rect', x: 110, y: 30, width: 100, height: 130, rx: 8, fill: '#fff' }],
};

/**
 * An article's picture on the tips strip, 320×180: the drawing the blog sends with the article's
 * route (its `tile`, checked against the contract's schema on the way), so a new article brings
 * its own picture with no release of this section. Decorative: the title is beside it.
 */
export function TipArt({ art = PLAIN_PAGE }: { art?: TileArt | undefined }) {
  const id = useId();
  return (
    <svg className={styles.picture} width="320" height="180" viewBox="0 0 320 180" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${id}-bg)`} />
      <g>{art.shapes.map(shape)}</g>
    </svg>
  );
}

/** One shape as its SVG element: every field but `kind` and a text's content is an attribute. */
function shape({ kind: Element, text, ...attributes }: TileShape, index: number) {
  return (
    <Element key={index} {...attributes}>
      {text}
    </Element>
  );
}
