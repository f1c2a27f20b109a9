import { useEffect, useRef, type ReactNode } from 'react';
import { findRoute } from '@shared/platform/core';
import { ROUTES } from '../../../app/routes';
import { WIZARD_STEPS, type WizardStepId } from '../model';
import { StepIndicator } from './step-indicator';
import styles from './wizard.module.css';

/**
 * The frame of every wizard step: the page's heading (from the section's routes, unless the step
 * has finished and says so), the steps, a notice the page may put above the content (the payments
 * being saved), the price so far, the content and its summary.
 */
export function WizardPage({
  step,
  children,
  aside,
  notice,
  compact,
  finished,
}: {
  step: WizardStepId;
  children: ReactNode;
  aside?: ReactNode;
  notice?: ReactNode;
  /** The price so far, above the content (on phones; see CompactSummary). */
  compact?: ReactNode;
  /** Once the order is stored: the heading that says so, and every step marked done. */
  finished?: string;
}) {
  const path = WIZARD_STEPS.find((s) => s.id === step)?.path ?? '/order';
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the visitor's last click: the new heading takes focus so it is not missed.
  useEffect(() => {
    if (finished) heading.current?.focus();
  }, [finished]);
  return (
    <div className={styles.page}>
      <h1 ref={heading} className={styles.title} tabIndex={finished ? -1 : undefined}>
        {finished ?? findRoute(ROUTES, path)?.heading}
      </h1>
      <StepIndicator current={finished ? 'finished' : step} />
      {notice}
      {compact}
      <div className={aside ? styles.columns : undefined}>
        <div className={styles.card}>{children}</div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </div>
  );
}

/**
 * What a step shows until the wizard's stored data is read (on the server and while the page
 * hydrates): the card at about its size, never a message that the data is missing.
 */
export function StepPlaceholder() {
  return (
    <div className={styles.placeholder} aria-busy="true">
      <p className={styles.placeholderText}>Loading your order…</p>
      {/* Without JavaScript a step shows only the order the server keeps: here there is none yet. */}
      <noscript>
        <p>
          This step opens once the steps before it are done. <a href="/order">Start your order</a>
        </p>
      </noscript>
    </div>
  );
}
