import fc from 'fast-check';
// The full mathjs is used here only, to check the solver's output independently of its parser.
import { complex, evaluate, type Complex as MathComplex } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { solveEquation, type EquationResult } from './model';
import { PUBLIC_CASES } from './public-cases';
import type { Root } from './roots';

const toComplex = (value: unknown): { re: number; im: number } => {
  if (typeof value === 'number') return { re: value, im: 0 };
  const z = value as MathComplex;
  return { re: z.re, im: z.im };
};

/** |left − right| at x = root, relative to the size of the sides. */
function mismatch(equation: string, variable: string, root: Root['value']): number {
  const [left, right, ...rest] = equation.split('=');
  expect(rest, equation).toEqual([]);
  const scope = { [variable]: complex(root.re, root.im) };
  const l = toComplex(evaluate(left!, scope));
  const r = toComplex(evaluate(right!, scope));
  const size = Math.max(1, Math.hypot(l.re, l.im), Math.hypot(r.re, r.im), Math.hypot(root.re, root.im) ** 3);
  return Math.hypot(l.re - r.re, l.im - r.im) / size;
}

function expectStepsHold(result: EquationResult) {
  if (result.kind !== 'roots') return;
  for (const step of result.steps) {
    for (const root of result.roots) {
      expect(
        mismatch(step.equation, result.variable, root.value),
        `${step.equation} at ${root.expression}`,
      ).toBeLessThan(1e-9);
    }
  }
}

const expand = (roots: Root[]) => roots.flatMap((r) => Array<Root['value']>(r.multiplicity).fill(r.value));
const byValue = (a: { re: number; im: number }, b: { re: number; im: number }) => a.re - b.re || a.im - b.im;

function expectRoots(found: Root[], expected: Array<{ re: number; im: number }>) {
  const got = expand(found).sort(byValue);
  const want = [...expected].sort(byValue);
  expect(got).toHaveLength(want.length);
  got.forEach((z, i) => {
    expect(z.re).toBeCloseTo(want[i]!.re, 9);
    expect(z.im).toBeCloseTo(want[i]!.im, 9);
  });
}

