import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contextOf, sentenceAt } from './context';

describe('contextOf', () => {
  it('returns short texts whole, with the match offset unchanged', () => {
    expect(contextOf('Ths is fine.', 0, 3)).toEqual({ text: 'Ths is fine.', offset: 0, length: 3 });
  });

  it('cuts long texts with ellipses and shifts the offset to match', () => {
    const text = `${'a'.repeat(100)} eror ${'b'.repeat(100)}`;
    const context = contextOf(text, 101, 4, 10);
    expect(context.text).toBe(`...${'a'.repeat(9)} eror ${'b'.repeat(9)}...`);
    expect(context.text.slice(context.offset, context.offset + 4)).toBe('eror');
  });

  it('never splits an emoji and keeps line breaks one character wide', () => {
    const text = '😀😀😀😀 x\r\ny 😀😀😀😀';
    const offset = text.indexOf('x');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (size) => {
        const context = contextOf(text, offset, 4, size);
        expect(context.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
        expect(context.text.slice(context.offset, context.offset + 4)).toBe('x  y');
      }),
    );
  });
});

describe('sentenceAt', () => {
  const text = 'One two.  Three four.';
  const spans: [number, number][] = [
    [0, 8],
    [10, 21],
  ];
  it('finds the sentence holding an offset, or the one before a gap', () => {
    expect(sentenceAt(spans, text, 4)).toBe('One two.');
    expect(sentenceAt(spans, text, 12)).toBe('Three four.');
    expect(sentenceAt(spans, text, 8)).toBe('One two.');
    expect(sentenceAt([], text, 3)).toBeUndefined();
  });
});
