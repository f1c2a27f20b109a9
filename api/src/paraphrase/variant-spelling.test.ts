import dictionaryGb from 'dictionary-en-gb';
import dictionaryUs from 'dictionary-en';
import nspell from 'nspell';
import { describe, expect, it } from 'vitest';
import { inVariant } from './variant-spelling';

const judge = ({ aff, dic }: { aff: Uint8Array; dic: Uint8Array }) =>
  nspell({ aff: Buffer.from(aff), dic: Buffer.from(dic) });
const british = judge(dictionaryGb);
const american = judge(dictionaryUs);

describe('inVariant', () => {
  it.each([
    ['color', 'colour'],
    ['organize', 'organise'],
    ['organization', 'organisation'],
    ['analyzed', 'analysed'],
    ['center', 'centre'],
    ['traveled', 'travelled'],
    ['catalog', 'catalogue'],
    ['defense', 'defence'],
    ['house', 'house'],
  ])('spells %s as %s for British English', (word, british_) => {
    expect(inVariant(word, british)).toBe(british_);
  });

  it.each([
    ['colour', 'color'],
    ['organise', 'organize'],
    ['centre', 'center'],
    ['travelled', 'traveled'],
  ])('spells %s as %s for American English', (word, american_) => {
    expect(inVariant(word, american)).toBe(american_);
  });

  it('gives up on a word neither spelling of which the dictionary knows', () => {
    expect(inVariant('zzxqj', british)).toBeUndefined();
  });
});
