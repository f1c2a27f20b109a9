/**
 * How a page posts an agency form (ADR 031), apart from the payload's schema so that the
 * platform's lean core can read it: natively, the one intent the composition server answers for
 * every section's agency forms, with hidden fields naming the section and the form; with
 * JavaScript, the same fields to the same URL, asking for JSON.
 */
export const AGENCY_FORM_INTENT = 'agency-form';
export const AGENCY_FORM_SECTION_FIELD = 'formSection';
export const AGENCY_FORM_NAME_FIELD = 'formName';
/** The checkbox by which the visitor gives consent; a ticked box is posted as "on". */
export const AGENCY_FORM_CONSENT_FIELD = 'consent';
/**
 * What the api keeps of an agency form: at most 20 fields of 5,000 characters, and consent words
 * of 500. The composition server holds a post to them before a section's schema sees it.
 */
export const AGENCY_FORM_LIMITS = { fields: 20, value: 5000, consent: 500 } as const;
/** A form's name within its section (`new-articles`): lower case, digits and hyphens. */
export const AGENCY_FORM_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
