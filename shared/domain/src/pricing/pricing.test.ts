import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_TYPES,
  DEFAULT_SPECIALIST_LEVEL,
  MAX_WORDS,
  SPECIALIST_LEVELS,
  SUBJECTS,
  type PriceInput,
  type SpecialistLevelId,
  type Subject,
} from '@shared/contracts';
import {
  assignmentTypeFromSlug,
  basePrice,
  choiceLabel,
  choiceSlug,
  describeChoice,
  computePrice,
  discountFor,
  formatInr,
  pagesFor,
  pricePerWordOf,
  subjectFromSlug,
} from './pricing';

/** The one price table, in INR per word. */
const TABLE: Record<Subject, number> = {
  Accounts: 3,
  'Arts and Humanities': 2,
  Economics: 2,
  Engineering: 4,
  'Computer Science': 4,
  Law: 3,
  Management: 2,
  Nursing: 3,
  Business: 3,
  // Technical subjects 4.
  Programming: 4,
  'Data Science': 4,
  Networking: 4,
  'Civil Engineering': 4,
  'Mechanical Engineering': 4,
  'Electrical Engineering': 4,
  Mathematics: 4,
  Statistics: 4,
  Physics: 4,
  Chemistry: 4,
  Biology: 4,
  // Business and professional subjects 3.
  Marketing: 3,
  'Human Resources': 3,
  Finance: 3,
  // Humanities and social sciences 2.
  Psychology: 2,
  Sociology: 2,
  History: 2,
  'English Literature': 2,
  Education: 2,
  // A subject the visitor names.
  Other: 3,
};
/** Top Scholar ×1.2, Proficient Researcher ×1.1, Skilled Academic Writer ×1. */
const MULTIPLIERS: Record<SpecialistLevelId, number> = {
  'top-scholar': 1.2,
  'proficient-researcher': 1.1,
  'skilled-academic-writer': 1,
};

const subjectArb = fc.constantFrom(...SUBJECTS.map((s) => s.value));
const levelArb = fc.constantFrom(...SPECIALIST_LEVELS.map((l) => l.id));
const wordsArb = fc.integer({ min: 1, max: MAX_WORDS });
const couponArb = fc.option(
  fc.oneof(
    fc.constantFrom('SPECIAL100', 'save10', 'Flat500', 'NOPE', ''),
    fc.nat({ max: 2_000_000 }).map((n) => `special${n}`),
    fc.string({ maxLength: 12 }),
  ),
  { nil: null },
);
const inputArb: fc.Arbitrary<PriceInput> = fc.record({
  subject: subjectArb,
  words: wordsArb,
  firstDraft: fc.boolean(),
  specialistLevel: levelArb,
  couponCode: couponArb,
});

/** The price formula written out literally, as the oracle the implementation must agree with. */
function literalFormula(input: PriceInput, couponDiscount: (subtotal: number) => number) {
  const base = Math.round(TABLE[input.subject] * input.words * (input.firstDraft ? 1.05 : 1));
  const subtotal = Math.round(base * MULTIPLIERS[input.specialistLevel]);
  const discounted = Math.max(0, subtotal - couponDiscount(subtotal));
  const fee = Math.round(discounted * 0.18 * 100) / 100;
  return { base, subtotal, discounted, fee, total: discounted + fee };
}

