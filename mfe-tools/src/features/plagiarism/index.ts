/** The plagiarism (similarity) checker. */
export { PlagiarismChecker } from './components/plagiarism-checker';
export { PLAGIARISM_INTENT } from './model';
