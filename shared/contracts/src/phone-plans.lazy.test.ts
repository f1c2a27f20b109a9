import { describe, expect, it, vi } from 'vitest';

// As a browser build resolves it (the `site-client` condition): the plans load on demand.
vi.mock('#phone-plans', () => import('./phone-plans.lazy'));

const { PhoneSchema } = await import('./phone');
const { loadPhonePlans, phonePlans } = await import('#phone-plans');

describe('the phone schema in a browser, whose numbering plans load on demand', () => {
  it('checks the shape only until they have loaded, then the country plan as on the server', async () => {
    expect(phonePlans()).toBeNull();
    // A number no country has, but shaped like one: the api refuses it with the same message.
    expect(PhoneSchema.safeParse('+1 0000').success).toBe(true);
    expect(PhoneSchema.parse(' +91 98765 43210 ')).toBe('+919876543210');
    expect(PhoneSchema.safeParse('+1 (202) 555-0123').error?.issues[0]?.message).toBe(
      'Please enter a valid phone number.',
    );

    await Promise.all([loadPhonePlans(), loadPhonePlans()]);
    expect(phonePlans()).not.toBeNull();
    expect(PhoneSchema.safeParse('+1 0000').error?.issues[0]?.message).toBe('Please enter a valid phone number.');
    expect(PhoneSchema.parse('+44 7911123456')).toBe('+447911123456');
  });
});
