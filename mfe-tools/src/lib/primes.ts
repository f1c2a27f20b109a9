/**
 * Prime factorisation of integers up to 2^53 − 1: trial division by small primes, then
 * Miller–Rabin, Fermat's method and Pollard's rho. Shared by the maths tools.
 */

export interface PrimePower {
  prime: number;
  exponent: number;
}

const SMALL_PRIME_LIMIT = 1000;
const SMALL_PRIMES = sieve(SMALL_PRIME_LIMIT);
/** Miller–Rabin with these bases is exact for every n below 3.3 × 10^24, far above 2^53. */
const WITNESSES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n];

function sieve(limit: number): number[] {
  const composite = new Uint8Array(limit + 1);
  const primes: number[] = [];
  for (let i = 2; i <= limit; i += 1) {
    if (composite[i]) continue;
    primes.push(i);
    for (let j = i * i; j <= limit; j += i) composite[j] = 1;
  }
  return primes;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

export function isPrime(n: number): boolean {
  if (!Number.isSafeInteger(n) || n < 2) return false;
  for (const p of SMALL_PRIMES) {
    if (n === p) return true;
    if (n % p === 0) return false;
  }
  if (n < SMALL_PRIME_LIMIT * SMALL_PRIME_LIMIT) return true;
  const big = BigInt(n);
  let d = big - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s += 1;
  }
  witness: for (const a of WITNESSES) {
    let x = modPow(a, d, big);
    if (x === 1n || x === big - 1n) continue;
    for (let r = 1; r < s; r += 1) {
      x = (x * x) % big;
      if (x === big - 1n) continue witness;
    }
    return false;
  }
  return true;
}

function bigGcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

/** A non-trivial divisor of the odd composite n (Pollard's rho with Brent's cycle finding). */
function pollardBrent(n: number): number {
  const N = BigInt(n);
  for (let c = 1n; ; c += 1n) {
    let y = 2n;
    let x = 2n;
    let ys = 2n;
    let q = 1n;
    let g = 1n;
    const m = 64;
    for (let r = 1; g === 1n; r *= 2) {
      x = y;
      for (let i = 0; i < r; i += 1) y = (y * y + c) % N;
      for (let k = 0; k < r && g === 1n; k += m) {
        ys = y;
        for (let i = 0; i < Math.min(m, r - k); i += 1) {
          y = (y * y + c) % N;
          q = (q * (x > y ? x - y : y - x)) % N;
        }
        g = bigGcd(q, N);
      }
    }
    if (g === N) {
      // The batch overshot: step back one at a time from the saved point.
      do {
        ys = (ys * ys + c) % N;
        g = bigGcd(x > ys ? x - ys : ys - x, N);
      } while (g === 1n);
    }
    if (g !== N) return Number(g);
  }
}

function bigSqrtFloor(n: bigint): bigint {
  let r = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (r * r > n) r -= 1n;
  while ((r + 1n) * (r + 1n) <= n) r += 1n;
  return r;
}

/** Fermat's method, a few steps only: it splits n = p × q at once when p and q are close. */
function fermat(n: number, steps = 64): number | null {
  const N = BigInt(n);
  let a = bigSqrtFloor(N);
  if (a * a < N) a += 1n;
  for (let i = 0; i < steps; i += 1, a += 1n) {
    const b2 = a * a - N;
    const b = bigSqrtFloor(b2);
    if (b * b === b2) {
      const d = Number(a - b);
      return d > 1 && d < n ? d : null;
    }
  }
  return null;
}

function collectPrimes(n: number, into: Map<number, number>): void {
  if (n === 1) return;
  if (isPrime(n)) {
    into.set(n, (into.get(n) ?? 0) + 1);
    return;
  }
  const d = fermat(n) ?? pollardBrent(n);
  collectPrimes(d, into);
  collectPrimes(n / d, into);
}

export function primeFactorisation(n: number): PrimePower[] {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError('Not a positive safe integer');
  const found = new Map<number, number>();
  let rest = n;
  for (const p of SMALL_PRIMES) {
    if (p * p > rest) break;
    while (rest % p === 0) {
      found.set(p, (found.get(p) ?? 0) + 1);
      rest /= p;
    }
  }
  collectPrimes(rest, found);
  return [...found.entries()].map(([prime, exponent]) => ({ prime, exponent })).sort((a, b) => a.prime - b.prime);
}
