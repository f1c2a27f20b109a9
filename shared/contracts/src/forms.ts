import * as z from 'zod/mini';
import { PhoneSchema } from './phone';

export { PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE, PhoneSchema } from './phone';

/**
 * Payloads of the form-collection protocol (POST JSON, 2xx on success). The browser validates
 * with these schemas before sending and the api validates again on arrival, with the same messages.
 */

const trimmed = (message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, message), ...checks);

export const NameSchema = trimmed(
  'Please enter your name.',
  z.maxLength(120, 'Please keep the name under 120 characters.'),
);
export const EmailSchema = z.pipe(z.string().check(z.trim()), z.email('Please enter a valid email address.'));

export const LEAD_ASSIGNMENT_TYPES = [
  { value: 'essay', label: 'Essay/Dissertation' },
  { value: 'report', label: 'Report' },
  { value: 'case-study', label: 'Case Study' },
  { value: 'research-paper', label: 'Research Paper/Thesis Writing' },
  { value: 'assignment', label: 'Assignment Writing' },
] as const;
type LeadAssignmentType = (typeof LEAD_ASSIGNMENT_TYPES)[number]['value'];
const leadTypeValues = LEAD_ASSIGNMENT_TYPES.map((t) => t.value) as [LeadAssignmentType, ...LeadAssignmentType[]];

export const LeadPayloadSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  assignmentType: z.enum(leadTypeValues, 'Please choose an assignment type.'),
  message: z._default(
    z.string().check(z.trim(), z.maxLength(5000, 'Please keep the message under 5,000 characters.')),
    '',
  ),
  acceptTerms: z.literal('accepted', 'Please accept the terms to continue.'),
});
export type LeadPayload = z.infer<typeof LeadPayloadSchema>;

export const ContactPayloadSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  message: trimmed('Please enter a message.', z.maxLength(5000, 'Please keep the message under 5,000 characters.')),
});
export type ContactPayload = z.infer<typeof ContactPayloadSchema>;

export const FORM_NAMES = ['lead', 'contact'] as const;
export type FormName = (typeof FORM_NAMES)[number];
export const FORM_SCHEMAS = { lead: LeadPayloadSchema, contact: ContactPayloadSchema } as const;

/** Hidden field that people never fill; a value in it marks the submission as a bot's. */
export const HONEYPOT_FIELD = 'website';

export const FieldErrorSchema = z.object({ field: z.string(), code: z.string(), message: z.string() });
export const FormErrorResponseSchema = z.object({
  error: z.string(),
  errors: z._default(z.array(FieldErrorSchema), []),
});
export type FormErrorResponse = z.infer<typeof FormErrorResponseSchema>;

export const FormOkResponseSchema = z.object({ ok: z.literal(true), id: z.optional(z.string()) });