describe('public solver test inputs (mathsteps, sympy) with roots worked out by hand', () => {
  it.each(PUBLIC_CASES.map((c) => [`${c.source}: ${c.equation}`, c] as const))('%s', (_name, c) => {
    const result = solveEquation(c.equation);
    if (c.kind) {
      expect(result.kind).toBe(c.kind);
      return;
    }
    expect(result.kind).toBe('roots');
    if (result.kind !== 'roots') return;
    expectRoots(
      result.roots,
      (c.roots ?? []).map((r) => (typeof r === 'number' ? { re: r, im: 0 } : { re: r[0], im: r[1] })),
    );
    // Each root also satisfies the equation as typed, read by the full mathjs.
    const typed = c.equation.replace(/(\d)([a-z(])/g, '$1*$2').replace(/([a-z])\(/g, '$1*(');
    for (const root of result.roots) expect(mismatch(typed, result.variable, root.value)).toBeLessThan(1e-9);
    expectStepsHold(result);
  });
});

describe('reading and rational equations', () => {
  it('reads a letter before a bracket as a product, also before a power', () => {
    expect(solveEquation('x(1/2)^2 = 1')).toMatchObject({ kind: 'roots', roots: [{ exact: '4' }] });
    const r = solveEquation('x(x - 2)^2 = 0');
    expect(r.kind === 'roots' && r.roots.map((x) => [x.exact, x.multiplicity])).toEqual([
      ['0', 1],
      ['2', 2],
    ]);
  });

  it('states the excluded values and drops extraneous roots, naming them', () => {
    const r = solveEquation('x/(x-1) = 1/(x-1) + 2');
    expect(r.kind).toBe('no-solution');
    expect(r.excluded.map((x) => x.exact)).toEqual(['1']);
    expect(r.kind === 'no-solution' && r.extraneous.map((x) => x.exact)).toEqual(['1']);
    expect(r.steps.at(-1)?.reason).toBe('x = 1 makes a denominator zero, so it is not a solution');

    const s = solveEquation('1/x + 1/(x+1) = 5/6');
    expect(s.excluded.map((x) => x.exact)).toEqual(['−1', '0']);
    expect(s.steps.map((step) => step.reason)).toContain(
      'Multiply both sides by 6x(x + 1), the lowest common denominator, to clear the fractions',
    );
  });

  it('keeps the roots that are fine and drops the one that is not', () => {
    // x² = 1 + 3(x − 1) gives x² − 3x + 2 = 0; x = 1 makes the denominator zero.
    const r = solveEquation('x^2/(x - 1) = 1/(x - 1) + 3');
    expect(r.kind === 'roots' && r.roots.map((x) => x.exact)).toEqual(['2']);
    expect(r.kind === 'roots' && r.extraneous.map((x) => x.exact)).toEqual(['1']);
    expectStepsHold(r);
  });

  it('cancels a common factor, and still excludes its zero', () => {
    const r = solveEquation('(x^2 - 1)/(x - 1) = 3');
    expect(r.kind === 'roots' && r.roots.map((x) => x.exact)).toEqual(['2']);
    expect(r.excluded.map((x) => x.exact)).toEqual(['1']);
    expect(r.steps.map((s) => s.reason)).toContain('Cancel the common factors in each fraction');
    // x/(x − 2) = 2/(x − 2) + 1 holds for every x but 2.
    expect(solveEquation('x/(x - 2) = 2/(x - 2) + 1')).toMatchObject({ kind: 'identity', excluded: [{ exact: '2' }] });
  });

  it('writes the equation as read with its numbers as typed, and the formula with its own letter', () => {
    expect(solveEquation('x^3 = 1000001').steps[0]?.equation).toBe('x ^ 3 = 1000001');
    expect(solveEquation('y(y+1) = 1').steps.at(-1)?.reason).toMatch(/^Apply the quadratic formula y = \(−b/);
  });

  it('names the method for each kind of cubic', () => {
    const reasons = (text: string) =>
      solveEquation(text)
        .steps.map((s) => s.reason)
        .join('\n');
    expect(reasons('x^3 - 6x^2 + 11x - 6 = 0')).toMatch(/rational root test.*\n.*Synthetic division/);
    expect(reasons('x^3 + x + 1 = 0')).toMatch(/Cardano's formula/);
    expect(reasons('x^3 - 7x + 7 = 0')).toMatch(/trigonometric method/);
    expect(reasons('x^3 + x^2 - 3x - 3 = 0')).toMatch(/Factor by grouping/);
    expect(reasons('2x^2 + 3x + 5 = 0')).toMatch(/discriminant is b² − 4ac = −31 < 0, so the roots are complex/);
  });
});

/** Random roots with a factor whose text we know: rationals, ±√m pairs, complex pairs, cube roots. */
const factorArb = fc.oneof(
  fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: 1, max: 4 })).map(([p, q]) => ({
    degree: 1,
    text: `(${q}x - (${p}))`,
    roots: [{ re: p / q, im: 0 }],
  })),
  fc.integer({ min: 2, max: 30 }).map((m) => ({
    degree: 2,
    text: `(x^2 - ${m})`,
    roots: [
      { re: Math.sqrt(m), im: 0 },
      { re: -Math.sqrt(m), im: 0 },
    ],
  })),
  fc.tuple(fc.integer({ min: -5, max: 5 }), fc.integer({ min: 1, max: 5 })).map(([a, b]) => ({
    degree: 2,
    text: `(x^2 - ${2 * a}x + ${a * a + b * b})`,
    roots: [
      { re: a, im: b },
      { re: a, im: -b },
    ],
  })),
  fc
    .integer({ min: -20, max: 20 })
    .filter((m) => m !== 0)
    .map((m) => ({
      degree: 3,
      text: `(x^3 - (${m}))`,
      roots: [0, 1, 2].map((k) => ({
        re: Math.cbrt(m) * Math.cos((2 * Math.PI * k) / 3),
        im: Math.cbrt(m) * Math.sin((2 * Math.PI * k) / 3),
      })),
    })),
);

const polynomialArb = fc
  .array(factorArb, { minLength: 1, maxLength: 3 })
  .filter((factors) => factors.reduce((n, f) => n + f.degree, 0) <= 3);

describe('worked steps (property)', () => {
  it('find every known root, and every step holds at every root found', () => {
    fc.assert(
      fc.property(polynomialArb, fc.integer({ min: 1, max: 6 }), (factors, scale) => {
        const text = `${scale}${factors.map((f) => f.text).join('')} = 0`;
        const result = solveEquation(text);
        expect(result.kind, text).toBe('roots');
        if (result.kind !== 'roots') return;
        const known = factors.flatMap((f) => f.roots);
        const got = expand(result.roots).sort(byValue);
        const want = known.sort(byValue);
        expect(got.length, text).toBe(want.length);
        got.forEach((z, i) => expect(Math.hypot(z.re - want[i]!.re, z.im - want[i]!.im), text).toBeLessThan(1e-7));
        expectStepsHold(result);
        for (const root of result.roots) expect(root.exact, text).not.toBeNull();
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('hold for rational equations too, with a denominator that may share a root (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -6, max: 6 }),
        fc.integer({ min: -6, max: 6 }),
        fc.integer({ min: -6, max: 6 }),
        (r1, r2, a) => {
          const text = `(x - (${r1}))(x - (${r2}))/(x - (${a})) = 0`;
          const result = solveEquation(text);
          const expected = [...new Set([r1, r2])].filter((r) => r !== a).sort((p, q) => p - q);
          if (expected.length === 0) {
            expect(result.kind, text).toBe('no-solution');
            return;
          }
          expect(result.kind === 'roots' && result.roots.map((r) => r.value.re), text).toEqual(expected);
          expect(result.excluded.map((r) => r.value.re)).toEqual([a]);
          expectStepsHold(result);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});
