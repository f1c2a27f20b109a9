import { AGENCY_FORM_CONSENT_FIELD, type AgencyForm } from '@shared/contracts';
import type { AgencyFormDefinition } from '@shared/platform/core';

/** A section runtime's answer about an agency form's posted fields (runtime-protocol.ts). */
export type AgencyFormCheck =
  /** What goes to the api's agency-forms kind, but for the section and the form's name. */
  | { status: 'valid'; form: Pick<AgencyForm, 'fields' | 'consent' | 'replyTo'> }
  /** The section's message per failing field (the first one wins). */
  | { status: 'invalid'; errors: Record<string, string> }
  /** The section's server entry declares no agency form of that name. */
  | { status: 'unknown' };

/**
 * Checks an agency form's fields, as posted, with the schema the section declares for it (ADR
 * 031). It runs in the section's runtime, the only thread that holds the section's code: the
 * schema is the section's, and whatever it does (throws, never ends) is contained there. It is
 * called through the Standard Schema interface, so the section's copy of zod need not be ours.
 */
export async function checkAgencyForm(
  definition: AgencyFormDefinition | undefined,
  values: Record<string, string>,
): Promise<AgencyFormCheck> {
  if (!definition) return { status: 'unknown' };
  const result = await definition.schema['~standard'].validate(values);
  if (result.issues) {
    const errors: Record<string, string> = {};
    for (const issue of result.issues) {
      const first = issue.path?.[0];
      const field = String(typeof first === 'object' && first !== null ? first.key : (first ?? ''));
      // An issue of the whole form (a refinement across fields) is shown at its first field.
      const at = field || Object.keys(values)[0] || AGENCY_FORM_CONSENT_FIELD;
      errors[at] ??= issue.message;
    }
    return { status: 'invalid', errors };
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.value)) {
    if (name !== AGENCY_FORM_CONSENT_FIELD && value !== undefined && value !== null) fields[name] = String(value);
  }
  const replyTo = definition.replyTo ? fields[definition.replyTo] : undefined;
  return {
    status: 'valid',
    form: {
      fields,
      consent: { given: values[AGENCY_FORM_CONSENT_FIELD] === 'on', text: definition.consent },
      ...(replyTo ? { replyTo } : {}),
    },
  };
}
