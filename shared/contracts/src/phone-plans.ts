import { NUMBERING_PLANS, type PhonePlans } from './numbering-plans';

/**
 * `#phone-plans` (`@shared/contracts/phone-plans` outside this package) for servers, the api and
 * tests: the numbering plans at once. A browser build gets `phone-plans.lazy.ts` instead (the
 * `site-client` condition in package.json), so that a page with a phone field does not download
 * them before it works. Neither variant imports zod: a form's shared code may import them without
 * bringing the schemas into a page's first load.
 */

/** The plans, or null while they load (only ever in a browser). */
export const phonePlans = (): PhonePlans | null => NUMBERING_PLANS;

/** Resolves once `phonePlans()` has them. */
export const loadPhonePlans = (): Promise<void> => Promise.resolve();
