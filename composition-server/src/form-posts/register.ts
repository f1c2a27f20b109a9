import { registerAgencyFormPost } from './agency-form-post';
import { registerConsentPost } from './consent';
import { FORM_POSTS } from './index';

/**
 * Fills FORM_POSTS with the forms the composition server answers itself: the frame's cookie
 * banner and every section's agency forms (ADR 031). Every other intent is answered by the
 * page's own action, in its section's runtime (ADR 033, route-posts.ts).
 */
export function registerFormPosts(): void {
  registerConsentPost();
  registerAgencyFormPost();
}

/**
 * The intents the composition server answers itself, on any page. The release preflight takes a
 * page's post as answered when its intent is one of these or one its page's server half lists.
 */
export function formPostIntents(): ReadonlySet<string> {
  if (FORM_POSTS.size === 0) registerFormPosts();
  return new Set(FORM_POSTS.keys());
}
