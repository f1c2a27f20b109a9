import { findRoute } from '@shared/platform/core';
import { ROUTES } from '../app/routes';
import { REFUND_AND_PRIVACY } from '../content/legal';
import { LegalDocumentView } from '../features/legal';

/** /refund (and /post-hospital): the refund and cancellation terms first, then the privacy policy. */
export default function RefundPage() {
  return (
    <LegalDocumentView
      heading={findRoute(ROUTES, '/refund')?.heading ?? 'Refund and Cancellation Policy'}
      document={REFUND_AND_PRIVACY}
    />
  );
}
