import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerFormsContext } from '@shared/platform/core';
import { TestRouter } from '@shared/platform/router/testing';
import { INITIAL_WIZARD_DATA, type WizardData } from './model';
import { orderStore, useOrderStore, useWizardReady } from './store';

/** The server's draft after a start step posted without JavaScript. */
const data: WizardData = {
  ...structuredClone(INITIAL_WIZARD_DATA),
  start: { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210', acceptTerms: true, done: true },
};

function Step() {
  const ready = useWizardReady();
  const name = useOrderStore((s) => s.start.name);
  return <p>{ready ? `Name: ${name}` : 'Loading'}</p>;
}

/** A wizard step at `path`, rendered with the route data its server half gave `/checkout/order-details`. */
const withData = (value: unknown, path = '/checkout/order-details') => (
  <ServerFormsContext value={{ key: 'k', posted: null, data: { path: '/checkout/order-details', value } }}>
    <TestRouter path={path}>
      <Step />
    </TestRouter>
  </ServerFormsContext>
);

describe("the server's wizard draft, in the page's route data", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    orderStore.getState().reset();
    localStorage.clear();
  });

  it('renders the step from the draft on the server, leaving the shared store alone', () => {
    const html = renderToString(withData({ draft: { stamp: 's1', data } }));
    expect(html).toContain('Name: Asha Rao');
    expect(orderStore.getState().start.name).toBe('');
  });

  it("ignores route data that is not a draft, and another page's", () => {
    for (const routeData of [{ draft: { stamp: 5, data } }, { draft: 'x' }, 'draft', null]) {
      expect(renderToString(withData(routeData))).toContain('Loading');
    }
    expect(renderToString(withData({ draft: { stamp: 's0', data } }, '/checkout/task-details'))).toContain('Loading');
  });

  it('is taken over by the browser once, which then tells the server to forget it', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const routeData = { draft: { stamp: 's2', data } };
    const { unmount } = render(withData(routeData));
    await act(async () => {});
    expect(screen.getByText('Name: Asha Rao')).toBeInTheDocument();
    expect(orderStore.getState().start.name).toBe('Asha Rao');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0]![1] as RequestInit).body)).toBe('intent=order-draft-adopted');

    // Changed in the browser afterwards: the same draft seen again does not undo the change.
    unmount();
    act(() => orderStore.getState().setStart({ name: 'Asha R.' }));
    render(withData(routeData));
    await act(async () => {});
    expect(screen.getByText('Name: Asha R.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
