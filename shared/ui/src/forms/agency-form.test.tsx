// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerFormsContext, type PostedForm } from '@shared/platform/core';
import { CheckboxField, FormMessage, TextField } from '../components';
import { useAgencyForm } from './agency-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CONSENT = 'The agency may email me.';
const SENT = 'Thank you! We will email you.';

function NewArticlesForm() {
  const { formRef, form, formProps, hiddenFields, outcome, sending } = useAgencyForm({
    section: 'blog',
    form: 'new-articles',
    initialValues: { email: '', consent: false },
    messages: { sent: SENT },
  });
  return (
    <form ref={formRef} action="http://site.test/blog" {...formProps}>
      {hiddenFields}
      <TextField label="Email" type="email" {...form.field('email')} />
      <CheckboxField label={CONSENT} {...form.checkbox('consent')} />
      <FormMessage message={outcome} />
      <button type="submit">{sending ? 'Sending...' : 'Send'}</button>
    </form>
  );
}

function renderForm(posted: PostedForm | null = null) {
  return render(
    <ServerFormsContext value={{ key: 'page-key', posted }}>
      <NewArticlesForm />
    </ServerFormsContext>,
  );
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('useAgencyForm', () => {
  it('posts the fields a native post sends, to the same page, and shows the answer', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => answer(200, { intent: 'blog/new-articles', status: 'sent' }));
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'reader@example.com' } });
    fireEvent.click(screen.getByRole('checkbox', { name: CONSENT }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('http://site.test/blog');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      intent: 'agency-form',
      idempotencyKey: 'page-key',
      formSection: 'blog',
      formName: 'new-articles',
      website: '',
      email: 'reader@example.com',
      consent: 'on',
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe('');
  });

  it("shows the section's messages at the fields, and a failure's words when nothing was sent", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValueOnce(
          answer(422, { status: 'invalid', errors: { email: 'Please enter a valid email address.' } }),
        )
        .mockRejectedValueOnce(new TypeError('Failed to fetch')),
    );
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'reader' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred. Please try again later.');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe('reader');
  });

  it("starts from the server's answer to a native post: the success words, or the errors and the typing", () => {
    renderForm({ intent: 'blog/new-articles', status: 'sent', values: {}, errors: {} });
    expect(screen.getByText(SENT)).toBeTruthy();
    cleanup();
    renderForm({
      intent: 'blog/new-articles',
      status: 'invalid',
      values: { email: 'reader@example.com' },
      errors: { consent: 'Please tick the box.' },
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe('reader@example.com');
    expect(screen.getByText('Please tick the box.')).toBeTruthy();
  });
});
