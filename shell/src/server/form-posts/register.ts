import { registerAgencyFormPost } from './agency-form-post';
import { registerConsentPost } from './consent';
import { FORM_POSTS } from './index';
import { registerToolPosts } from './tool-posts';
import { registerWizardForms } from './wizard';

/**
 * Fills FORM_POSTS with every form the composition server answers natively: the frame's cookie
 * banner and the sections' forms. Returns the wizard's page helpers.
 */
export function registerFormPosts(secret: Buffer) {
  registerConsentPost();
  registerAgencyFormPost();
  registerToolPosts();
  return registerWizardForms(secret);
}

/**
 * The intents a native post may name and get an answer, as a composition server registers them.
 * The release preflight checks a build's pages against them (it answers no post, so the signing
 * secret it registers with is a throwaway one).
 */
export function formPostIntents(): ReadonlySet<string> {
  if (FORM_POSTS.size === 0) registerFormPosts(Buffer.alloc(32));
  return new Set(FORM_POSTS.keys());
}
