import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from 'shared/router';
import { useFormState } from 'shared/forms';
import { formatInr } from 'shared/pricing';
import { Button, buttonClass, FormMessage, TextField, visuallyHiddenClass } from 'shared/ui';
import { FALLBACKS } from '../content/messages';
import {
  CouponField,
  isStepComplete,
  OrderSummary,
  orderStore,
  parseWordCount,
  priceOf,
  SpecialistLevels,
  StepFallback,
  storedOrderSummary,
  useOrderStore,
  validateSpecialist,
  type SpecialistField,
  type SpecialistSlice,
} from '../features/order-wizard';
import { SavePanel, usePendingPayments, usePlaceOrder, type OrderOutcome } from '../features/payment';
import { StepActions, StepFrame } from './step-frame';
import step from './wizard-step.module.css';

/**
 * The step once the server has the order: saved to pay later, or paid and being confirmed. The
 * summary shows the server's figures; focus moves to the heading so the change is not missed.
 */
function OutcomeView({ outcome, aside, children }: { outcome: OrderOutcome; aside: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { details, price, words } = storedOrderSummary(outcome.order.payload);
  return (
    <StepFrame
      step="specialist"
      aside={
        <OrderSummary details={details} price={price} words={words} showCharges>
          {aside}
        </OrderSummary>
      }
    >
      <div className={step.outcome}>
        <h2 ref={heading} tabIndex={-1} className={step.outcomeHeading}>
          {outcome.kind === 'saved-later' ? 'Order saved' : 'Payment received'}
        </h2>
        {children}
      </div>
    </StepFrame>
  );
}

/** Specialist and payment (`/specialist`): who to contact, the level, a coupon, the price, and pay now or later. */
export default function SpecialistPage() {
  const details = useOrderStore((s) => s.details);
  const task = useOrderStore((s) => s.task);
  const specialist = useOrderStore((s) => s.specialist);
  const setSpecialist = useOrderStore((s) => s.setSpecialist);
  const ready = useOrderStore((s) => isStepComplete(s, 'details') && isStepComplete(s, 'task'));
  const { formRef, ...form } = useFormState({
    values: { name: specialist.name, mobile: specialist.mobile },
    onChange: (patch) => setSpecialist(patch),
    validate: validateSpecialist,
  });

  // Pay Later and Proceed Payment both check the contact fields first.
  const validate = () => {
    const checked = form.check();
    if (!checked) return null;
    const data = orderStore.getState();
    return { ...data, specialist: { ...data.specialist, ...checked } };
  };
  const order = usePlaceOrder(validate);
  // While a payment waits to be saved, paying again could charge twice: the buttons wait too.
  const waitingPayments = usePendingPayments().length > 0;
  const locked = order.submitting || waitingPayments;
  const shownErrors: Partial<Record<SpecialistField, string>> = {
    name: form.errors.name ?? order.serverErrors.name,
    mobile: form.errors.mobile ?? order.serverErrors.mobile,
  };

  if (order.outcome?.kind === 'saved-later') {
    return (
      <OutcomeView outcome={order.outcome} aside={<SavePanel status={order.saveStatus} />}>
        <FormMessage message={order.message} />
        <p>
          Your order ID is <strong>{order.outcome.order.id}</strong>. We will contact you about payment.
        </p>
        <div className={step.actionsEnd}>
          <Link className={buttonClass()} to="/">
            Return Home
          </Link>
          <Link className={buttonClass({ variant: 'secondary' })} to="/checkout/order-details">
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
      <StepFrame step="specialist">
        <StepFallback text={FALLBACKS.specialist} to="/checkout/task-details" linkText="Go back to task details" />
      </StepFrame>
    );
  }

  const change = (patch: Partial<SpecialistSlice>) => setSpecialist(patch);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!locked) void order.proceedPayment();
  };

  const price = priceOf({ details, task, specialist });
  return (
    <StepFrame
      step="specialist"
      aside={
        <OrderSummary details={details} price={price} words={parseWordCount(task.wordCount)} showCharges>
          <SavePanel status={order.saveStatus} />
        </OrderSummary>
      }
    >
      <form ref={formRef} className={step.form} noValidate onSubmit={onSubmit} aria-busy={order.submitting}>
        <p className={step.note}>Fields marked * are required.</p>
        <div className={step.row}>
          <TextField label="Name" autoComplete="name" required {...form.field('name')} error={shownErrors.name} />
          <TextField
            label="Mobile"
            type="tel"
            autoComplete="tel"
            required
            {...form.field('mobile')}
            error={shownErrors.mobile}
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
          <p className={step.mobileTotal}>
            Total to pay: <strong>{formatInr(price.total)}</strong>
          </p>
        ) : null}
        <FormMessage message={order.message} />
        <StepActions back="/checkout/task-details">
          <div className={step.actionsEnd}>
            <Button variant="secondary" disabled={locked} onClick={() => void order.payLater()}>
              Pay Later
            </Button>
            <Button type="submit" disabled={locked}>
              Proceed Payment
            </Button>
          </div>
        </StepActions>
        {order.submitting ? (
          <p className={visuallyHiddenClass} role="status">
            Working on your order…
          </p>
        ) : null}
      </form>
    </StepFrame>
  );
}
