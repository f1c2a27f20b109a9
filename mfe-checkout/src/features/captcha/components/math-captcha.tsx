import { useId } from 'react';
import { Button, FieldError } from '@shared/ui';
import fieldStyles from './math-captcha.module.css';
import { CAPTCHA_TOKEN_FIELD, type Captcha } from '../model';

/** The sum question with its answer box and a refresh button that asks a new one. */
export function MathCaptcha({
  captcha,
  token,
  value,
  onChange,
  onRefresh,
  error,
}: {
  /** Null until the browser has made the question (its digits are random). */
  captcha: Captcha | null;
  /** The server's sealed copy of the question shown, sent along by a form posted natively. */
  token: string | null;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  error: string | undefined;
}) {
  const id = useId();
  const inputId = `${id}-answer`;
  const errorId = `${id}-error`;
  return (
    <div className={fieldStyles.captcha}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {captcha ? `Captcha: what is ${captcha.a} + ${captcha.b}?` : 'Captcha: the question is loading…'}
        <span aria-hidden="true"> *</span>
      </label>
      <div className={fieldStyles.row}>
        <input
          id={inputId}
          className={fieldStyles.input}
          name="captcha"
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          required
          disabled={!captcha}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button variant="secondary" size="small" disabled={!captcha} onClick={onRefresh}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          Refresh captcha
        </Button>
      </div>
      {token ? <input type="hidden" name={CAPTCHA_TOKEN_FIELD} value={token} /> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
