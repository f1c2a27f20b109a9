import { bench, describe } from 'vitest';
import { BENCH_OPTIONS } from '../../lib/bench-options';
import { sampleEssay } from '../../lib/sample-text';
import { checkEssay } from './model';

const essay = sampleEssay(1000);

describe('essay checker', () => {
  bench(
    'readability and style of a 1,000-word essay',
    () => {
      checkEssay(essay);
    },
    BENCH_OPTIONS,
  );
});
