import { lazy } from 'react';
import { loadLeadPopup } from './load';

/** The lead popup's public face: when it opens, and the popup itself, fetched only when it first opens. */
export { useLeadPopup } from './hooks/use-lead-popup';
export const LeadPopup = lazy(loadLeadPopup);
