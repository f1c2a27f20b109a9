// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { drainHealthSignals, signalHealth, type HealthSignal } from './health-signals';

describe('health signals', () => {
  it('keeps what happens before the reporter starts (up to a cap), then hands over each new one', () => {
    for (let i = 0; i < 60; i += 1) signalHealth({ kind: 'retry', section: 'blog' });
    signalHealth({ kind: 'chunk', section: 'blog' });
    const received: HealthSignal[] = [];
    drainHealthSignals((signal) => received.push(signal));
    expect(received).toHaveLength(50);
    signalHealth({ kind: 'hydration' });
    expect(received.at(-1)).toEqual({ kind: 'hydration' });
  });
});
