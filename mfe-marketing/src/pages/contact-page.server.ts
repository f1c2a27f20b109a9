/**
 * /contactus on the server: the contact form's native post (before or without JavaScript) is
 * answered here, in marketing's runtime: stored through the api, then `?sent=contact`.
 */
import { CONTACT_INTENT } from '../features/contact';
import { collectFormAction } from '../lib/collect-form.server';

export const intents = [CONTACT_INTENT];
export const action = collectFormAction(CONTACT_INTENT, (config) => config.endpoints.contact);
