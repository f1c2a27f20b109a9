import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  divisionLadder,
  factorise,
  formatPrimeFactors,
  isPrime,
  parsePositiveInteger,
  primeFactorisation,
} from './model';

describe('parsePositiveInteger', () => {
  it('accepts plain positive integers up to 2^53 − 1', () => {
    expect(parsePositiveInteger('12')).toBe(12);
    expect(parsePositiveInteger('  360 ')).toBe(360);
    expect(parsePositiveInteger('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('reads grouping separators as people write them', () => {
    expect(parsePositiveInteger('1,000')).toBe(1000);
    expect(parsePositiveInteger('10,00,000')).toBe(1_000_000);
    expect(parsePositiveInteger('1 000 000')).toBe(1_000_000);
    expect(parsePositiveInteger('9,007,199,254,740,991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    ['blank', ''],
    ['spaces', '   '],
    ['zero', '0'],
    ['negative', '-12'],
    ['decimal', '12.5'],
    ['decimal point only', '12.'],
    ['exponent notation', '1e3'],
    ['trailing junk', '12abc'],
    ['a comma that groups nothing', '1,00'],
    ['hex', '0x1F'],
    ['2^53', '9007199254740992'],
    ['huge', '123456789012345678901234567890'],
    ['very long', '9'.repeat(400)],
  ])('refuses %s', (_label, input) => {
    expect(parsePositiveInteger(input)).toBeNull();
  });
});

describe('factorise', () => {
  it('gives factors, prime factorisation and pairs', () => {
    const result = factorise(360);
    expect(formatPrimeFactors(result.primeFactors)).toBe('2^3 × 3^2 × 5');
    expect(result.factors).toEqual([
      1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 60, 72, 90, 120, 180, 360,
    ]);
    expect(result.pairs[0]).toEqual([1, 360]);
    expect(result.pairs.at(-1)).toEqual([18, 20]);
    expect(result.isPrime).toBe(false);
  });

  it('handles 1, primes and squares', () => {
    expect(factorise(1)).toMatchObject({ factors: [1], pairs: [[1, 1]], primeFactors: [], isPrime: false });
    expect(factorise(97)).toMatchObject({ factors: [1, 97], isPrime: true });
    expect(factorise(49).pairs).toEqual([
      [1, 49],
      [7, 7],
    ]);
  });

  it('factorises the largest inputs quickly, including hard semiprimes', () => {
    expect(formatPrimeFactors(primeFactorisation(Number.MAX_SAFE_INTEGER))).toBe('6361 × 69431 × 20394401');
    expect(isPrime(9007199254740881)).toBe(true);
    expect(formatPrimeFactors(primeFactorisation(94906247 * 94906249))).toBe('94906247 × 94906249');
    expect(formatPrimeFactors(primeFactorisation(4503599627370496))).toBe('2^52');
  });

  it('the prime factors multiply back to n and are all prime (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const factors = primeFactorisation(n);
        const product = factors.reduce((acc, { prime, exponent }) => acc * BigInt(prime) ** BigInt(exponent), 1n);
        expect(product).toBe(BigInt(n));
        for (const { prime } of factors) expect(isPrime(prime)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('every factor divides n and every pair multiplies to n (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), (n) => {
        const { factors, pairs } = factorise(n);
        for (const f of factors) expect(n % f).toBe(0);
        let brute = 0;
        for (let d = 1; d * d <= n; d += 1) if (n % d === 0) brute += d * d === n ? 1 : 2;
        expect(factors).toHaveLength(brute);
        for (const [a, b] of pairs) expect(a * b).toBe(n);
        expect(pairs).toHaveLength(Math.ceil(brute / 2));
      }),
      { numRuns: 150 },
    );
  });

  it('agrees with trial division on primality (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), (n) => {
        let prime = n >= 2;
        for (let d = 2; d * d <= n; d += 1) if (n % d === 0) prime = false;
        expect(isPrime(n)).toBe(prime);
      }),
      { numRuns: 300 },
    );
  });
});

describe('divisionLadder', () => {
  it('divides 360 by its smallest prime until 1 is left', () => {
    const rungs = divisionLadder(primeFactorisation(360), 360).map((r) => `${r.dividend} ÷ ${r.prime} = ${r.quotient}`);
    expect(rungs).toEqual(['360 ÷ 2 = 180', '180 ÷ 2 = 90', '90 ÷ 2 = 45', '45 ÷ 3 = 15', '15 ÷ 3 = 5', '5 ÷ 5 = 1']);
    expect(divisionLadder([], 1)).toEqual([]);
  });

  it('ends at 1, each rung exact, the primes in ascending order (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000_000 }), (n) => {
        const rungs = divisionLadder(primeFactorisation(n), n);
        expect(rungs[0]?.dividend).toBe(n);
        expect(rungs.at(-1)?.quotient).toBe(1);
        rungs.forEach((r, i) => {
          expect(r.prime * r.quotient).toBe(r.dividend);
          if (i > 0) expect(r.dividend).toBe(rungs[i - 1]!.quotient);
          if (i > 0) expect(r.prime).toBeGreaterThanOrEqual(rungs[i - 1]!.prime);
        });
      }),
    );
  });
});
