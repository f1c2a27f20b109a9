import type { Database } from '../db/database';
import type { Env } from '../env';
import { ApiError } from '../http/errors';
import { serviceSecret } from './order-store';

/**
 * Live mode uses the Razorpay key pair from the environment. Test mode, only when
 * PAYMENTS_TEST_MODE=true, is clearly labelled: the service serves a stand-in checkout script
 * and signs with a secret it made for itself, so the whole payment flow works offline and no real
 * money moves. With neither, online payment is off (Pay Later still works); a production start
 * refuses that (env.ts).
 */
export const TEST_KEY_ID = 'rzp_test_standin';
const TEST_SECRET_NAME = 'razorpay-test-mode';

export const PAYMENTS_OFF_MESSAGE = 'Online payment is not available right now. Please choose Pay Later.';

export type PaymentConfig =
  | { mode: 'live'; keyId: string; keySecret: string; webhookSecret: string | null }
  | { mode: 'test'; keyId: string; webhookSecret: string | null }
  | { mode: 'off'; webhookSecret: null };

export function paymentConfigOf(env: Env): PaymentConfig {
  const keyId = env.RAZORPAY_KEY_ID?.trim() ?? '';
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim() ?? '';
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim() || null;
  if (keyId && keySecret) return { mode: 'live', keyId, keySecret, webhookSecret };
  if (keyId || keySecret) {
    throw new Error('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for live payments, or neither.');
  }
  // A webhook secret may be set in test mode too (staging, the e2e suite); otherwise the test secret signs.
  if (env.PAYMENTS_TEST_MODE) return { mode: 'test', keyId: TEST_KEY_ID, webhookSecret };
  return { mode: 'off', webhookSecret: null };
}

/** The secrets payments are checked with: the key secret (or test secret) and the webhook secret. */
export function paymentSecrets(db: Database, config: PaymentConfig) {
  let testSecret: Promise<string> | null = null;
  const test = () => {
    testSecret ??= serviceSecret(db, TEST_SECRET_NAME).catch((error: unknown) => {
      testSecret = null;
      throw error;
    });
    return testSecret;
  };
  return {
    signing: (): Promise<string> => {
      if (config.mode === 'live') return Promise.resolve(config.keySecret);
      if (config.mode === 'test') return test();
      return Promise.reject(new ApiError(503, PAYMENTS_OFF_MESSAGE));
    },
    /** null when live mode has no webhook secret configured, or payments are off: the webhook is then refused. */
    webhook: (): Promise<string | null> =>
      config.mode === 'test' && !config.webhookSecret ? test() : Promise.resolve(config.webhookSecret),
  };
}
