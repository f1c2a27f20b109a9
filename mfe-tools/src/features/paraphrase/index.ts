/** The paraphrasing tool. */
export { Paraphraser } from './components/paraphraser';
