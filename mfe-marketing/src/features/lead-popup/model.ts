/**
 * The lead popup's rules: it opens 2 s after the home page loads (or on Get Quote), the thank-you
 * stays 3 s, and it sends name, email, phone, assignment type, message and the terms choice.
 */
import { LeadPayloadSchema, type LeadPayload } from '@shared/contracts';
import { checkWithSchema, type FormCheck } from '@shared/ui/forms';

export { AUTO_OPEN_DELAY_MS, DISMISSED_KEY, rememberDismissed, wasDismissed } from './auto-open';

export const THANK_YOU_MS = 3000;

/** The hidden intent the form posts with when it is sent natively (before or without JavaScript). */
export const LEAD_INTENT = 'lead';

export const LEAD_SUCCESS_MESSAGE = 'Thank you for registering! We will get in touch soon.';
export const LEAD_ERROR_MESSAGE = 'There was an error submitting your form. Please try again.';

export interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  assignmentType: string;
  message: string;
  acceptTerms: boolean;
}

export type LeadField = keyof LeadFormValues;

export const EMPTY_LEAD_FORM: LeadFormValues = {
  name: '',
  email: '',
  phone: '',
  assignmentType: '',
  message: '',
  acceptTerms: false,
};

/** The wire shape: the checkbox travels as the words 'accepted' or 'not accepted'. */
export function toLeadWire(values: LeadFormValues) {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    assignmentType: values.assignmentType,
    message: values.message,
    acceptTerms: values.acceptTerms ? 'accepted' : 'not accepted',
  };
}

/** Name, email (format), phone, assignment type and the terms are required; the message is optional. */
export function validateLead(values: LeadFormValues): FormCheck<LeadFormValues, LeadPayload> {
  return checkWithSchema(LeadPayloadSchema, toLeadWire(values));
}
