import { useState } from 'react';
import { Link, useNavigate } from 'shared/router';
import { useFormState, type FormCheck } from 'shared/forms';
import { Button, CheckboxField, PhoneField, TextField } from 'shared/ui';
import {
  CAPTCHA_ERROR_MESSAGE,
  CAPTCHA_REQUIRED_MESSAGE,
  isCaptchaCorrect,
  MathCaptcha,
  newCaptcha,
  type Captcha,
} from '../features/captcha';
import { orderStore, useOrderStore, validateStart, type StartField } from '../features/order-wizard';
import { StepActions, StepFrame } from './step-frame';
import step from './wizard-step.module.css';

type StartForm = { name: string; email: string; phone: string; acceptTerms: boolean; captcha: string };
type Started = { name: string; email: string; phone: string };

/** The start step's fields, then the captcha: empty asks for an answer, a wrong sum says so. */
function checkStart(values: StartForm, captcha: Captcha): FormCheck<StartForm, Started> {
  const checked = validateStart(values);
  const captchaError = !values.captcha.trim()
    ? CAPTCHA_REQUIRED_MESSAGE
    : isCaptchaCorrect(captcha, values.captcha)
      ? null
      : CAPTCHA_ERROR_MESSAGE;
  if (checked.ok && !captchaError) return checked;
  const errors: Partial<Record<StartField | 'captcha', string>> = checked.ok ? {} : { ...checked.errors };
  if (captchaError) errors.captcha = captchaError;
  return { ok: false, errors };
}

/** Order start (`/order`): who is ordering, the math captcha and the terms. */
export default function OrderStartPage() {
  const start = useOrderStore((s) => s.start);
  const setStart = useOrderStore((s) => s.setStart);
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState(() => newCaptcha());
  const [answer, setAnswer] = useState('');
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
  });

  const askAnother = () => setCaptcha((current) => newCaptcha(Math.random, current));

  const onSubmit = form.handleSubmit(
    (value) => {
      const { specialist } = orderStore.getState();
      setStart({ ...value, acceptTerms: true, done: true });
      // The specialist step asks for name and mobile again; start it from what was typed here.
      orderStore.getState().setSpecialist({
        name: specialist.name || value.name,
        mobile: specialist.mobile || value.phone,
      });
      void navigate('/checkout/order-details');
    },
    (errors) => {
      // A wrong answer gets a new question, and the old answer goes.
      if (errors.captcha === CAPTCHA_ERROR_MESSAGE) {
        askAnother();
        setAnswer('');
      }
    },
  );

  return (
    <StepFrame step="start">
      <form ref={formRef} className={step.form} noValidate onSubmit={onSubmit}>
        <p className={step.note}>Fields marked * are required.</p>
        <TextField label="Name" autoComplete="name" required {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <PhoneField label="Phone" defaultCountry="IN" required {...form.field('phone')} />
        <MathCaptcha
          captcha={captcha}
          value={form.values.captcha}
          error={form.errors.captcha}
          onRefresh={() => {
            askAnother();
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
