import type { RouteAction } from '@shared/ui/forms/server';
import { PLAGIARISM_INTENT } from '../features/plagiarism';
import { renderTool } from '../lib/tool-actions.server';

/**
 * The similarity checker posted natively: nothing to ask anyone, the page is rendered with the
 * texts posted and compares them while it renders (its own checks say what is missing).
 */
export const intents = [PLAGIARISM_INTENT];
export const action: RouteAction = (request) => renderTool(request, { status: 'sent' }, 200);
