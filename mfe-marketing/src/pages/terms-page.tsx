import { findRoute } from '@shared/platform/core';
import { ROUTES } from '../app/routes';
import { TERMS } from '../content/legal';
import { LegalDocumentView } from '../features/legal';

/** /termsandconditions: the terms, effective July 11, 2025. */
export default function TermsPage() {
  return (
    <LegalDocumentView
      heading={findRoute(ROUTES, '/termsandconditions')?.heading ?? 'Terms and Conditions'}
      document={TERMS}
    />
  );
}
