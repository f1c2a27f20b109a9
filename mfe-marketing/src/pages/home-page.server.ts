/**
 * The home page on the server: its lead popup's form posts to the page it is on, and a post that
 * reaches the server (the popup's script failed after it opened) is answered here, in marketing's
 * runtime: stored through the api, then `?sent=lead`.
 */
import { LEAD_INTENT } from '../features/lead-popup';
import { collectFormAction } from '../lib/collect-form.server';

export const intents = [LEAD_INTENT];
// The page sends the terms box as words; a native post sends "on" when it is ticked.
export const action = collectFormAction(
  LEAD_INTENT,
  (config) => config.endpoints.lead,
  (values) => ({
    ...values,
    acceptTerms: values.acceptTerms === 'on' ? 'accepted' : 'not accepted',
  }),
);
