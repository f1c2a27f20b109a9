/** The plagiarism (similarity) checker. */
export { PlagiarismChecker } from './components/plagiarism-checker';
