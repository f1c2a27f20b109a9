import { bench, describe } from 'vitest';
import { BENCH_OPTIONS } from '../../lib/bench-options';
import { factorise } from './model';

describe('factoring calculator', () => {
  // 15 digits, the product of two 8-digit primes: the hard case for trial division.
  bench(
    'factorise 100,001,300,003,591 (two 8-digit primes)',
    () => {
      factorise(100_001_300_003_591);
    },
    BENCH_OPTIONS,
  );
  bench(
    'factorise 2^53 − 1',
    () => {
      factorise(Number.MAX_SAFE_INTEGER);
    },
    BENCH_OPTIONS,
  );
});
