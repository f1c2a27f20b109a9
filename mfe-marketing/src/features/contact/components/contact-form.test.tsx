import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithRouter } from '../../../test/render';
import { CONTACT_HTTP_ERROR_MESSAGE, CONTACT_NETWORK_ERROR_MESSAGE, CONTACT_SUCCESS_MESSAGE } from '../model';
import { ContactForm } from './contact-form';

const field = (name: RegExp) => screen.getByRole('textbox', { name });

function fill() {
  fireEvent.change(field(/^Name/), { target: { value: 'Ravi Kumar' } });
  fireEvent.change(field(/^Email/), { target: { value: 'ravi@example.com' } });
  fireEvent.change(field(/^Phone/), { target: { value: '98765 43210' } });
  fireEvent.change(field(/^Message/), { target: { value: 'Can you help with my MBA dissertation?' } });
}

describe('contact form', () => {
  it('requires every field, checks the email and sends nothing until they are right', async () => {
    const fetch = fakeFetch(201);
    vi.stubGlobal('fetch', fetch.fn);
    renderWithRouter(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(field(/^Name/)).toHaveAccessibleDescription('Please enter your name.');
    expect(field(/^Phone/)).toHaveAccessibleDescription('Please enter your phone number.');
    expect(field(/^Message/)).toHaveAccessibleDescription('Please enter a message.');
    await waitFor(() => expect(field(/^Name/)).toHaveFocus());
    fill();
    fireEvent.change(field(/^Email/), { target: { value: 'ravi@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(field(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(fetch.calls).toHaveLength(0);
  });

  it("reads 'Sending...' while sending, then confirms, resets and posts the payload once", async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch.fn);
    renderWithRouter(<ContactForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    answer(new Response('{"ok":true}', { status: 201 }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(CONTACT_SUCCESS_MESSAGE));
    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^Phone/)).toHaveValue('');
    expect(field(/^Message/)).toHaveValue('');
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]?.url).toBe('http://localhost:8787/f/contact');
    expect(fetch.calls[0]?.body).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '+919876543210',
      message: 'Can you help with my MBA dissertation?',
    });
  });

  it.each([
    ['a non-ok answer', 500 as const, CONTACT_HTTP_ERROR_MESSAGE],
    ['a network error', 'network' as const, CONTACT_NETWORK_ERROR_MESSAGE],
  ])('on %s shows its message and keeps the input', async (_label, answer, message) => {
    vi.stubGlobal('fetch', fakeFetch(answer).fn);
    renderWithRouter(<ContactForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field(/^Name/)).toHaveValue('Ravi Kumar');
    expect(field(/^Email/)).toHaveValue('ravi@example.com');
    expect(field(/^Phone/)).toHaveValue('98765 43210');
    expect(field(/^Message/)).toHaveValue('Can you help with my MBA dissertation?');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('marks the fields the server refused', async () => {
    const body = {
      error: 'Some fields need attention.',
      errors: [{ field: 'email', code: 'invalid_format', message: 'Please enter a valid email address.' }],
    };
    vi.stubGlobal('fetch', fakeFetch(async () => new Response(JSON.stringify(body), { status: 422 })).fn);
    renderWithRouter(<ContactForm />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(CONTACT_HTTP_ERROR_MESSAGE);
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps what the visitor typed into the server-rendered form before it hydrated, and sends it', async () => {
    const fetch = fakeFetch(201);
    vi.stubGlobal('fetch', fetch.fn);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm />);
    document.body.append(container);
    const control = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    control('name').value = 'Ravi Kumar';
    control('email').value = 'ravi@example.com';
    control('phone-number').value = '98765 43210';
    control('message').value = 'Typed while the page was loading.';

    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, <ContactForm />, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(field(/^Name/)).toHaveValue('Ravi Kumar');
    expect(field(/^Message/)).toHaveValue('Typed while the page was loading.');

    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(CONTACT_SUCCESS_MESSAGE));
    expect(fetch.calls.map((call) => call.body)).toEqual([
      {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: '+919876543210',
        message: 'Typed while the page was loading.',
      },
    ]);
    act(() => root.unmount());
    container.remove();
  });
});
