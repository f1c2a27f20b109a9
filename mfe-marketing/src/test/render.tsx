import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders a page or component inside a memory router, as the shell or standalone frame would. */
export function renderWithRouter(ui: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
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
