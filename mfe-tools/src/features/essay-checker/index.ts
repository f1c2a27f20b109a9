/** The essay checker. */
export { EssayChecker } from './components/essay-checker';
