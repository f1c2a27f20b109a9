import { findRoute } from 'shared/core';
import { ROUTES } from '../app/routes';
import { REFUND_AND_PRIVACY } from '../content/legal';
import { LegalDocumentView } from '../features/legal/components/legal-document';

/** /refund (and /post-hospital): the refund and cancellation terms, then the privacy policy (decisions §26). */
export default function RefundPage() {
  return (
    <LegalDocumentView
      heading={findRoute(ROUTES, '/refund')?.heading ?? 'Refund and Cancellation Policy'}
      document={REFUND_AND_PRIVACY}
    />
  );
}
