import { PARAPHRASE_INTENT } from '../features/paraphrase';
import { paraphraseAction } from '../lib/tool-actions.server';

/** The paraphraser posted natively: the text paraphrased by the api, the page rendered with its answer. */
export const intents = [PARAPHRASE_INTENT];
export const action = paraphraseAction;
