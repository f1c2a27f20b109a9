// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestRouter } from '@shared/platform/router/testing';
import { NativeFormFields } from './native-form-fields';
import { useRouteAction } from './route-action';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A form answered by its page's action: it shows what the action answered. */
function SubscribeForm() {
  const { onSubmit, answer, sending } = useRouteAction();
  return (
    <form method="post" action="http://site.test/blog" onSubmit={onSubmit}>
      <NativeFormFields intent="subscribe" formKey="page-key" />
      <label>
        Email <input name="email" defaultValue="reader@example.com" />
      </label>
      <p>{answer && 'posted' in answer ? `${answer.status} ${answer.posted.status}` : ''}</p>
      <button type="submit">{sending ? 'Sending...' : 'Subscribe'}</button>
    </form>
  );
}

const renderForm = () =>
  render(
    <TestRouter path="/blog">
      <SubscribeForm />
    </TestRouter>,
  );
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('useRouteAction', () => {
  it("posts the form's fields to its page as a native post would, asking for JSON, and gives the answer", async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () =>
      json(422, {
        status: 422,
        posted: { intent: 'subscribe', status: 'invalid', values: { email: 'x' }, errors: { email: 'Bad.' } },
      }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('422 invalid')).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('http://site.test/blog');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      intent: 'subscribe',
      idempotencyKey: 'page-key',
      email: 'reader@example.com',
    });
  });

  it("follows the action's redirect in the page", async () => {
    vi.stubGlobal('fetch', async () => json(200, { redirect: '/blog?sent=subscribe' }));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/blog?sent=subscribe'));
  });

  it('reads no answer, or one that is not the action\'s, as "unreachable"', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('503 unreachable')).toBeTruthy();
    cleanup();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('503 unreachable')).toBeTruthy();
  });
});
