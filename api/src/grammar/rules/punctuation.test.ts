import { describe, expect, it } from 'vitest';
import { punctuationSpacingPlugin } from './punctuation';
import { run } from './rule-harness';

const check = (text: string) => run(punctuationSpacingPlugin, text);

describe('spacing around punctuation', () => {
  it.each([
    ['It was clear , but small.', 'It was clear, but small.'],
    ['It was long .', 'It was long.'],
    ['What is it ?', 'What is it?'],
    ['I finished it,but forgot.', 'I finished it, but forgot.'],
    ['It ended in May.The results follow.', 'It ended in May. The results follow.'],
    ['The theory ( see Chapter 2) holds.', 'The theory (see Chapter 2) holds.'],
    ['The theory (see Chapter 2 ) holds.', 'The theory (see Chapter 2) holds.'],
  ])('flags %j', (text, fixed) => {
    expect(check(text).map((r) => r.fixed)).toEqual([fixed]);
  });

  it.each([
    'It cost $1,250 in total.',
    'The meeting starts at 9:30 a.m. sharp.',
    'The ratio was 3 : 1 overall.',
    'Wait... what happened?',
    'See https://example.org/a,b.c and mail me at a.b@example.org.',
    'The participants, e.g. nurses, were interviewed.',
    'The file index.ts is small.',
  ])('leaves %j alone', (text) => {
    expect(check(text)).toEqual([]);
  });
});
