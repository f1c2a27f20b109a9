/** The grammar checker's public face: the tool, and the request, issue list and messages that the essay checker reuses. */
export { grammarFailureMessage, tooLongMessage } from './api';
export { GrammarChecker } from './components/grammar-checker';
export { IssueList } from './components/issue-list';
export { useGrammarRequest } from './hooks/use-grammar-request';
export { GRAMMAR_ERROR_MESSAGE, GRAMMAR_INTENT, type Issue, NO_ISSUES_MESSAGE, toIssues } from './model';
