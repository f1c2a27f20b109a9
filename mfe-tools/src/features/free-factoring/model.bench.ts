import { bench, describe } from 'vitest';
import { BENCH_OPTIONS } from '../../lib/bench-options';
import { analyseDecimal } from './model';

describe('free factoring calculator', () => {
  bench(
    'rational form, continued fraction and closed forms of 3.14159265',
    () => {
      analyseDecimal('3.14159265');
    },
    BENCH_OPTIONS,
  );
  bench(
    'rational form, continued fraction and closed forms of 1.41421356',
    () => {
      analyseDecimal('1.41421356');
    },
    BENCH_OPTIONS,
  );
});
