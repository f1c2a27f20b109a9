import { siteMapEntry } from 'shared/core';
import { TERMS } from '../content/legal';
import { LegalDocumentView } from '../features/legal';

/** /termsandconditions: the terms, effective July 11, 2025. */
export default function TermsPage() {
  return (
    <LegalDocumentView
      heading={siteMapEntry('/termsandconditions')?.heading ?? 'Terms and Conditions'}
      document={TERMS}
    />
  );
}