describe('price table', () => {
  it.each(Object.entries(TABLE))('%s costs ₹%d per word', (subject, price) => {
    expect(pricePerWordOf(subject as Subject)).toBe(price);
    const result = computePrice({
      subject: subject as Subject,
      words: 1000,
      firstDraft: false,
      specialistLevel: 'skilled-academic-writer',
    });
    expect(result.pricePerWord).toBe(price);
    expect(result.base).toBe(price * 1000);
  });

  it('keeps the nine original subjects at their prices, Computer Science at 4 (the task step’s 3.5 is dropped)', () => {
    expect(SUBJECTS.slice(0, 9).map((s) => s.value)).toEqual([
      'Arts and Humanities',
      'Business',
      'Engineering',
      'Computer Science',
      'Accounts',
      'Nursing',
      'Law',
      'Management',
      'Economics',
    ]);
    expect(SUBJECTS.map((s) => s.value).sort()).toEqual(Object.keys(TABLE).sort());
    expect(pricePerWordOf('Computer Science')).toBe(4);
  });

  it('lists the five original kinds of work first, the advertised ones after, Other last', () => {
    expect(ASSIGNMENT_TYPES.slice(0, 5)).toEqual([
      'Dissertation / Theses',
      'Essay',
      'Case Study',
      'Report',
      'Assignment',
    ]);
    expect(ASSIGNMENT_TYPES).toContain('Proofreading and Editing');
    expect(ASSIGNMENT_TYPES.at(-1)).toBe('Other');
  });

  it('prices every kind of work alike', () => {
    const input = { subject: 'Law', words: 777, firstDraft: true, specialistLevel: 'top-scholar' } as const;
    expect(new Set(ASSIGNMENT_TYPES.map(() => computePrice(input).total)).size).toBe(1);
  });
  it('refuses an unknown subject', () => {
    expect(() => pricePerWordOf('Astrology' as Subject)).toThrow(RangeError);
  });
});

describe('choices in links', () => {
  it('finds every kind of work and subject by its slug, whatever its case', () => {
    for (const type of ASSIGNMENT_TYPES) expect(assignmentTypeFromSlug(choiceSlug(type))).toBe(type);
    for (const { value } of SUBJECTS) expect(subjectFromSlug(choiceSlug(value).toUpperCase())).toBe(value);
    expect(choiceSlug('Dissertation / Theses')).toBe('dissertation-theses');
    expect(choiceSlug('Proofreading and Editing')).toBe('proofreading-and-editing');
    expect(assignmentTypeFromSlug('astrology')).toBeNull();
    expect(subjectFromSlug('')).toBeNull();
  });

  it('names Other by what the visitor typed', () => {
    expect(choiceLabel('Other')).toBe('Other (say which)');
    expect(choiceLabel('Law')).toBe('Law');
    expect(describeChoice('Other', '  Marine Biology ')).toBe('Marine Biology (other)');
    expect(describeChoice('Other', '')).toBe('Other');
    expect(describeChoice('Law', 'ignored')).toBe('Law');
  });
});

describe('pages (ceil(words / 300))', () => {
  it.each([
    [1, 1],
    [299, 1],
    [300, 1],
    [301, 2],
    [600, 2],
    [601, 3],
    [MAX_WORDS, Math.ceil(MAX_WORDS / 300)],
  ])('%d words are %d pages', (words, pages) => {
    expect(pagesFor(words)).toBe(pages);
  });

  it('is the smallest page count that holds the words', () => {
    fc.assert(
      fc.property(wordsArb, (words) => {
        const pages = pagesFor(words);
        expect(Number.isInteger(pages)).toBe(true);
        expect(pages * 300).toBeGreaterThanOrEqual(words);
        expect((pages - 1) * 300).toBeLessThan(words);
      }),
    );
  });
});

describe('first draft (+5%, a factor of 1.05)', () => {
  it('adds 5% and rounds to whole rupees', () => {
    expect(basePrice('Engineering', 1000, true)).toBe(4200);
    expect(basePrice('Engineering', 1000, false)).toBe(4000);
    // 2 × 5 = 10 → 10.5 → 11 (half rounds up)
    expect(basePrice('Management', 5, true)).toBe(11);
    // 3 × 7 = 21 → 22.05 → 22
    expect(basePrice('Law', 7, true)).toBe(22);
  });

  it('is round(raw × 1.05) for every subject and word count, never +15%', () => {
    fc.assert(
      fc.property(subjectArb, wordsArb, (subject, words) => {
        const raw = TABLE[subject] * words;
        expect(basePrice(subject, words, true)).toBe(Math.round(raw * 1.05));
        expect(basePrice(subject, words, false)).toBe(raw);
        if (raw >= 20) expect(basePrice(subject, words, true)).toBeLessThan(Math.round(raw * 1.15));
      }),
    );
  });
});

