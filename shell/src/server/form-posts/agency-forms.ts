import { collectFormPost } from './collect';
import { FORM_POSTS } from './index';

/** The forms that reach the agency, answered natively (before or without JavaScript). */
export function registerAgencyForms() {
  FORM_POSTS.set(
    'contact',
    collectFormPost('contact', (config) => config.endpoints.contact),
  );
  FORM_POSTS.set(
    'lead',
    // The page sends the terms box as words; a native post sends "on" when it is ticked.
    collectFormPost(
      'lead',
      (config) => config.endpoints.lead,
      (values) => ({ ...values, acceptTerms: values.acceptTerms === 'on' ? 'accepted' : 'not accepted' }),
    ),
  );
}
