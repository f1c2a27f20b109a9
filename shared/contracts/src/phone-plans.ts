import { NUMBERING_PLANS, type PhonePlans } from './numbering-plans';

/**
 * `#phone-plans` for servers, the api and tests: the numbering plans at once. A browser build gets
 * `phone-plans.lazy.ts` instead (the `site-client` condition in package.json's `imports`), so that
 * a page with a phone field does not download them before it works.
 */

/** The plans, or null while they load (only ever in a browser). */
export const phonePlans = (): PhonePlans | null => NUMBERING_PLANS;

/** Resolves once `phonePlans()` has them. */
export const loadPhonePlans = (): Promise<void> => Promise.resolve();
