import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'shared/router';
import { CheckboxField, PhoneField, TextField } from 'shared/ui';
import { MathCaptcha } from '../features/captcha/components/math-captcha';
import {
  CAPTCHA_ERROR_MESSAGE,
  CAPTCHA_REQUIRED_MESSAGE,
  isCaptchaCorrect,
  newCaptcha,
} from '../features/captcha/model';
import { WizardPage } from '../features/order-wizard/components/wizard-page';
import styles from '../features/order-wizard/components/wizard.module.css';
import { validateStart, type FieldErrors, type StartField } from '../features/order-wizard/model';
import { orderStore, useOrderStore } from '../features/order-wizard/store';
import { buttonClass } from '../lib/button-class';
import { focusFirstInvalid } from '../lib/focus-first-invalid';

type Field = StartField | 'captcha';

/** Order start (`/order`): who is ordering, the math captcha and the terms (spec §2, §5). */
export default function OrderStartPage() {
  const start = useOrderStore((s) => s.start);
  const setStart = useOrderStore((s) => s.setStart);
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState(() => newCaptcha());
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  const clearError = (field: Field) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const refreshCaptcha = () => {
    setCaptcha((current) => newCaptcha(Math.random, current));
    setAnswer('');
    clearError('captcha');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateStart(start);
    const nextErrors: FieldErrors<Field> = checked.ok ? {} : { ...checked.errors };
    if (!answer.trim()) nextErrors.captcha = CAPTCHA_REQUIRED_MESSAGE;
    else if (!isCaptchaCorrect(captcha, answer)) {
      nextErrors.captcha = CAPTCHA_ERROR_MESSAGE;
      // A wrong answer gets a new question (spec §5).
      setCaptcha((current) => newCaptcha(Math.random, current));
      setAnswer('');
    }
    if (!checked.ok || nextErrors.captcha) {
      setErrors(nextErrors);
      setAttempt((n) => n + 1);
      return;
    }
    const { specialist } = orderStore.getState();
    setStart({ ...checked.value, acceptTerms: true, done: true });
    // The specialist step asks for name and mobile again; start it from what was typed here.
    orderStore.getState().setSpecialist({
      name: specialist.name || checked.value.name,
      mobile: specialist.mobile || checked.value.phone,
    });
    void navigate('/checkout/order-details');
  };

  return (
    <WizardPage step="start">
      <form ref={form} className={styles.form} noValidate onSubmit={onSubmit}>
        <p className={styles.note}>Fields marked * are required.</p>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={start.name}
          error={errors.name}
          onChange={(name) => {
            setStart({ name });
            clearError('name');
          }}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={start.email}
          error={errors.email}
          onChange={(email) => {
            setStart({ email });
            clearError('email');
          }}
        />
        <PhoneField
          label="Phone"
          name="phone"
          defaultCountry="IN"
          required
          value={start.phone}
          error={errors.phone}
          onChange={(phone) => {
            setStart({ phone });
            clearError('phone');
          }}
        />
        <MathCaptcha
          captcha={captcha}
          value={answer}
          error={errors.captcha}
          onRefresh={refreshCaptcha}
          onChange={(value) => {
            setAnswer(value);
            clearError('captcha');
          }}
        />
        <CheckboxField
          name="acceptTerms"
          required
          checked={start.acceptTerms}
          error={errors.acceptTerms}
          onChange={(acceptTerms) => {
            setStart({ acceptTerms });
            clearError('acceptTerms');
          }}
          label={
            <>
              I accept the terms and the <Link to="/refund">refund and privacy policy</Link>.
            </>
          }
        />
        <div className={styles.actions}>
          <span />
          <button type="submit" className={buttonClass('primary')}>
            Continue
          </button>
        </div>
      </form>
    </WizardPage>
  );
}
