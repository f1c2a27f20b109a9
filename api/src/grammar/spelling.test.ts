import dictionary from 'dictionary-en';
import fc from 'fast-check';
import nspell from 'nspell';
import { beforeAll, describe, expect, it } from 'vitest';
import { boundedDistance, editsOne, Speller } from './spelling';
import { wordCounts } from './word-frequency';

let speller: Speller;
beforeAll(() => {
  const spell = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  speller = new Speller(spell, { counts: wordCounts() });
}, 60_000);

/** Plain dynamic-programming optimal-string-alignment distance, to check the fast one against. */
function referenceDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
}

describe('boundedDistance', () => {
  it('agrees with the plain algorithm up to the limit', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, limit) => {
        expect(boundedDistance(a, b, limit)).toBe(Math.min(referenceDistance(a, b), limit + 1));
      }),
    );
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(boundedDistance('teh', 'the', 2)).toBe(1);
    expect(boundedDistance('ocasionaly', 'occasionally', 2)).toBe(2);
  });
});

describe('editsOne', () => {
  it('holds every string one edit away, and each is one edit away', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', 'e', "'"), minLength: 1, maxLength: 6 }), (word) => {
        for (const edit of editsOne(word)) expect(referenceDistance(word, edit)).toBe(1);
      }),
      { numRuns: 50 },
    );
    expect(editsOne('teh')).toContain('the');
    expect(editsOne('recieve')).toContain('receive');
  });
});

describe('Speller', () => {
  it.each([
    ['teh', 'the'],
    ['recieve', 'receive'],
    ['definately', 'definitely'],
    ['accomodation', 'accommodation'],
    ['becuase', 'because'],
    ['Shakespere', 'Shakespeare'],
    ['TEH', 'THE'],
    ['ocasionaly', 'occasionally'],
  ])('suggests %s → %s first, in the same casing', (typed, expected) => {
    expect(speller.suggest(typed)[0]).toBe(expected);
  });

  it('offers a split into two words', () => {
    expect(speller.suggest('alot')).toContain('a lot');
  });

  it('accepts known words, including curly apostrophes', () => {
    expect(speller.correct('students')).toBe(true);
    expect(speller.correct('don’t')).toBe(true);
    expect(speller.correct('studnets')).toBe(false);
  });

  it('stops looking once the request budget is spent, and never for very long words', () => {
    const budget = { nearby: 1, deep: 0 };
    expect(speller.suggest('wrold', budget)).toContain('world');
    expect(speller.suggest('wrld', budget)).toEqual([]);
    expect(budget.nearby).toBe(0);
    // Cached answers cost nothing.
    expect(speller.suggest('wrold', budget)).toContain('world');
    expect(speller.suggest('x'.repeat(40))).toEqual([]);
  });
});
