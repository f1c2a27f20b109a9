import { Writable } from 'node:stream';
import { REDACTED } from '@shared/contracts/log-redaction';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../test/files';
import { order } from '../test/fixtures';
import { testDatabase } from '../test/test-database';
import { createApp } from './app';
import type { Database } from './db/database';
import { readEnv } from './env';
import { createLogger } from './logger';

/**
 * What the api writes to its logs while a student goes through an order (place it, read its
 * page, add a file and a message, pay, read the receipt, cancel) and a stranger guesses tokens:
 * route patterns, ids and statuses, never the order's token or the student's email address.
 */

let db: Database;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ LOG_LEVEL: 'info' }, destination), lines };
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('the logs', () => {
  it('name routes, never an order’s token or an email address', async () => {
    const { logger, lines } = capture();
    const app = createApp(db, readEnv({ RATE_LIMIT_PER_MINUTE: '1000', PAYMENTS_TEST_MODE: 'true' }), { logger });
    const email = 'log-check.student@example.com';
    const placed = await app.request('/orders', json({ ...order, email }));
    expect(placed.status).toBe(201);
    const { id, token } = ((await placed.json()) as { order: { id: string; token: string } }).order;
    const base = `/orders/by-token/${token}`;
    expect((await app.request(base)).status).toBe(200);
    const form = new FormData();
    form.append('file', new File([await samplePdf()], 'brief.pdf'));
    expect((await app.request(`${base}/files`, { method: 'POST', body: form })).status).toBe(201);
    expect((await app.request(`${base}/messages`, json({ text: `Write to me at ${email}` }))).status).toBe(201);
    const payment = (await (await app.request(`${base}/payment`, json({}))).json()) as { razorpayOrderId: string };
    const signed = await (
      await app.request('/test-checkout/pay', json({ razorpay_order_id: payment.razorpayOrderId }))
    ).json();
    expect((await app.request(`${base}/payment/verify`, json(signed))).status).toBe(200);
    expect((await app.request(`${base}/receipt.pdf`)).status).toBe(200);
    expect((await app.request(`/orders/${id}/pay-later`, json({}))).status).toBe(409);
    expect((await app.request(`${base}/cancel`, { method: 'POST' })).status).toBe(200);
    // A stranger's guesses, well-formed and not.
    expect((await app.request(`/orders/by-token/${'a'.repeat(32)}`)).status).toBe(404);
    expect((await app.request(`/orders/by-token/${email}/files`, { method: 'POST', body: form })).status).toBe(404);

    const requests = lines.map((line) => JSON.parse(line) as { route?: string; req?: Record<string, unknown> });
    expect(requests.map((entry) => entry.route).filter(Boolean)).toEqual(
      expect.arrayContaining([
        '/orders',
        '/orders/by-token/:token',
        '/orders/by-token/:token/files',
        '/orders/by-token/:token/messages',
        '/orders/by-token/:token/payment/verify',
        '/orders/:id/pay-later',
      ]),
    );
    const all = lines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(email);
    expect(all).not.toContain('example.com');
    // Nothing needed the last guard: the lines themselves carry no secret.
    expect(all).not.toContain(REDACTED);
  });

  it('hide a token or an address that an error carries into a line', () => {
    const { logger, lines } = capture();
    const error = Object.assign(new Error('550 5.1.1 <asha@example.com>: Recipient address rejected'), {
      rejected: ['asha@example.com'],
      detail: 'Key (access_token)=(abcdefghijklmnopqrstuvwxyz234567) already exists.',
    });
    logger.warn({ err: error }, 'Notification failed; it will be retried');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('asha@example.com');
    expect(lines[0]).not.toContain('abcdefghijklmnopqrstuvwxyz234567');
    expect(lines[0]).toContain(`<${REDACTED}>: Recipient address rejected`);
  });
});
