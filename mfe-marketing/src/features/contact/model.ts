/**
 * The contact form's rules and messages: every field is required, the email must look like one,
 * the button reads 'Sending...' while the message travels, and the outcome messages below are the
 * product's exact wording.
 */
import { ContactPayloadSchema, type ContactPayload } from '@shared/contracts';
import type { PostedForm } from '@shared/platform/core';
import { checkWithSchema, type FormCheck, type SubmitResult } from '@shared/ui/forms';

/** The hidden intent the form posts with when it is sent natively (before or without JavaScript). */
export const CONTACT_INTENT = 'contact';

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

/** Every field is required and the email must look like one. */
export function validateContact(values: ContactFormValues): FormCheck<ContactFormValues, ContactPayload> {
  return checkWithSchema(ContactPayloadSchema, values);
}

/** What the visitor reads after a send: success on 2xx, one message for a refusal, another for no answer. */
export function contactOutcomeMessage(result: SubmitResult): { tone: 'success' | 'error'; text: string } {
  if (result.ok) return { tone: 'success', text: CONTACT_SUCCESS_MESSAGE };
  return { tone: 'error', text: result.kind === 'http' ? CONTACT_HTTP_ERROR_MESSAGE : CONTACT_NETWORK_ERROR_MESSAGE };
}

/** The same messages for the server's answer to a native post; field errors speak for themselves. */
export function postedOutcomeMessage(posted: PostedForm | null): { tone: 'success' | 'error'; text: string } | null {
  if (!posted || posted.status === 'invalid') return null;
  if (posted.status === 'sent') return contactOutcomeMessage({ ok: true });
  return contactOutcomeMessage(
    posted.status === 'failed'
      ? { ok: false, kind: 'http', status: 422, fieldErrors: {} }
      : { ok: false, kind: 'network' },
  );
}
