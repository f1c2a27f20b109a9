import type { FormEvent, ReactNode } from 'react';
import { Link } from '@shared/platform/router';
import { orderPagePath, type Order } from '@shared/contracts';
import { useFormKey, usePostedForm, useTimeZone, type PostedForm } from '@shared/platform/core';
import { contactBy, formatDateTimeIn } from '@shared/domain/time';
import { NativeFormFields, useFormState } from '@shared/ui/forms';
import { formatInr } from '@shared/domain/pricing';
import { Button, buttonClass, FormMessage, TextField, visuallyHiddenClass, type FormMessageValue } from '@shared/ui';
import { FALLBACKS, MESSAGES } from '../content/messages';
import { LocalPrice } from '../features/currency';
import {
  CompactSummary,
  CouponField,
  formatDue,
  isStepComplete,
  OrderSummary,
  orderStore,
  PAY_NOW_NEEDS_SCRIPT,
  SPECIALIST_ACTION_FIELD,
  SPECIALIST_ACTIONS,
  SpecialistLevels,
  StepFallback,
  StepPlaceholder,
  storedOrderSummary,
  useOrderSoFar,
  useOrderStore,
  validateSpecialist,
  WIZARD_INTENTS,
  type SpecialistField,
  type SpecialistSlice,
} from '../features/order-wizard';
import { RefusedFilesNote } from '../features/order-activity';
import { SavePanel, usePendingPayments, usePlaceOrder, type OrderOutcome } from '../features/payment';
import { StepActions, StepFrame, SummaryPlaceholder } from './step-frame';
import step from './wizard-step.module.css';

/**
 * The step once the server has the order: saved to pay later, or paid and being confirmed. The
 * summary shows the server's figures; focus moves to the heading so the change is not missed.
 */
