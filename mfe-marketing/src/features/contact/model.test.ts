import { describe, expect, it } from 'vitest';
import {
  CONTACT_HTTP_ERROR_MESSAGE,
  CONTACT_NETWORK_ERROR_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  contactOutcomeMessage,
  EMPTY_CONTACT_FORM,
  validateContact,
} from './model';

const filled = { name: 'Ravi', email: 'ravi@example.com', phone: '+91 9876543210', message: 'Hello' };

describe('contact form rules', () => {
  it('requires every field', () => {
    const result = validateContact(EMPTY_CONTACT_FORM);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter your phone number.',
      message: 'Please enter a message.',
    });
  });

  it('checks the email format and trims the values', () => {
    expect(validateContact({ ...filled, email: 'ravi@example' }).ok).toBe(false);
    // The number goes out in E.164, the form the api stores.
    expect(validateContact({ ...filled, name: '  Ravi  ' })).toEqual({
      ok: true,
      value: { ...filled, phone: '+919876543210' },
    });
  });

  it('treats a message of spaces as empty', () => {
    expect(validateContact({ ...filled, message: '   ' })).toEqual({
      ok: false,
      errors: { message: 'Please enter a message.' },
    });
  });

  it('maps each outcome to its message', () => {
    expect(contactOutcomeMessage({ ok: true })).toEqual({ tone: 'success', text: CONTACT_SUCCESS_MESSAGE });
    expect(contactOutcomeMessage({ ok: false, kind: 'http', status: 500, fieldErrors: {} }).text).toBe(
      CONTACT_HTTP_ERROR_MESSAGE,
    );
    expect(contactOutcomeMessage({ ok: false, kind: 'network' }).text).toBe(CONTACT_NETWORK_ERROR_MESSAGE);
  });
});
