import type { ComponentProps } from 'react';
import { WizardPage } from '../features/order-wizard';
import { PendingPaymentsNotice } from '../features/payment';

/**
 * The frame the four step pages share: the wizard's frame with the notice of payments still being
 * saved. The two features meet here, in the pages, so neither imports the other's frame.
 */
export function StepFrame(props: Omit<ComponentProps<typeof WizardPage>, 'notice'>) {
  return <WizardPage {...props} notice={<PendingPaymentsNotice />} />;
}
