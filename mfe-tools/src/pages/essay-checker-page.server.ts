import { ESSAY_INTENT } from '../features/essay-checker';
import { grammarCheckAction } from '../lib/tool-actions.server';

/**
 * The essay checker posted natively: its grammar issues from the grammar service; the page
 * computes the rest of its report while it renders.
 */
export const intents = [ESSAY_INTENT];
export const action = grammarCheckAction('essay');
