import { describe, expect, it } from 'vitest';
import { redactProcessOutput } from './redacted-output';

describe('redactProcessOutput', () => {
  it('hides order tokens and email addresses in whatever the process writes, strings or bytes', () => {
    const written: unknown[] = [];
    const stream = { write: (chunk: unknown) => written.push(chunk) > 0 } as unknown as NodeJS.WriteStream;
    redactProcessOutput([stream]);
    stream.write('/orders/abcdefghijklmnopqrstuvwxyz234567: section "checkout" left to the browser\n');
    stream.write(Buffer.from('mail to asha@example.com failed\n'));
    expect(written).toEqual([
      '/orders/[redacted]: section "checkout" left to the browser\n',
      'mail to [redacted] failed\n',
    ]);
  });
});
