import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalPlaces } from '../../lib/rational';
import { recogniseClosedForms, toleranceFor } from './closed-form';

function recognise(text: string) {
  const x = Number(text);
  const places = decimalPlaces(text);
  return recogniseClosedForms(x, places, toleranceFor(places, x));
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

describe('recogniseClosedForms', () => {
  it.each([
    ['3.14159', 'π'],
    ['3.1415', 'π'],
    ['1.5708', 'π/2'],
    ['-2.3562', '−3π/4'],
    ['2.71828', 'e'],
    ['1.41421', '√2'],
    ['0.7071', '√2/2'],
    ['0.8660254', '√3/2'],
    ['3.4641', '2√3'],
    ['0.3333', '1/3'],
    ['0.75', '3/4'],
    ['-2.5', '−5/2'],
  ])('%s is %s', (input, label) => {
    expect(recognise(input)[0]?.label).toBe(label);
  });

  it('needs enough digits before naming an irrational form', () => {
    expect(recognise('1.4').map((f) => f.label)).toEqual(['7/5']);
    expect(recognise('3.14').filter((f) => f.kind === 'pi')).toEqual([]);
    expect(recognise('0.866')).toEqual([]);
  });

  it('finds nothing in a number that is none of these', () => {
    expect(recognise('0.1234')).toEqual([]);
    expect(recognise('12')).toEqual([]);
  });

  it('recognises every small multiple of π and e typed to 8 places (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -40, max: 40 }).filter((p) => p !== 0),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(['π', Math.PI] as const, ['e', Math.E] as const),
        (p, q, [symbol, constant]) => {
          const g = gcd(p, q);
          const text = ((p * constant) / q).toFixed(8);
          const forms = recognise(text);
          expect(forms.some((f) => f.p === p / g && f.q === q / g && f.label.includes(symbol))).toBe(true);
        },
      ),
    );
  });

  it('recognises √n for square-free n ≤ 30 typed to 8 places (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 5, 6, 7, 10, 11, 13, 14, 15, 17, 19, 21, 22, 23, 26, 29, 30),
        fc.constantFrom(1, -1),
        (n, sign) => {
          const forms = recognise((sign * Math.sqrt(n)).toFixed(8));
          expect(forms.some((f) => f.kind === 'sqrt' && f.radicand === n && f.p === sign && f.q === 1)).toBe(true);
        },
      ),
    );
  });

  it('every form it names lies within the typed precision of x (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), fc.integer({ min: 0, max: 10 }), (value, places) => {
        const text = value.toFixed(places);
        const x = Number(text);
        for (const form of recognise(text)) {
          expect(Math.abs(form.value - x)).toBeLessThanOrEqual(toleranceFor(places, x));
          expect(gcd(form.p, form.q)).toBe(1);
        }
      }),
    );
  });
});
