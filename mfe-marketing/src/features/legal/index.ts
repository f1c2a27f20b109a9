/** The legal documents (terms, refund and privacy) as one view. */
export { LegalDocumentView } from './components/legal-document';