describe('specialist levels', () => {
  it('defaults to Top Scholar', () => {
    expect(DEFAULT_SPECIALIST_LEVEL).toBe('top-scholar');
    expect(SPECIALIST_LEVELS.map((l) => l.label)).toEqual([
      'Top Scholar',
      'Proficient Researcher',
      'Skilled Academic Writer',
    ]);
  });

  it.each([
    ['top-scholar', 1.2, 4800],
    ['proficient-researcher', 1.1, 4400],
    ['skilled-academic-writer', 1, 4000],
  ] as const)('%s multiplies by %d', (level, multiplier, subtotal) => {
    const result = computePrice({ subject: 'Engineering', words: 1000, firstDraft: false, specialistLevel: level });
    expect(result.specialistMultiplier).toBe(multiplier);
    expect(result.subtotal).toBe(subtotal);
  });

  it('rounds the subtotal to whole rupees: round(base × multiplier)', () => {
    // base 11 (Management, 5 words, first draft): 11 × 1.2 = 13.2 → 13; 11 × 1.1 = 12.1 → 12
    const at = (specialistLevel: SpecialistLevelId) =>
      computePrice({ subject: 'Management', words: 5, firstDraft: true, specialistLevel }).subtotal;
    expect(at('top-scholar')).toBe(13);
    expect(at('proficient-researcher')).toBe(12);
    expect(at('skilled-academic-writer')).toBe(11);
    // base 15 (Law, 5 words) × 1.1 = 16.5 → 17: half rounds up
    expect(
      computePrice({ subject: 'Law', words: 5, firstDraft: false, specialistLevel: 'proficient-researcher' }).subtotal,
    ).toBe(17);
  });

  it('refuses an unknown level', () => {
    expect(() =>
      computePrice({ subject: 'Law', words: 5, firstDraft: false, specialistLevel: 'guru' as SpecialistLevelId }),
    ).toThrow(RangeError);
  });
});

describe('coupons applied to the subtotal', () => {
  const essay = (couponCode: string | null, words = 1000): PriceInput => ({
    subject: 'Engineering',
    words,
    firstDraft: false,
    specialistLevel: 'skilled-academic-writer',
    couponCode,
  });

  it('takes a flat amount off', () => {
    const result = computePrice(essay('SPECIAL100'));
    expect(result.coupon?.type).toBe('flat');
    expect(result.discount).toBe(100);
    expect(result.discountedSubtotal).toBe(3900);
  });

  it('caps a flat coupon at the subtotal, so the total is never negative', () => {
    // 40 words of Engineering: subtotal 160, FLAT500 would take 500
    const result = computePrice(essay('FLAT500', 40));
    expect(result.subtotal).toBe(160);
    expect(result.discount).toBe(160);
    expect(result.discountedSubtotal).toBe(0);
    expect(result.processingFee).toBe(0);
    expect(result.total).toBe(0);
    expect(result.amountPaise).toBe(0);
  });

  it('floors a percent coupon', () => {
    // 3 words of Engineering × 1.2 = 14.4 → 14; 10% of 14 = 1.4 → 1
    const result = computePrice({ ...essay('SAVE10', 3), specialistLevel: 'top-scholar' });
    expect(result.subtotal).toBe(14);
    expect(result.discount).toBe(1);
    expect(result.discountedSubtotal).toBe(13);
    // 19 × 10% = 1.9 → 1, not 2
    expect(discountFor({ code: 'SAVE10', type: 'percent', amount: 10, description: '' }, 19)).toBe(1);
  });

  it('applies nothing for an unknown or empty code', () => {
    for (const code of ['NOPE', '', null, 'SPECIAL', 'SPECIALX1']) {
      const result = computePrice(essay(code));
      expect(result.coupon).toBeNull();
      expect(result.discount).toBe(0);
      expect(result.discountedSubtotal).toBe(result.subtotal);
    }
  });

  it('keeps every discount between 0 and the subtotal, flat capped and percent floored', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = computePrice(input);
        expect(result.discount).toBeGreaterThanOrEqual(0);
        expect(result.discount).toBeLessThanOrEqual(result.subtotal);
        expect(result.discountedSubtotal).toBe(result.subtotal - result.discount);
        if (result.coupon?.type === 'flat') {
          expect(result.discount).toBe(Math.min(result.coupon.amount, result.subtotal));
        }
        if (result.coupon?.type === 'percent') {
          expect(result.discount).toBe(Math.floor((result.subtotal * result.coupon.amount) / 100));
        }
      }),
    );
  });

  it('never makes the total larger', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const withCoupon = computePrice(input);
        const without = computePrice({ ...input, couponCode: null });
        expect(withCoupon.amountPaise).toBeLessThanOrEqual(without.amountPaise);
      }),
    );
  });
});

