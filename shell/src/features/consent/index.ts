/** Cookie consent: the store the banner and the footer's map read. */
export { useConsentStore } from './consent-store';
