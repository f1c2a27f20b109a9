import { bench, describe } from 'vitest';
import { BENCH_OPTIONS } from '../../lib/bench-options';
import { sampleEssay } from '../../lib/sample-text';
import { compareTexts } from './similarity';

const text = sampleEssay(1000, 1);
const sources = [sampleEssay(1000, 2), sampleEssay(1000, 3)];

describe('plagiarism checker', () => {
  bench(
    'similarity of a 1,000-word text against two 1,000-word sources',
    () => {
      compareTexts(text, sources);
    },
    BENCH_OPTIONS,
  );
});
