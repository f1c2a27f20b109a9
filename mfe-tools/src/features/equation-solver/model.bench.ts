import { bench, describe } from 'vitest';
import { BENCH_OPTIONS } from '../../lib/bench-options';
import { solveEquation } from './model';

describe('equation solver', () => {
  bench(
    'cubic with fractions and no rational root',
    () => {
      solveEquation('x^3 + 1/2 x^2 - 2/3 x + 1/5 = 0');
    },
    BENCH_OPTIONS,
  );
  bench(
    'cubic with fractions and rational roots',
    () => {
      solveEquation('x^3/2 - 7/4 x^2 + 7/4 x = 1/2');
    },
    BENCH_OPTIONS,
  );
});
