import { useCallback, useRef, useState } from 'react';
import { createIdempotencyKeeper, submitForm, type SubmitResult } from './submit-form';

export type SubmissionStatus = 'idle' | 'sending' | 'success' | 'error';
type Failure = Extract<SubmitResult, { ok: false }>;

export interface FormSubmission {
  status: SubmissionStatus;
  /** The last failure, while `status` is 'error'. */
  failure: Failure | null;
  /** Sends once: a call while a submission is in flight resolves to null without sending. */
  submit: (payload: object, honeypot?: string) => Promise<SubmitResult | null>;
  /** Back to 'idle', e.g. when a success message has been shown long enough. */
  reset: () => void;
}

/**
 * Sending state for one form: guards against double submits and keeps one idempotency key per
 * distinct payload, so a retry of the same data is stored once by the server.
 */
export function useFormSubmission(endpoint: string): FormSubmission {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [keeper] = useState(() => createIdempotencyKeeper());
  const inFlight = useRef(false);

  const submit = useCallback(
    async (payload: object, honeypot?: string) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setStatus('sending');
      setFailure(null);
      try {
        const result = await submitForm(endpoint, payload, {
          idempotencyKey: keeper.keyFor(payload),
          ...(honeypot ? { honeypot } : {}),
        });
        if (result.ok) {
          keeper.clear();
          setStatus('success');
        } else {
          setFailure(result);
          setStatus('error');
        }
        return result;
      } finally {
        inFlight.current = false;
      }
    },
    [endpoint, keeper],
  );

  const reset = useCallback(() => {
    setStatus('idle');
    setFailure(null);
  }, []);

  return { status, failure, submit, reset };
}
