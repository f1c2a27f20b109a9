/**
 * Small constructors for an article's tile drawing (its card on the home page): each returns one
 * shape of the contract's TileArt, in the tile's 320×180 user space. The home page draws them as
 * SVG over a diagonal gradient (`from` → `to`), so the drawing travels with the article's route.
 */
import type { TileShape } from '@shared/contracts';

type Paint = Pick<TileShape, 'fill' | 'stroke' | 'strokeWidth' | 'strokeLinecap' | 'opacity'>;

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  paint: Paint & { rx?: number } = {},
): TileShape => ({ kind: 'rect', x, y, width, height, ...paint });

export const circle = (cx: number, cy: number, r: number, paint: Paint = {}): TileShape => ({
  kind: 'circle',
  cx,
  cy,
  r,
  ...paint,
});

export const path = (d: string, paint: Paint = {}): TileShape => ({ kind: 'path', d, ...paint });

export const text = (
  x: number,
  y: number,
  content: string,
  paint: Paint & { fontSize: number; fontFamily?: string },
): TileShape => ({ kind: 'text', x, y, text: content, ...paint });