function OutcomeView({
  outcome,
  heading,
  aside,
  children,
}: {
  outcome: OrderOutcome;
  heading: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  const { details, price, words, level } = storedOrderSummary(outcome.order.payload);
  return (
    <StepFrame
      step="specialist"
      finished={heading}
      aside={
        <OrderSummary details={details} price={price} words={words} level={level} showCharges>
          {aside}
        </OrderSummary>
      }
    >
      <div className={step.outcome}>{children}</div>
    </StepFrame>
  );
}

/** After Pay Later: the reference to quote, what happens next and by when, and the order page. */
function SavedForLater({ order }: { order: Order }) {
  const timeZone = useTimeZone();
  const email = order.payload.email;
  const due = formatDue(order.payload, timeZone);
  // Never later than the due time: an urgent order hears from us sooner (contactBy).
  const by = contactBy(order.payload.submittedAt, order.payload.dueAt);
  return (
    <>
      {order.reference ? (
        <p className={step.reference}>
          Your order reference is <strong>{order.reference}</strong>. Quote it if you call or write to us.
        </p>
      ) : null}
      <h2 className={step.nextHeading}>What happens next</h2>
      <ol className={step.nextSteps}>
        <li>Pay on your order page whenever you are ready: your specialist starts as soon as the payment arrives.</li>
        <li>
          We contact you within 24 hours, by{' '}
          <time dateTime={by}>{formatDateTimeIn(by, timeZone, { weekday: true })}</time>, to confirm the details.
        </li>
        <li>Your work is due by {due}.</li>
      </ol>
      <p>
        {email
          ? `We have emailed the link to your order page to ${email}.`
          : 'Keep the link to your order page: it is the way back to your order.'}
      </p>
      <div className={step.actionsEnd}>
        {order.token ? (
          // The address is the order page's already (use-place-order.ts): following the link shows
          // that page in place of this confirmation, so Back does not meet the same address twice.
          <Link className={buttonClass()} to={orderPagePath(order.token)} replace>
            Open your order page
          </Link>
        ) : null}
        <Link className={buttonClass({ variant: 'secondary' })} to="/">
          Return Home
        </Link>
      </div>
    </>
  );
}

/** Card payment runs Razorpay's checkout script: said plainly where JavaScript is off. */
const PAY_NOW_NEEDS_SCRIPT_TEXT =
  'Card payment needs JavaScript: it runs Razorpay’s secure checkout. Turn JavaScript on to pay now, or choose Pay Later and pay from your order page.';

/** What the page says about its form posted without JavaScript, as it says it after a click. */
function postedMessage(posted: PostedForm | null): FormMessageValue | null {
  if (!posted || posted.status === 'invalid' || posted.status === 'sent') return null;
  if (posted.result === PAY_NOW_NEEDS_SCRIPT) return { tone: 'error', text: PAY_NOW_NEEDS_SCRIPT_TEXT };
  return { tone: 'error', text: posted.status === 'unreachable' ? MESSAGES.payLaterError : MESSAGES.payLaterFailed };
}

/** Specialist and payment (`/specialist`): who to contact, the level, a coupon, the price, and pay now or later. */
export default function SpecialistPage() {
  const { ready, details, specialist, price, words } = useOrderSoFar();
  const setSpecialist = useOrderStore((s) => s.setSpecialist);
  const earlierStepsDone = useOrderStore((s) => isStepComplete(s, 'details') && isStepComplete(s, 'task'));
  // The server's answer to this form posted without JavaScript (the typing is in the draft).
  const posted = usePostedForm(WIZARD_INTENTS.specialist);
  const formKey = useFormKey();
  const { formRef, ...form } = useFormState({
    values: { name: specialist.name, mobile: specialist.mobile },
    onChange: (patch) => setSpecialist(patch),
    validate: validateSpecialist,
    posted,
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
      <OutcomeView
        outcome={order.outcome}
        heading="Thank you: your order is saved"
        aside={<SavePanel status={order.saveStatus} />}
      >
        <FormMessage message={order.message} />
        <RefusedFilesNote files={order.outcome.refusedFiles} after="You can add files on your order page." />
        <SavedForLater order={order.outcome.order} />
      </OutcomeView>
    );
  }

  if (order.outcome?.kind === 'paid-pending') {
    return (
      <OutcomeView outcome={order.outcome} heading="Payment received" aside={null}>
        <FormMessage message={order.message} />
        <RefusedFilesNote files={order.outcome.refusedFiles} after="You can add files on your order page." />
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
      <StepFrame step="specialist" aside={<SummaryPlaceholder />}>
        <StepPlaceholder />
      </StepFrame>
    );
  }

  if (!earlierStepsDone) {
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

  return (
    <StepFrame
      step="specialist"
      compact={<CompactSummary details={details} price={price} words={words} />}
      aside={
        <OrderSummary details={details} price={price} words={words} level={specialist.academicLevel} showCharges>
          <SavePanel status={order.saveStatus} />
        </OrderSummary>
      }
    >
      <form
        ref={formRef}
        method="post"
        className={step.form}
        noValidate
        onSubmit={onSubmit}
        aria-busy={order.submitting}
      >
        <NativeFormFields intent={WIZARD_INTENTS.specialist} formKey={formKey} />
        <p className={step.note}>
          Fields marked * are required. Your name and mobile come from the first step; change them here if the writer
          should reach someone else.
        </p>
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
          serverError={posted?.errors.coupon}
          onChange={(couponInput) => change({ couponInput })}
          onApply={(couponCode) => change({ couponCode })}
          onRemove={() => change({ couponCode: null, couponInput: '' })}
        />
        {price ? (
          <div className={step.mobileTotal}>
            <p>
              Total to pay: <strong>{formatInr(price.total)}</strong>
            </p>
            <LocalPrice inr={price.total} />
          </div>
        ) : null}
        <FormMessage message={order.message ?? postedMessage(posted)} />
        <StepActions back="/checkout/task-details">
          <div className={step.actionsEnd}>
            {/* Both post the form when JavaScript is off or not running yet; the server stores a Pay Later. */}
            <Button
              type="submit"
              name={SPECIALIST_ACTION_FIELD}
              value={SPECIALIST_ACTIONS.payLater}
              variant="secondary"
              disabled={locked}
              onClick={(event) => {
                event.preventDefault();
                void order.payLater();
              }}
            >
              Pay Later
            </Button>
            <Button type="submit" name={SPECIALIST_ACTION_FIELD} value={SPECIALIST_ACTIONS.payNow} disabled={locked}>
              Proceed Payment
            </Button>
          </div>
        </StepActions>
        <noscript>
          <p className={step.note}>{PAY_NOW_NEEDS_SCRIPT_TEXT}</p>
        </noscript>
        {order.submitting ? (
          <p className={visuallyHiddenClass} role="status">
            Working on your order…
          </p>
        ) : null}
      </form>
    </StepFrame>
  );
}
