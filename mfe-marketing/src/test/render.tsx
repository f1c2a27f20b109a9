import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TestRouter } from '@shared/platform/router/testing';

/**
 * Renders a page or component inside a memory router, as the shell or standalone frame would.
 * `location()` reads the router's current address (path, query and hash).
 */
export function renderWithRouter(ui: ReactElement, path = '/') {
  const location = () => new URL(screen.getByTestId('location').textContent ?? '/', 'http://test');
  return { location, ...render(<TestRouter path={path}>{ui}</TestRouter>) };
}

/** A fetch stand-in that records calls and answers with the given status (or throws for 'network'). */
export function fakeFetch(answer: number | 'network' | (() => Promise<Response>)) {
  const calls: { url: string; init: RequestInit | undefined; body: Record<string, unknown> }[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (typeof answer === 'function') return answer();
    return new Response(JSON.stringify(answer < 300 ? { ok: true } : { error: 'Server error', errors: [] }), {
      status: answer,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fn, calls };
}
