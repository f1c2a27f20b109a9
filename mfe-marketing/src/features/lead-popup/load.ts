import { warmUpForm } from 'shared/forms/warm-up';

/** The popup's code: a chunk of its own, with the form libraries, fetched when it is needed. */
export const loadLeadPopup = () => import('./components/lead-popup');

/** Fetches and runs the popup's code ahead of its opening by itself, a piece per task. */
export const warmUpLeadPopup = () => warmUpForm(loadLeadPopup);
