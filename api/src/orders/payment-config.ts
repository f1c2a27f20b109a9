import type { Database } from '../db/database';
import type { Env } from '../env';
import { serviceSecret } from './order-store';

/**
 * Live mode uses the Razorpay key pair from the environment. With no keys the service runs in
 * a clearly labelled test mode: it serves a stand-in checkout script and signs with a secret it
 * made for itself, so the whole payment flow works offline and no real money moves.
 */
export const TEST_KEY_ID = 'rzp_test_standin';
const TEST_SECRET_NAME = 'razorpay-test-mode';

export type PaymentConfig =
  | { mode: 'live'; keyId: string; keySecret: string; webhookSecret: string | null }
  | { mode: 'test'; keyId: string; webhookSecret: string | null };

export function paymentConfigOf(env: Env): PaymentConfig {
  const keyId = env.RAZORPAY_KEY_ID?.trim() ?? '';
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim() ?? '';
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim() || null;
  if (keyId && keySecret) return { mode: 'live', keyId, keySecret, webhookSecret };
  if (keyId || keySecret) {
    throw new Error('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for live payments, or neither for test mode.');
  }
  // A webhook secret may be set in test mode too (staging, the e2e suite); otherwise the test secret signs.
  return { mode: 'test', keyId: TEST_KEY_ID, webhookSecret };
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
    signing: (): Promise<string> => (config.mode === 'live' ? Promise.resolve(config.keySecret) : test()),
    /** null when live mode has no webhook secret configured: the webhook is then refused. */
    webhook: (): Promise<string | null> =>
      config.mode === 'live' || config.webhookSecret ? Promise.resolve(config.webhookSecret) : test(),
  };
}
