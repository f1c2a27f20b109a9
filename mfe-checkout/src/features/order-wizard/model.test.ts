import fc from 'fast-check';
import { OrderRequestSchema, storedOrderPayload } from '@shared/contracts';
import { computePrice } from '@shared/domain/pricing';
import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  INITIAL_WIZARD_DATA,
  parseWordCount,
  priceOf,
  storedOrderSummary,
  validateDetails,
  validateSpecialist,
  validateStart,
  validateTask,
  type WizardData,
} from './model';
import { buildOrderRequest } from './order-request';

const TODAY = '2030-03-10';

describe('validateStart', () => {
  it('asks for every field and the terms', () => {
    const result = validateStart(INITIAL_WIZARD_DATA.start);
    expect(result).toEqual({
      ok: false,
      message: null,
      errors: {
        name: 'Please enter your name.',
        email: 'Please enter a valid email address.',
        phone: 'Please enter your phone number.',
        acceptTerms: 'Please accept the terms to continue.',
      },
    });
  });

  it('accepts a complete start form, trimmed', () => {
    const result = validateStart({
      name: ' Asha ',
      email: ' asha@example.com',
      phone: '+91 9876543210',
      acceptTerms: true,
      done: false,
    });
    expect(result).toEqual({ ok: true, value: { name: 'Asha', email: 'asha@example.com', phone: '+919876543210' } });
  });
});

describe('validateDetails', () => {
  const details = {
    assignmentType: 'Essay',
    subject: 'Law',
    assignmentTypeOther: '',
    subjectOther: '',
    deadline: TODAY,
    firstDraft: false,
    done: false,
  } as const;

  it('gives the spec message when anything required is missing', () => {
    for (const missing of ['assignmentType', 'subject', 'deadline'] as const) {
      const result = validateDetails({ ...details, [missing]: '' }, TODAY);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.message).toBe('Please fill all required fields.');
        expect(Object.keys(result.errors)).toEqual([missing]);
      }
    }
  });

  it('asks for the name of an "Other" subject or kind of work', () => {
    const other = validateDetails({ ...details, subject: 'Other', assignmentType: 'Other', subjectOther: '  ' }, TODAY);
    expect(other.ok).toBe(false);
    if (!other.ok) {
      expect(other.errors).toEqual({
        subjectOther: 'Please say which subject.',
        assignmentTypeOther: 'Please say which kind of work.',
      });
      expect(other.message).toBe('Please fill all required fields.');
    }
    const named = { ...details, subject: 'Other', subjectOther: 'Marine Biology' } as const;
    expect(validateDetails(named, TODAY).ok).toBe(true);
  });

  it('refuses a date in the past and accepts today', () => {
    const past = validateDetails({ ...details, deadline: '2030-03-09' }, TODAY);
    expect(past.ok).toBe(false);
    if (!past.ok) expect(past.errors.deadline).toBe('The due date cannot be in the past.');
    expect(validateDetails(details, TODAY).ok).toBe(true);
  });

  it('takes a due time, the end of the day unless given, and refuses one today that has passed', () => {
    expect(validateDetails(details, TODAY, '23:00').ok).toBe(true);
    const early = validateDetails({ ...details, deadlineTime: '09:00' }, TODAY, '10:30');
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.errors.deadlineTime).toBe('The due date cannot be in the past.');
    expect(validateDetails({ ...details, deadlineTime: '18:00' }, TODAY, '10:30').ok).toBe(true);
    expect(validateDetails({ ...details, deadline: '2030-03-11', deadlineTime: '09:00' }, TODAY, '10:30').ok).toBe(
      true,
    );
    expect(validateDetails({ ...details, deadlineTime: '25:00' }, TODAY).ok).toBe(false);
  });
});

describe('word count', () => {
  it.each(['', ' ', '0', '-5', '1.5', 'abc', '12a', '1e3', '200001', '2,00,001', '1,5', '20,00'])(
    'refuses %j',
    (typed) => {
      expect(parseWordCount(typed)).toBeNull();
      const result = validateTask({ instructions: '', fileName: '', wordCount: typed, done: false });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toBe('Please enter a valid word count.');
    },
  );

  it('accepts every whole number from 1 to 200000, with or without separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), (words) => {
        expect(parseWordCount(` ${words} `)).toBe(words);
        expect(parseWordCount(words.toLocaleString('en'))).toBe(words);
        expect(parseWordCount(words.toLocaleString('en-IN'))).toBe(words);
      }),
    );
  });

  it.each([
    ['1,500', 1500],
    ['2,000', 2000],
    ['2,00,000', 200_000],
    ['2 000', 2000],
  ])('reads %j as people write it, and the step passes', (typed, words) => {
    const result = validateTask({ instructions: '', fileName: '', wordCount: typed, done: false });
    expect(result.ok && result.value.wordCount).toBe(words);
  });

  it('wants the drive link to be a link, when there is one', () => {
    const bad = validateTask({ instructions: '', fileName: 'my file.pdf', wordCount: '300', done: false });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.fileName).toMatch(/valid link/);
    expect(validateTask({ instructions: '', fileName: '', wordCount: '300', done: false }).ok).toBe(true);
    expect(
      validateTask({ instructions: '', fileName: 'https://drive.example.com/f/1', wordCount: '300', done: false }).ok,
    ).toBe(true);
  });
});

