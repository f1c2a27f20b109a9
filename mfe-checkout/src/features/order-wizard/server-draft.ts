import * as z from 'zod/mini';
import { routeDataField } from '../../lib/route-data-field';

/**
 * The draft the wizard's server halves keep for a visitor whose steps posted natively (without
 * JavaScript, or before it ran), in the page's route data (`{ draft }`, from a step's loader or
 * from its action's answer): `data` is the wizard's data, re-validated with `reviveWizardData`
 * where it is used, and `stamp` names this version of it (the browser takes each version over once).
 */
const ServerDraftSchema = z.object({ stamp: z.string().check(z.maxLength(100)), data: z.unknown() });
export type ServerDraft = z.infer<typeof ServerDraftSchema>;

/** The server's draft in a page's route data, checked at this edge; null when it has none. */
export const serverDraftOf = routeDataField('draft', ServerDraftSchema);
