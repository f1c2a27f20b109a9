/** The lead popup's rules: when it opens, how long the thank-you stays, and what it sends (spec §5, §7 call 1). */
import { LeadPayloadSchema, type LeadPayload } from 'shared/contracts';
import { fieldErrorsOf } from '../../lib/field-errors';

export { AUTO_OPEN_DELAY_MS, DISMISSED_KEY, rememberDismissed, wasDismissed } from './auto-open';

export const THANK_YOU_MS = 3000;

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

/** The wire shape: the checkbox travels as 'accepted' or 'not accepted' (spec §7). */
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

export type LeadValidation =
  { ok: true; payload: LeadPayload } | { ok: false; errors: Partial<Record<LeadField, string>> };

/** Name, email (format), phone, assignment type and the terms are required; the message is optional. */
export function validateLead(values: LeadFormValues): LeadValidation {
  const result = LeadPayloadSchema.safeParse(toLeadWire(values));
  if (result.success) return { ok: true, payload: result.data };
  return { ok: false, errors: fieldErrorsOf(result.error) as Partial<Record<LeadField, string>> };
}
