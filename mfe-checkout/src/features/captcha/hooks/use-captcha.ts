import { useSyncExternalStore } from 'react';
import { useRouteData } from '@shared/ui/forms';
import { newCaptcha, type Captcha } from '../model';
import { serverCaptchaOf, type ServerCaptcha } from '../server-captcha';

/**
 * The captcha shown on the page. The server asks the first question (the order start's loader,
 * with the question sealed, so a form posted without JavaScript is checked); without one (a page
 * the browser renders alone) the browser makes it. Then one question until the visitor asks
 * another (a wrong answer, the refresh button).
 */
let current: Captcha | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function askAnotherCaptcha(): void {
  current = newCaptcha(Math.random, current ?? undefined);
  for (const listener of listeners) listener();
}

/** The server's question, as the same object each time it is asked for (React compares them). */
const asked = new WeakMap<ServerCaptcha, Captcha>();
const questionOf = (server: ServerCaptcha | null) => {
  if (!server) return null;
  if (!asked.has(server)) asked.set(server, { a: server.a, b: server.b });
  return asked.get(server)!;
};

/** The question the page's server half asked, if any. */
const useServerCaptcha = () => serverCaptchaOf(useRouteData());

export function useCaptcha(): Captcha | null {
  const server = useServerCaptcha();
  return useSyncExternalStore(
    subscribe,
    () => (current ??= questionOf(server) ?? newCaptcha()),
    () => questionOf(server),
  );
}

/** The sealed question to send with the form, while the question shown is still the server's. */
export function useCaptchaToken(captcha: Captcha | null): string | null {
  const server = useServerCaptcha();
  return server && captcha && captcha.a === server.a && captcha.b === server.b ? server.token : null;
}
