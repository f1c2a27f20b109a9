import { useEffect, type ReactNode } from 'react';
import { findRoute } from 'shared/core';
import { ROUTES } from '../../../app/routes';
import { PendingPaymentsNotice } from '../../payment/components/pending-payments-notice';
import { startPaymentOutbox } from '../../payment/pending-payments';
import { WIZARD_STEPS, type WizardStepId } from '../model';
import { StepIndicator } from './step-indicator';
import styles from './wizard.module.css';

/** The frame of every wizard step: the page's heading (from the section's routes), the steps, the content and its summary. */
export function WizardPage({ step, children, aside }: { step: WizardStepId; children: ReactNode; aside?: ReactNode }) {
  const path = WIZARD_STEPS.find((s) => s.id === step)?.path ?? '/order';
  useEffect(() => startPaymentOutbox(), []);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{findRoute(ROUTES, path)?.heading}</h1>
      <StepIndicator current={step} />
      <PendingPaymentsNotice />
      <div className={aside ? styles.columns : undefined}>
        <div className={styles.card}>{children}</div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </div>
  );
}
