import { bench, describe } from 'vitest';
import { BENCH_OPTIONS } from '../../lib/bench-options';
import { solveEquation } from './model';

// Each case solves with its worked steps: the page renders both.
const CASES: Array<[string, string]> = [
  ['cubic with fractions and no rational root (Cardano)', 'x^3 + 1/2 x^2 - 2/3 x + 1/5 = 0'],
  ['cubic with fractions and rational roots', 'x^3/2 - 7/4 x^2 + 7/4 x = 1/2'],
  ['cubic with three irrational real roots (trigonometric)', '3x^3 - 21x + 7 = 0'],
  ['rational equation with an extraneous root', 'x^2/(x - 1) = 1/(x - 1) + 3'],
  ['rational equation with three denominators', '1/x + 1/(x + 1) + 1/(x + 2) = 1'],
];

describe('equation solver', () => {
  for (const [name, equation] of CASES) {
    bench(name, () => void solveEquation(equation), BENCH_OPTIONS);
  }
});
