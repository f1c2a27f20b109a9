import { describe, expect, it } from 'vitest';
import {
  EMPTY_LEAD_FORM,
  rememberDismissed,
  toLeadWire,
  validateLead,
  wasDismissed,
  type LeadFormValues,
} from './model';

const filled: LeadFormValues = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+1 2025550123',
  assignmentType: 'report',
  message: '',
  acceptTerms: true,
};

describe('lead form rules', () => {
  it('accepts a complete form and leaves the message optional', () => {
    const result = validateLead(filled);
    expect(result).toEqual({
      ok: true,
      value: { ...filled, phone: '+12025550123', acceptTerms: 'accepted', message: '' },
    });
  });

  it('requires name, email, phone, assignment type and the terms', () => {
    const result = validateLead(EMPTY_LEAD_FORM);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['acceptTerms', 'assignmentType', 'email', 'name', 'phone']);
    expect(result.errors.name).toBe('Please enter your name.');
    expect(result.errors.acceptTerms).toBe('Please accept the terms to continue.');
  });

  it('checks the email format', () => {
    const result = validateLead({ ...filled, email: 'asha@' });
    expect(result).toEqual({ ok: false, errors: { email: 'Please enter a valid email address.' } });
  });

  it('only accepts the five assignment types', () => {
    expect(validateLead({ ...filled, assignmentType: 'poem' }).ok).toBe(false);
    for (const type of ['essay', 'report', 'case-study', 'research-paper', 'assignment']) {
      expect(validateLead({ ...filled, assignmentType: type }).ok).toBe(true);
    }
  });

  it("sends the terms choice as 'accepted' or 'not accepted'", () => {
    expect(toLeadWire(filled).acceptTerms).toBe('accepted');
    expect(toLeadWire({ ...filled, acceptTerms: false }).acceptTerms).toBe('not accepted');
  });
});

describe('popup memory', () => {
  it('remembers a dismissal for the session', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => data.set(k, v) };
    expect(wasDismissed(storage)).toBe(false);
    rememberDismissed(storage);
    expect(wasDismissed(storage)).toBe(true);
  });

  it('treats blocked storage as not dismissed', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(wasDismissed(blocked)).toBe(false);
    expect(() => rememberDismissed(blocked)).not.toThrow();
  });
});
