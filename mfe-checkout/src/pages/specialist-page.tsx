import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'shared/router';
import { formatInr } from 'shared/pricing';
import { FormMessage, TextField } from 'shared/ui';
import { FALLBACKS, MESSAGES } from '../content/messages';
import { CouponField } from '../features/order-wizard/components/coupon-field';
import { OrderSummary } from '../features/order-wizard/components/order-summary';
import summaryStyles from '../features/order-wizard/components/summary.module.css';
import { SpecialistLevels } from '../features/order-wizard/components/specialist-levels';
import { StepFallback } from '../features/order-wizard/components/step-fallback';
import { WizardPage } from '../features/order-wizard/components/wizard-page';
import styles from '../features/order-wizard/components/wizard.module.css';
import {
  isStepComplete,
  parseWordCount,
  priceOf,
  storedOrderSummary,
  validateSpecialist,
  type FieldErrors,
  type SpecialistField,
  type SpecialistSlice,
} from '../features/order-wizard/model';
import { orderStore, useOrderStore } from '../features/order-wizard/store';
import { usePendingPayments } from '../features/payment/hooks/use-pending-payments';
import { usePlaceOrder, type OrderOutcome, type SaveStatus } from '../features/payment/hooks/use-place-order';
import { buttonClass } from '../lib/button-class';
import controls from '../lib/controls.module.css';
import { focusFirstInvalid } from '../lib/focus-first-invalid';

/** The summary panel's save status (spec §4, §8), in a live region that is always there. */
function SavePanel({ status }: { status: SaveStatus }) {
  return (
    <div role="status">
      {status === 'none' ? null : (
        <p
          className={`${summaryStyles.panelText} ${status === 'success' ? summaryStyles.panelSuccess : summaryStyles.panelError}`}
        >
          {status === 'success' ? MESSAGES.panelSaved : MESSAGES.panelFailed}
        </p>
      )}
    </div>
  );
}

/**
 * The step once the server has the order: saved to pay later, or paid and being confirmed. The
 * summary shows the server's figures; focus moves to the heading so the change is not missed.
 */
function OutcomeView({ outcome, aside, children }: { outcome: OrderOutcome; aside: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { details, price, words } = storedOrderSummary(outcome.order.payload);
  return (
    <WizardPage
      step="specialist"
      aside={
        <OrderSummary details={details} price={price} words={words} showCharges>
          {aside}
        </OrderSummary>
      }
    >
      <div className={styles.fallback}>
        <h2 ref={heading} tabIndex={-1} className={styles.outcomeHeading}>
          {outcome.kind === 'saved-later' ? 'Order saved' : 'Payment received'}
        </h2>
        {children}
      </div>
    </WizardPage>
  );
}

/** Specialist and payment (`/specialist`): who to contact, the level, a coupon, the price, and pay now or later. */
export default function SpecialistPage() {
  const details = useOrderStore((s) => s.details);
  const task = useOrderStore((s) => s.task);
  const specialist = useOrderStore((s) => s.specialist);
  const setSpecialist = useOrderStore((s) => s.setSpecialist);
  const ready = useOrderStore((s) => isStepComplete(s, 'details') && isStepComplete(s, 'task'));
  const [errors, setErrors] = useState<FieldErrors<SpecialistField>>({});
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  const validate = () => {
    const data = orderStore.getState();
    const checked = validateSpecialist(data.specialist);
    if (!checked.ok) {
      setErrors(checked.errors);
      setAttempt((n) => n + 1);
      return null;
    }
    setErrors({});
    return { ...data, specialist: { ...data.specialist, ...checked.value } };
  };
  const order = usePlaceOrder(validate);
  // While a payment waits to be saved, paying again could charge twice: the buttons wait too.
  const waitingPayments = usePendingPayments().length > 0;
  const locked = order.submitting || waitingPayments;
  const shownErrors: FieldErrors<SpecialistField> = {
    name: errors.name ?? order.serverErrors.name,
    mobile: errors.mobile ?? order.serverErrors.mobile,
  };

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  if (order.outcome?.kind === 'saved-later') {
    return (
      <OutcomeView outcome={order.outcome} aside={<SavePanel status={order.saveStatus} />}>
        <FormMessage message={order.message} />
        <p>
          Your order ID is <strong>{order.outcome.order.id}</strong>. We will contact you about payment.
        </p>
        <div className={styles.actionsEnd}>
          <Link className={buttonClass('primary')} to="/">
            Return Home
          </Link>
          <Link className={buttonClass('secondary')} to="/checkout/order-details">
            Start a New Order
          </Link>
        </div>
      </OutcomeView>
    );
  }

  if (order.outcome?.kind === 'paid-pending') {
    return (
      <OutcomeView outcome={order.outcome} aside={null}>
        <FormMessage message={order.message} />
        <p>
          Your payment ID is <strong>{order.outcome.paymentId}</strong>. Please quote it if you contact support.
        </p>
        <p>We keep saving your order automatically, even if you leave this page and come back later.</p>
        {order.submitting ? <p role="status">Saving your order…</p> : null}
      </OutcomeView>
    );
  }

  if (!ready) {
    return (
      <WizardPage step="specialist">
        <StepFallback text={FALLBACKS.specialist} to="/checkout/task-details" linkText="Go back to task details" />
      </WizardPage>
    );
  }

  const change = (patch: Partial<SpecialistSlice>, field?: SpecialistField) => {
    setSpecialist(patch);
    if (field) setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!locked) void order.proceedPayment();
  };

  const price = priceOf({ details, task, specialist });
  return (
    <WizardPage
      step="specialist"
      aside={
        <OrderSummary details={details} price={price} words={parseWordCount(task.wordCount)} showCharges>
          <SavePanel status={order.saveStatus} />
        </OrderSummary>
      }
    >
      <form ref={form} className={styles.form} noValidate onSubmit={onSubmit} aria-busy={order.submitting}>
        <p className={styles.note}>Fields marked * are required.</p>
        <div className={styles.row}>
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            required
            value={specialist.name}
            error={shownErrors.name}
            onChange={(name) => change({ name }, 'name')}
          />
          <TextField
            label="Mobile"
            name="mobile"
            type="tel"
            autoComplete="tel"
            required
            value={specialist.mobile}
            error={shownErrors.mobile}
            onChange={(mobile) => change({ mobile }, 'mobile')}
          />
        </div>
        <SpecialistLevels
          value={specialist.academicLevel}
          disabled={order.submitting}
          onChange={(academicLevel) => change({ academicLevel })}
        />
        <CouponField
          value={specialist.couponInput}
          applied={specialist.couponCode}
          disabled={order.submitting}
          onChange={(couponInput) => change({ couponInput })}
          onApply={(couponCode) => change({ couponCode })}
          onRemove={() => change({ couponCode: null, couponInput: '' })}
        />
        {price ? (
          <p className={styles.mobileTotal}>
            Total to pay: <strong>{formatInr(price.total)}</strong>
          </p>
        ) : null}
        <FormMessage message={order.message} />
        <div className={styles.actions}>
          <Link className={buttonClass('secondary')} to="/checkout/task-details">
            Back
          </Link>
          <div className={styles.actionsEnd}>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={locked}
              onClick={() => void order.payLater()}
            >
              Pay Later
            </button>
            <button type="submit" className={buttonClass('primary')} disabled={locked}>
              Proceed Payment
            </button>
          </div>
        </div>
        {order.submitting ? (
          <p className={controls.visuallyHidden} role="status">
            Working on your order…
          </p>
        ) : null}
      </form>
    </WizardPage>
  );
}
