import * as z from 'zod/mini';
import { AGENCY_FORM_LIMITS, AGENCY_FORM_NAME_PATTERN } from './agency-form-post';
import { EmailSchema } from './forms';
import { SECTION_NAMES } from './runtime-config';

/**
 * A form that only sends something to the agency (a question, a request, a sign-up), as a
 * section's action sends it to the api's one generic kind for such forms (`POST /v1/agency-forms`).
 * The section validates the fields with its own rules; the api keeps them as given, within these
 * bounds, shows them in the admin view and emails them with one plain-text template. So a section
 * adds such a form without an api, contracts or shell change. Orders, payments and files keep
 * their own typed endpoints.
 */
export const AGENCY_FORM_PATH = '/v1/agency-forms';

export const AgencyFormSchema = z.object({
  /** The section whose form it is. */
  section: z.enum(SECTION_NAMES),
  /** The form's name within its section (`new-articles`): lower case, digits and hyphens. */
  form: z.string().check(z.regex(AGENCY_FORM_NAME_PATTERN, 'A form name is lower case, digits and hyphens.')),
  /** The fields as the section validated them, by name, in the order the email lists them. */
  fields: z
    .record(
      z
        .string()
        .check(z.regex(/^[a-zA-Z][a-zA-Z0-9-]{0,39}$/, 'A field name is a letter, then letters, digits or hyphens.')),
      z.string().check(z.maxLength(AGENCY_FORM_LIMITS.value)),
    )
    .check(z.refine((fields) => Object.keys(fields).length <= AGENCY_FORM_LIMITS.fields, 'At most 20 fields.')),
  /**
   * The visitor's consent: whether they gave it, and the words they were shown beside the box
   * (what the agency may do with what they sent).
   */
  consent: z.object({
    given: z.boolean(),
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(AGENCY_FORM_LIMITS.consent)),
  }),
  /** Where the agency's reply goes, when the form has the visitor's address. */
  replyTo: z.optional(EmailSchema),
});
export type AgencyForm = z.infer<typeof AgencyFormSchema>;

/** How a stored agency form is named among submissions (the admin view's "form" column). */
export const agencyFormName = (form: Pick<AgencyForm, 'section' | 'form'>) => `${form.section}/${form.form}`;
