/** The paraphrasing tool. */
export { Paraphraser } from './components/paraphraser';
export { PARAPHRASE_INTENT } from './model';
