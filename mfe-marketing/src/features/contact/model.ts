/** The contact form's rules and messages (spec §4, §5, §8). */
import { ContactPayloadSchema, type ContactPayload } from 'shared/contracts';
import { type SubmitResult } from 'shared/forms';
import { fieldErrorsOf } from '../../lib/field-errors';

export const CONTACT_SENDING_LABEL = 'Sending...';
export const CONTACT_SUCCESS_MESSAGE = 'Message Sent Successfully!';
export const CONTACT_HTTP_ERROR_MESSAGE = 'Failed to send message. Please try again later.';
export const CONTACT_NETWORK_ERROR_MESSAGE = 'An error occurred. Please try again later.';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}
export type ContactField = keyof ContactFormValues;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', message: '' };

export type ContactValidation =
  { ok: true; payload: ContactPayload } | { ok: false; errors: Partial<Record<ContactField, string>> };

/** Every field is required and the email must look like one. */
export function validateContact(values: ContactFormValues): ContactValidation {
  const result = ContactPayloadSchema.safeParse(values);
  if (result.success) return { ok: true, payload: result.data };
  return { ok: false, errors: fieldErrorsOf(result.error) as Partial<Record<ContactField, string>> };
}

/** What the visitor reads after a send: success on 2xx, one message for a refusal, another for no answer. */
export function contactOutcomeMessage(result: SubmitResult): { tone: 'success' | 'error'; text: string } {
  if (result.ok) return { tone: 'success', text: CONTACT_SUCCESS_MESSAGE };
  return { tone: 'error', text: result.kind === 'http' ? CONTACT_HTTP_ERROR_MESSAGE : CONTACT_NETWORK_ERROR_MESSAGE };
}
