import type { ReactNode } from 'react';
import { findRoute } from 'shared/core';
import { ROUTES } from '../../../app/routes';
import { WIZARD_STEPS, type WizardStepId } from '../model';
import { StepIndicator } from './step-indicator';
import styles from './wizard.module.css';

/**
 * The frame of every wizard step: the page's heading (from the section's routes), the steps, a
 * notice the page may put above the content (the payments being saved), the content and its summary.
 */
export function WizardPage({
  step,
  children,
  aside,
  notice,
}: {
  step: WizardStepId;
  children: ReactNode;
  aside?: ReactNode;
  notice?: ReactNode;
}) {
  const path = WIZARD_STEPS.find((s) => s.id === step)?.path ?? '/order';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{findRoute(ROUTES, path)?.heading}</h1>
      <StepIndicator current={step} />
      {notice}
      <div className={aside ? styles.columns : undefined}>
        <div className={styles.card}>{children}</div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </div>
  );
}
