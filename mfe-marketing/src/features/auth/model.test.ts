import { describe, expect, it } from 'vitest';
import type { FormCheck } from '@shared/ui/forms';
import { EMPTY_LOGIN, EMPTY_REGISTER, validateLogin, validateRegister } from './model';

/** The messages of a failed check; a passing check has none. */
const errorsOf = <V extends Record<string, string>>(check: FormCheck<V, unknown>) => (check.ok ? {} : check.errors);

const goodRegistration = {
  name: 'Meera Das',
  email: 'meera@example.com',
  phone: '+91 9876543210',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

describe('validateLogin', () => {
  it('asks for both fields and a real email address', () => {
    expect(errorsOf(validateLogin(EMPTY_LOGIN))).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Please enter your password.',
    });
    expect(errorsOf(validateLogin({ email: 'meera@', password: 'x' }))).toEqual({
      email: 'Please enter a valid email address.',
    });
    expect(validateLogin({ email: ' meera@example.com ', password: 'x' })).toMatchObject({ ok: true });
  });
});

describe('validateRegister', () => {
  it('accepts a complete registration', () => {
    expect(validateRegister(goodRegistration)).toMatchObject({ ok: true });
  });

  it('requires every field', () => {
    expect(Object.keys(errorsOf(validateRegister(EMPTY_REGISTER))).sort()).toEqual(
      ['confirmPassword', 'email', 'name', 'password', 'phone'].sort(),
    );
  });

  it('wants a password of 8 or more characters typed the same twice', () => {
    expect(errorsOf(validateRegister({ ...goodRegistration, password: 'short', confirmPassword: 'short' }))).toEqual({
      password: 'Please use at least 8 characters.',
    });
    expect(errorsOf(validateRegister({ ...goodRegistration, confirmPassword: 'correct horsE' }))).toEqual({
      confirmPassword: 'The passwords do not match.',
    });
    expect(errorsOf(validateRegister({ ...goodRegistration, confirmPassword: '' }))).toEqual({
      confirmPassword: 'Please type the password again.',
    });
  });

  it('checks the phone number with its country code', () => {
    expect(errorsOf(validateRegister({ ...goodRegistration, phone: '+91 12' }))).toEqual({
      phone: 'Please enter a valid phone number.',
    });
  });
});
