/**
 * Equations from the test suites of two open-source solvers (mathsteps, sympy), the cases a solver
 * comparison reported (issue) and textbook ones (classic), as data, with the roots worked out by
 * hand (the comment says how). `roots` lists every solution with multiplicity;
 * complex roots as [re, im]. `kind` is the outcome when there are no roots.
 */
export interface PublicCase {
  source: 'mathsteps' | 'sympy' | 'issue' | 'classic';
  equation: string;
  roots?: Array<number | [number, number]>;
  kind?: 'identity' | 'no-solution';
}

const s3 = Math.sqrt(3);

export const PUBLIC_CASES: PublicCase[] = [
  // mathsteps, test/solveEquation: linear equations, fractions and decimals.
  { source: 'mathsteps', equation: '2 = x', roots: [2] },
  { source: 'mathsteps', equation: '2 + -3 = x', roots: [-1] },
  { source: 'mathsteps', equation: 'x + 3 = 4', roots: [1] },
  { source: 'mathsteps', equation: '2x - 3 = 0', roots: [3 / 2] },
  { source: 'mathsteps', equation: 'x/3 - 2 = -1', roots: [3] }, // x/3 = 1
  { source: 'mathsteps', equation: '5x/2 + 2 = 3x/2 + 10', roots: [8] }, // x = 8
  { source: 'mathsteps', equation: '2x - 1 = -x', roots: [1 / 3] },
  { source: 'mathsteps', equation: '2 - x = -4 + x', roots: [3] },
  { source: 'mathsteps', equation: '2x/3 = 2', roots: [3] },
  { source: 'mathsteps', equation: '2x - 3 = x', roots: [3] },
  { source: 'mathsteps', equation: '8 - 2a = a + 3 - 1', roots: [2] }, // 6 = 3a
  { source: 'mathsteps', equation: '2 - x = 4', roots: [-2] },
  { source: 'mathsteps', equation: '2 - 4x = x', roots: [2 / 5] },
  { source: 'mathsteps', equation: '9x + 4 - 3 = 2x', roots: [-1 / 7] },
  { source: 'mathsteps', equation: '9x + 4 - 3 = -2x', roots: [-1 / 11] },
  { source: 'mathsteps', equation: '5x + (1/2)x = 27', roots: [54 / 11] }, // 11x/2 = 27
  { source: 'mathsteps', equation: '2x/3 = 2x - 4', roots: [3] }, // 4 = 4x/3
  { source: 'mathsteps', equation: '(-2/3)x + 3/7 = 1/2', roots: [-3 / 28] }, // −2x/3 = 1/14
  { source: 'mathsteps', equation: '-9/4v + 4/5 = 7/8', roots: [-1 / 30] }, // −9v/4 = 3/40
  { source: 'mathsteps', equation: 'x^2 - 2 = 0', roots: [-Math.SQRT2, Math.SQRT2] },
  { source: 'mathsteps', equation: 'x/(2/3) = 1', roots: [2 / 3] },
  { source: 'mathsteps', equation: '(x+1)/3 = 4', roots: [11] },
  { source: 'mathsteps', equation: '2(x+3)/3 = 2', roots: [0] },
  { source: 'mathsteps', equation: '( u )/( 0.3) = 4u + 6.28', roots: [-9.42] }, // 10u/3 − 4u = 6.28
  { source: 'mathsteps', equation: '- q - 4.36= ( 2.2q )/( 1.8)', roots: [-1.962] }, // −q(1 + 11/9) = 4.36
  { source: 'mathsteps', equation: 'x - 3.4= ( x - 2.5)/( 1.3)', roots: [6.4] }, // 1.3x − 4.42 = x − 2.5
  { source: 'mathsteps', equation: '( 1) = ( 14)', kind: 'no-solution' },
  { source: 'mathsteps', equation: '( r )/( ( r ) ) = ( 1)/( 10)', kind: 'no-solution' }, // 1 = 1/10 for r ≠ 0
  { source: 'mathsteps', equation: '5 + (x - 5) = x', kind: 'identity' },
  { source: 'mathsteps', equation: '4x - 4= 4x', kind: 'no-solution' },
  { source: 'mathsteps', equation: '( x + 2) ^ ( 2) - x ^ ( 2) = 4( x + 1)', kind: 'identity' }, // 4x + 4 both sides
  // sympy, polys/tests/test_polyroots: quadratics and cubics.
  { source: 'sympy', equation: '2x^2 + 3x = 0', roots: [-3 / 2, 0] },
  {
    source: 'sympy',
    equation: '2x^2 + 3 = 0',
    roots: [
      [0, Math.sqrt(6) / 2],
      [0, -Math.sqrt(6) / 2],
    ],
  },
  {
    source: 'sympy',
    equation: '2x^2 + 4x + 3 = 0',
    roots: [
      [-1, Math.SQRT2 / 2],
      [-1, -Math.SQRT2 / 2],
    ],
  },
  { source: 'sympy', equation: '2x^3 = 0', roots: [0, 0, 0] },
  { source: 'sympy', equation: 'x^3 - 3x^2 + 3x - 1 = 0', roots: [1, 1, 1] }, // (x − 1)³
  { source: 'sympy', equation: 'x^3 + 1 = 0', roots: [-1, [0.5, s3 / 2], [0.5, -s3 / 2]] },
  // Reported against this solver, and textbook cubics.
  { source: 'classic', equation: 'x^2 - 2x - 1 = 0', roots: [1 - Math.SQRT2, 1 + Math.SQRT2] },
  {
    source: 'issue',
    equation: 'x^3 - 2 = 0',
    roots: [Math.cbrt(2), [-Math.cbrt(2) / 2, (s3 * Math.cbrt(2)) / 2], [-Math.cbrt(2) / 2, -(s3 * Math.cbrt(2)) / 2]],
  },
  // x = 2cos θ turns x³ − 3x + 1 = 0 into cos 3θ = −1/2.
  {
    source: 'issue',
    equation: 'x^3 - 3x + 1 = 0',
    roots: [2 * Math.cos((2 * Math.PI) / 9), 2 * Math.cos((4 * Math.PI) / 9), 2 * Math.cos((8 * Math.PI) / 9)],
  },
  { source: 'classic', equation: 'x^3 - 15x - 4 = 0', roots: [-2 - s3, -2 + s3, 4] }, // Bombelli: (x − 4)(x² + 4x + 1)
  // 3(x + 2/3)³ = −73/9, so x = −2/3 − ∛73/3 and its two complex companions.
  {
    source: 'issue',
    equation: '3x^3 + 6x^2 + 4x + 9 = 0',
    roots: [
      (-2 - Math.cbrt(73)) / 3,
      [(-4 + Math.cbrt(73)) / 6, (s3 * Math.cbrt(73)) / 6],
      [(-4 + Math.cbrt(73)) / 6, -(s3 * Math.cbrt(73)) / 6],
    ],
  },
  { source: 'issue', equation: 'x(x - 2)^2 = 0', roots: [0, 2, 2] },
  { source: 'issue', equation: 'x(1/2)^2 = 1', roots: [4] },
  { source: 'issue', equation: '2/x = 1', roots: [2] },
  { source: 'issue', equation: '1/x + 1/(x+1) = 5/6', roots: [-3 / 5, 2] }, // 5x² − 7x − 6 = (5x + 3)(x − 2)
  { source: 'issue', equation: 'x = 2/(3 - x)', roots: [1, 2] }, // x² − 3x + 2 = 0
];
