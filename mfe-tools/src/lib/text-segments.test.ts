import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmentText } from './text-segments';

describe('segmentText', () => {
  it('marks the given ranges, UTF-16 offsets included', () => {
    const text = 'I 😀 lik apples\r\nteh end';
    const lik = text.indexOf('lik');
    const teh = text.indexOf('teh');
    const pieces = segmentText(text, [
      { start: teh, end: teh + 3, id: 'b' },
      { start: lik, end: lik + 3, id: 'a' },
    ]);
    expect(pieces.filter((p) => p.range).map((p) => p.text)).toEqual(['lik', 'teh']);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
  });

  it('clips ranges beyond the text and trims overlaps', () => {
    const pieces = segmentText('abcdef', [
      { start: 1, end: 4 },
      { start: 2, end: 5 },
      { start: 5, end: 99 },
      { start: -3, end: 0 },
    ]);
    expect(pieces.map((p) => [p.text, p.range !== null])).toEqual([
      ['a', false],
      ['bcd', true],
      ['e', true],
      ['f', true],
    ]);
  });

  it('always rebuilds the text and never marks a character twice (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.array(fc.record({ start: fc.integer({ min: -5, max: 60 }), end: fc.integer({ min: -5, max: 60 }) })),
        (text, ranges) => {
          const pieces = segmentText(text, ranges);
          expect(pieces.map((p) => p.text).join('')).toBe(text);
          let cursor = 0;
          for (const piece of pieces) {
            expect(piece.start).toBe(cursor);
            expect(piece.text.length).toBeGreaterThan(0);
            cursor += piece.text.length;
          }
        },
      ),
    );
  });
});
