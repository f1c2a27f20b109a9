import { describe, expect, it } from 'vitest';
import { PhoneSchema } from './phone';

const messageOf = (value: string) => PhoneSchema.safeParse(value).error?.issues[0]?.message;

describe('PhoneSchema', () => {
  it('refuses numbers that cannot exist with the phone message', () => {
    for (const impossible of ['+1 0000', '+91 12345', '+1 5555550100', '+44 12', '+999 12345678']) {
      expect(messageOf(impossible), impossible).toBe('Please enter a valid phone number.');
    }
  });

  it('asks for a number when there is none, and refuses what is not a number', () => {
    expect(messageOf('  ')).toBe('Please enter your phone number.');
    for (const junk of ['2025550123', '+1 (202) 555-0123 call me', '+1 202555O123', 'tel:+12025550123']) {
      expect(messageOf(junk), junk).toBe('Please enter a valid phone number.');
    }
  });

  it('accepts real numbers of each country and gives them in E.164', () => {
    expect(PhoneSchema.parse('+1 2025550123')).toBe('+12025550123');
    expect(PhoneSchema.parse(' +91 98765 43210 ')).toBe('+919876543210');
    expect(PhoneSchema.parse('+44 7911123456')).toBe('+447911123456');
    expect(PhoneSchema.parse('+61 412345678')).toBe('+61412345678');
    // Already E.164 (a value the schema gave back) stays as it is.
    expect(PhoneSchema.parse('+919876543210')).toBe('+919876543210');
  });
});