describe('validateSpecialist', () => {
  it('has the spec messages for a blank (or only spaces) name and mobile', () => {
    const result = validateSpecialist({ ...INITIAL_WIZARD_DATA.specialist, name: '   ', mobile: ' ' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual({
        name: 'Please enter your name.',
        mobile: 'Please enter your mobile number.',
      });
    }
  });

  it('trims what it accepts', () => {
    const result = validateSpecialist({ ...INITIAL_WIZARD_DATA.specialist, name: ' Ravi ', mobile: ' 98765 43210 ' });
    expect(result).toEqual({ ok: true, value: { name: 'Ravi', mobile: '98765 43210' } });
  });
});

describe('applyCoupon', () => {
  it('resolves known codes in any case and refuses others with the spec message', () => {
    expect(applyCoupon('save10')).toEqual({ ok: true, code: 'SAVE10' });
    expect(applyCoupon('Special250')).toEqual({ ok: true, code: 'SPECIAL250' });
    expect(applyCoupon('BOGUS')).toEqual({ ok: false, message: 'This coupon code is not valid.' });
  });

  it('asks for a code when Apply is pressed on an empty field, instead of calling nothing invalid', () => {
    expect(applyCoupon('  ')).toEqual({ ok: false, message: 'Type a coupon code first.' });
  });
});

const complete: WizardData = {
  start: { name: 'Asha', email: 'asha@example.com', phone: '+91 9876543210', acceptTerms: true, done: true },
  details: {
    assignmentType: 'Report',
    subject: 'Engineering',
    assignmentTypeOther: '',
    subjectOther: '',
    deadline: '2030-04-01',
    deadlineTime: '',
    timeZone: '',
    firstDraft: true,
    done: true,
  },
  task: { instructions: 'Brief', fileName: ' https://drive.example.com/f ', wordCount: '1234', done: true },
  specialist: {
    name: 'Asha Rao',
    mobile: '+91 9876543210',
    academicLevel: 'top-scholar',
    couponInput: '',
    couponCode: 'FLAT500',
  },
};

describe('priceOf', () => {
  it('prices what is chosen with the shared price function', () => {
    expect(priceOf(complete)).toEqual(
      computePrice({
        subject: 'Engineering',
        words: 1234,
        firstDraft: true,
        specialistLevel: 'top-scholar',
        couponCode: 'FLAT500',
      }),
    );
  });

  it('is null until the subject and a valid word count are known', () => {
    expect(priceOf({ ...complete, details: { ...complete.details, subject: '' } })).toBeNull();
    expect(priceOf({ ...complete, task: { ...complete.task, wordCount: 'x' } })).toBeNull();
  });

  it('defaults to Top Scholar and no coupon before the specialist step', () => {
    const early = priceOf({ details: complete.details, task: complete.task });
    expect(early?.specialistMultiplier).toBe(1.2);
    expect(early?.coupon).toBeNull();
  });
});

describe('buildOrderRequest', () => {
  it('sends what the visitor chose and no amounts', () => {
    const request = buildOrderRequest(complete, 'Pay Later');
    expect(request).toEqual({
      name: 'Asha Rao',
      mobile: '+91 9876543210',
      email: 'asha@example.com',
      phone: '+91 9876543210',
      assignmentType: 'Report',
      subject: 'Engineering',
      deadline: '2030-04-01',
      firstDraft: true,
      instructions: 'Brief',
      wordCount: 1234,
      fileName: 'https://drive.example.com/f',
      academicLevel: 'top-scholar',
      couponCode: 'FLAT500',
      paymentMethod: 'Pay Later',
    });
    expect(OrderRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends the due time and the zone it was given in, when there are', () => {
    const timed = { ...complete, details: { ...complete.details, deadlineTime: '18:00', timeZone: 'Asia/Kolkata' } };
    expect(buildOrderRequest(timed, 'Pay Later')).toMatchObject({ deadlineTime: '18:00', timeZone: 'Asia/Kolkata' });
    expect(buildOrderRequest(complete, 'Pay Later')).not.toHaveProperty('deadlineTime');
  });

  it('leaves out the start form when the visitor began at order details', () => {
    const request = buildOrderRequest({ ...complete, start: INITIAL_WIZARD_DATA.start }, 'Paid via Razorpay');
    expect(request).not.toHaveProperty('email');
    expect(request).not.toHaveProperty('phone');
    expect(request?.paymentMethod).toBe('Paid via Razorpay');
  });

  it('is null when a step is incomplete', () => {
    expect(buildOrderRequest({ ...complete, task: { ...complete.task, wordCount: '' } }, 'Pay Later')).toBeNull();
    expect(buildOrderRequest(INITIAL_WIZARD_DATA, 'Pay Later')).toBeNull();
  });
});

describe('storedOrderSummary', () => {
  it('shows the figures the server stored, as the price function computes them', () => {
    const request = OrderRequestSchema.parse(buildOrderRequest(complete, 'Pay Later'));
    const price = computePrice({
      subject: 'Engineering',
      words: 1234,
      firstDraft: true,
      specialistLevel: 'top-scholar',
      couponCode: 'FLAT500',
    });
    const summary = storedOrderSummary(storedOrderPayload(request, price, 'Top Scholar', '2030-03-10T10:00:00Z'));
    expect(summary.price).toEqual(price);
    expect(summary.words).toBe(1234);
    expect(summary.details).toEqual({ ...complete.details, done: true });
  });
});
