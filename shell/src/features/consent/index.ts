/** Cookie consent: the choice the banner and the footer's map read, and the cookie it is kept in. */
export { ConsentProvider, useConsent } from './consent-context';
export { CONSENT_COOKIE, consentCookie, readConsent, type ConsentChoice } from './consent-cookie';
