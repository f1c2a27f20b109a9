import { useSyncExternalStore } from 'react';
import { newCaptcha, type Captcha } from '../model';

/**
 * The captcha shown on the page. Its digits are random, so they exist only in the browser: null on
 * the server and while the page hydrates, then one question until the visitor asks another (a
 * wrong answer, the refresh button).
 */
let current: Captcha | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => (current ??= newCaptcha());

export function askAnotherCaptcha(): void {
  current = newCaptcha(Math.random, current ?? undefined);
  for (const listener of listeners) listener();
}

export function useCaptcha(): Captcha | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
