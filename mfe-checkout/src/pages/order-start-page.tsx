import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@shared/platform/router';
import { useFormKey, usePostedForm } from '@shared/platform/core';
import { NativeFormFields, useFormState, type FormCheck } from '@shared/ui/forms';
import { assignmentTypeFromSlug, subjectFromSlug } from '@shared/domain/pricing';
import { Button, CheckboxField, PhoneField, TextField } from '@shared/ui';
import {
  askAnotherCaptcha,
  CAPTCHA_ERROR_MESSAGE,
  CAPTCHA_REQUIRED_MESSAGE,
  isCaptchaCorrect,
  MathCaptcha,
  useCaptcha,
  useCaptchaToken,
  type Captcha,
} from '../features/captcha';
import {
  CompactSummary,
  orderStore,
  OrderSummary,
  useOrderSoFar,
  useOrderStore,
  validateStart,
  WIZARD_INTENTS,
  type StartField,
} from '../features/order-wizard';
import { StepActions, StepFrame, SummaryPlaceholder } from './step-frame';
import step from './wizard-step.module.css';

type StartForm = { name: string; email: string; phone: string; acceptTerms: boolean; captcha: string };
type Started = { name: string; email: string; phone: string };

/** The start step's fields, then the captcha: empty asks for an answer, a wrong sum says so. */
function checkStart(values: StartForm, captcha: Captcha | null): FormCheck<StartForm, Started> {
  const checked = validateStart(values);
  const captchaError = !values.captcha.trim()
    ? CAPTCHA_REQUIRED_MESSAGE
    : captcha && isCaptchaCorrect(captcha, values.captcha)
      ? null
      : CAPTCHA_ERROR_MESSAGE;
  if (checked.ok && !captchaError) return checked;
  const errors: Partial<Record<StartField | 'captcha', string>> = checked.ok ? {} : { ...checked.errors };
  if (captchaError) errors.captcha = captchaError;
  return { ok: false, errors };
}

/**
 * A link may choose the kind of work and subject (`/order?type=proofreading-and-editing`, from a
 * tool's offer): they go into the wizard's store for the details step, and the address loses them.
 */
function usePreselection(ready: boolean) {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const subject = params.get('subject');
  useEffect(() => {
    if (!ready || (type === null && subject === null)) return;
    orderStore.getState().carryQuote({
      ...(type && assignmentTypeFromSlug(type) ? { assignmentType: assignmentTypeFromSlug(type)! } : {}),
      ...(subject && subjectFromSlug(subject) ? { subject: subjectFromSlug(subject)! } : {}),
    });
    setParams({}, { replace: true });
  }, [ready, type, subject, setParams]);
}

/** Order start (`/order`): who is ordering, the math captcha and the terms, with the price so far. */
export default function OrderStartPage() {
  const { ready, details, specialist, price, words } = useOrderSoFar();
  const start = useOrderStore((s) => s.start);
  // The server's answer to this form posted without JavaScript: its errors, and the answer kept.
  const posted = usePostedForm(WIZARD_INTENTS.start);
  const formKey = useFormKey();
  const [answer, setAnswer] = useState(posted?.values.captcha ?? '');
  const setStart = useOrderStore((s) => s.setStart);
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const captchaToken = useCaptchaToken(captcha);
  usePreselection(ready);
  const { formRef, ...form } = useFormState({
    values: {
      name: start.name,
      email: start.email,
      phone: start.phone,
      acceptTerms: start.acceptTerms,
      captcha: answer,
    },
    onChange: ({ captcha: typed, ...patch }) => {
      if (typed !== undefined) setAnswer(typed);
      if (Object.keys(patch).length > 0) setStart(patch);
    },
    validate: (values: StartForm) => checkStart(values, captcha),
    posted,
  });

  const onSubmit = form.handleSubmit(
    (value) => {
      setStart({ ...value, acceptTerms: true, done: true });
      // The specialist step asks for a name and a mobile: they start as the ones given here.
      const { specialist: later } = orderStore.getState();
      orderStore.getState().setSpecialist({ name: later.name || value.name, mobile: later.mobile || value.phone });
      void navigate('/checkout/order-details');
    },
    (errors) => {
      // A wrong answer gets a new question, and the old answer goes.
      if (errors.captcha === CAPTCHA_ERROR_MESSAGE) {
        askAnotherCaptcha();
        // Not form.setValue: that would clear the message the visitor must see.
        setAnswer('');
      }
    },
  );

  return (
    <StepFrame
      step="start"
      compact={<CompactSummary details={details} price={price} words={words} pending={!ready} />}
      aside={
        ready ? (
          <OrderSummary details={details} price={price} words={words} level={specialist.academicLevel} />
        ) : (
          <SummaryPlaceholder />
        )
      }
    >
      <form ref={formRef} method="post" className={step.form} noValidate onSubmit={onSubmit}>
        <NativeFormFields intent={WIZARD_INTENTS.start} formKey={formKey} />
        <p className={step.note}>Fields marked * are required.</p>
        <TextField label="Name" autoComplete="name" required {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <PhoneField label="Phone" defaultCountry="IN" required {...form.field('phone')} />
        <MathCaptcha
          captcha={captcha}
          token={captchaToken}
          value={form.values.captcha}
          error={form.errors.captcha}
          onRefresh={() => {
            askAnotherCaptcha();
            form.setValue('captcha', '');
          }}
          onChange={(value) => form.setValue('captcha', value)}
        />
        <CheckboxField
          required
          {...form.checkbox('acceptTerms')}
          label={
            <>
              I accept the terms and the <Link to="/refund">refund and privacy policy</Link>.
            </>
          }
        />
        <StepActions>
          <Button type="submit">Continue</Button>
        </StepActions>
      </form>
    </StepFrame>
  );
}
