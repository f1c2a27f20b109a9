import { lazy } from 'react';

/** The lead popup's public face: when it opens, and the popup itself, fetched only when it first opens. */
export { useLeadPopup } from './hooks/use-lead-popup';
export const LeadPopup = lazy(() => import('./components/lead-popup'));
