/**
 * Login and registration rules. Login asks for email and password; registration for name, email,
 * phone and a password typed twice. Both validate in the page and then only say that accounts are
 * not open yet: no credential is sent anywhere or stored.
 */
import { EmailSchema, NameSchema, PhoneSchema } from '@shared/contracts';
import { checkWithSchema, type FormCheck } from '@shared/ui/forms';
import * as z from 'zod/mini';

export const ACCOUNTS_CLOSED_MESSAGE =
  'Student accounts are not open yet. To place an order use Order Now, or contact us.';

export const MIN_PASSWORD_LENGTH = 8;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string().check(z.minLength(1, 'Please enter your password.')),
});
export type LoginValues = z.input<typeof LoginSchema>;
export type LoginField = keyof LoginValues;
export const EMPTY_LOGIN: LoginValues = { email: '', password: '' };

export const RegisterSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    password: z
      .string()
      .check(
        z.minLength(1, 'Please choose a password.'),
        z.minLength(MIN_PASSWORD_LENGTH, `Please use at least ${MIN_PASSWORD_LENGTH} characters.`),
      ),
    confirmPassword: z.string().check(z.minLength(1, 'Please type the password again.')),
  })
  .check(
    z.refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: 'The passwords do not match.',
    }),
  );
export type RegisterValues = z.input<typeof RegisterSchema>;
export type RegisterField = keyof RegisterValues;
export const EMPTY_REGISTER: RegisterValues = { name: '', email: '', phone: '', password: '', confirmPassword: '' };

/** The login form's check: its values, or one message per field that fails. */
export function validateLogin(values: LoginValues): FormCheck<LoginValues, z.output<typeof LoginSchema>> {
  return checkWithSchema(LoginSchema, values);
}

export function validateRegister(values: RegisterValues): FormCheck<RegisterValues, z.output<typeof RegisterSchema>> {
  return checkWithSchema(RegisterSchema, values);
}
