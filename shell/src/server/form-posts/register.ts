import { registerAgencyFormPost } from './agency-form-post';
import { registerConsentPost } from './consent';
import { FORM_POSTS } from './index';
import { registerWizardForms } from './wizard';

/**
 * Fills FORM_POSTS with the forms the composition server answers itself: the frame's cookie
 * banner and every section's agency forms (ADR 031); and, until they move to their pages' server
 * halves (ADR 033), the order wizard's and the tools' posts. Returns the wizard's page helpers.
 * Every other intent is answered by the page's own action (route-posts.ts).
 */
export function registerFormPosts(secret: Buffer) {
  registerConsentPost();
  registerAgencyFormPost();
  return registerWizardForms(secret);
}

/**
 * The intents the composition server answers itself, on any page. The release preflight takes a
 * page's post as answered when its intent is one of these or one its page's server half lists
 * (it answers no post, so the signing secret it registers with is a throwaway one).
 */
export function formPostIntents(): ReadonlySet<string> {
  if (FORM_POSTS.size === 0) registerFormPosts(Buffer.alloc(32));
  return new Set(FORM_POSTS.keys());
}
