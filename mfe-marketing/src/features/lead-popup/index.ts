import { lazy } from 'react';
import { loadFormInTasks } from '@shared/ui/forms/load-in-tasks';

/** The lead popup's public face: when it opens, and the popup itself, fetched only when it first opens. */
export { useLeadPopup } from './hooks/use-lead-popup';
/** The intent its form posts with natively: the home page's action answers it. */
export { LEAD_INTENT } from './model';
export const LeadPopup = lazy(() => loadFormInTasks(() => import('./components/lead-popup')));
