import { VisuallyHidden } from '@shared/ui';
import { WIZARD_STEPS, type WizardStepId } from '../model';
import styles from './step-indicator.module.css';

/**
 * Where the visitor is in the wizard: four numbered steps, the current one marked for assistive
 * technology; once the order is stored ('finished'), all four are done.
 */
export function StepIndicator({ current }: { current: WizardStepId | 'finished' }) {
  const currentIndex =
    current === 'finished' ? WIZARD_STEPS.length : WIZARD_STEPS.findIndex((step) => step.id === current);
  return (
    <nav className={styles.indicator} aria-label="Order progress">
      <p className={styles.counter} aria-hidden="true">
        {current === 'finished' ? 'All steps done' : `Step ${currentIndex + 1} of ${WIZARD_STEPS.length}`}
      </p>
      <ol className={styles.list}>
        {WIZARD_STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li
              key={step.id}
              className={[styles.step, state === 'done' ? styles.done : '', state === 'current' ? styles.current : '']
                .filter(Boolean)
                .join(' ')}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={styles.label}>
                <VisuallyHidden>Step {index + 1}: </VisuallyHidden>
                {step.label}
                {state === 'done' ? <VisuallyHidden> (completed)</VisuallyHidden> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
