import { GRAMMAR_INTENT } from '../features/grammar';
import { grammarCheckAction } from '../lib/tool-actions.server';

/** The grammar checker posted natively: the text checked by the grammar service, the page rendered with its answer. */
export const intents = [GRAMMAR_INTENT];
export const action = grammarCheckAction('text');
