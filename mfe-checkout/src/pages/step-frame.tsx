import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@shared/platform/router';
import { buttonClass } from '@shared/ui';
import { WizardPage } from '../features/order-wizard';
import { PendingPaymentsNotice } from '../features/payment';
import step from './wizard-step.module.css';

/**
 * The frame the four step pages share: the wizard's frame with the notice of payments still being
 * saved. The two features meet here, in the pages, so neither imports the other's frame.
 */
export function StepFrame(props: Omit<ComponentProps<typeof WizardPage>, 'notice'>) {
  return <WizardPage {...props} notice={<PendingPaymentsNotice />} />;
}

/** A step's action row: Back to the previous step (none on the first), then the step's own actions. */
export function StepActions({ back, children }: { back?: string; children: ReactNode }) {
  return (
    <div className={step.actions}>
      {back ? (
        <Link className={buttonClass({ variant: 'secondary' })} to={back}>
          Back
        </Link>
      ) : (
        <span />
      )}
      {children}
    </div>
  );
}

/** The summary panel's place until the stored data is read, so the columns do not move. */
export function SummaryPlaceholder() {
  return <div className={step.summaryPlaceholder} aria-hidden="true" />;
}