describe('processing fee and total', () => {
  it('adds 18% of the discounted subtotal, to 2 decimals', () => {
    const result = computePrice({
      subject: 'Engineering',
      words: 1000,
      firstDraft: false,
      specialistLevel: 'top-scholar',
    });
    expect(result.subtotal).toBe(4800);
    expect(result.processingFee).toBe(864);
    expect(result.total).toBe(5664);
    expect(result.amountPaise).toBe(566_400);
  });

  it('keeps the paise of a fee that is not a whole rupee', () => {
    // Management, 7 words, writer: subtotal 14 → fee 2.52 → total 16.52
    const result = computePrice({
      subject: 'Management',
      words: 7,
      firstDraft: false,
      specialistLevel: 'skilled-academic-writer',
    });
    expect(result.processingFee).toBe(2.52);
    expect(result.total).toBe(16.52);
    expect(result.amountPaise).toBe(1652);
  });

  it('has a fee with at most 2 decimals and an integer number of paise, for every input', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = computePrice(input);
        expect(Number.isSafeInteger(result.amountPaise)).toBe(true);
        expect(result.amountPaise).toBeGreaterThanOrEqual(0);
        expect(result.amountPaise).toBe(Math.round(result.total * 100));
        expect(Number.isInteger(Math.round(result.processingFee * 100))).toBe(true);
        expect(Math.abs(result.processingFee * 100 - Math.round(result.processingFee * 100))).toBeLessThan(1e-6);
        expect(result.processingFee).toBe(Math.round(result.discountedSubtotal * 18) / 100);
        expect(result.amountPaise).toBe(result.discountedSubtotal * 100 + Math.round(result.processingFee * 100));
        expect(result.total.toFixed(2)).toBe((result.amountPaise / 100).toFixed(2));
      }),
    );
  });

  it('agrees with the price formula written out literally', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = computePrice(input);
        const oracle = literalFormula(input, (subtotal) => (result.coupon ? discountFor(result.coupon, subtotal) : 0));
        expect(result.base).toBe(oracle.base);
        expect(result.subtotal).toBe(oracle.subtotal);
        expect(result.discountedSubtotal).toBe(oracle.discounted);
        expect(result.processingFee).toBe(oracle.fee);
        expect(result.total).toBeCloseTo(oracle.total, 6);
        expect(result.pages).toBe(pagesFor(input.words));
        expect(result.pricePerWord).toBe(TABLE[input.subject]);
      }),
      { numRuns: 500 },
    );
  });

  it('grows with the word count', () => {
    fc.assert(
      fc.property(subjectArb, levelArb, fc.boolean(), wordsArb, (subject, level, firstDraft, words) => {
        fc.pre(words < MAX_WORDS);
        const at = (w: number) => computePrice({ subject, words: w, firstDraft, specialistLevel: level }).amountPaise;
        expect(at(words + 1)).toBeGreaterThanOrEqual(at(words));
      }),
    );
  });
});

describe('word count limits', () => {
  it.each([0, -1, 1.5, Number.NaN, MAX_WORDS + 1])('refuses %d words', (words) => {
    expect(() =>
      computePrice({ subject: 'Law', words, firstDraft: false, specialistLevel: DEFAULT_SPECIALIST_LEVEL }),
    ).toThrow(RangeError);
  });

  it('prices the largest order inside safe integers', () => {
    const result = computePrice({
      subject: 'Engineering',
      words: MAX_WORDS,
      firstDraft: true,
      specialistLevel: 'top-scholar',
    });
    expect(result.subtotal).toBe(1_008_000);
    expect(result.amountPaise).toBe(118_944_000);
  });
});

describe('formatInr', () => {
  it('formats rupees with the Indian grouping and 2 decimals', () => {
    expect(formatInr(1_189_440)).toBe('₹11,89,440.00');
    expect(formatInr(16.52)).toBe('₹16.52');
  });
});
