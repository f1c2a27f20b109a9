/** The essay checker. */
export { EssayChecker } from './components/essay-checker';
export { ESSAY_INTENT } from './model';
