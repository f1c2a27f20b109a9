import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNTS_CLOSED_MESSAGE } from '../features/auth';
import { fakeFetch, renderWithRouter } from '../test/render';
import LoginPage from './login-page';
import RegisterPage from './register-page';

const email = () => screen.getByRole('textbox', { name: /^Email/ });
const password = () => screen.getByLabelText(/^Password/);
const confirm = () => screen.getByLabelText(/^Confirm password/);
const status = () => screen.getByRole('status');

/** The notice reads exactly the decided text, with its two ways forward as links. */
function expectAccountsClosedNotice() {
  expect(status().textContent).toBe(ACCOUNTS_CLOSED_MESSAGE);
  expect(within(status()).getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/order');
  expect(within(status()).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contactus');
}

/** Nothing typed leaves the page or stays behind in the browser. */
function expectNothingSentOrStored(calls: unknown[]) {
  expect(calls).toHaveLength(0);
  expect(window.localStorage).toHaveLength(0);
  expect(window.sessionStorage).toHaveLength(0);
  expect(document.cookie).toBe('');
}

describe('login page', () => {
  it('asks for email and password, marks what is missing and focuses the first problem', async () => {
    const fetch = fakeFetch(200);
    vi.stubGlobal('fetch', fetch.fn);
    renderWithRouter(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription('Please enter your password.');
    await waitFor(() => expect(email()).toHaveFocus());
    expect(status()).toBeEmptyDOMElement();

    fireEvent.change(email(), { target: { value: 'meera@' } });
    fireEvent.change(password(), { target: { value: 'hunter22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(email()).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(password()).not.toHaveAttribute('aria-invalid');
    expect(status()).toBeEmptyDOMElement();
    expectNothingSentOrStored(fetch.calls);
  });

  it('then says plainly that accounts are not open, sending nothing', () => {
    const fetch = fakeFetch(200);
    vi.stubGlobal('fetch', fetch.fn);
    renderWithRouter(<LoginPage />, '/login');
    fireEvent.change(email(), { target: { value: 'meera@example.com' } });
    fireEvent.change(password(), { target: { value: 'hunter22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(email()).not.toHaveAttribute('aria-invalid');
    expectAccountsClosedNotice();
    expectNothingSentOrStored(fetch.calls);
  });
});

describe('register page', () => {
  it('says before the form that registration is not open, and that an order needs no account', () => {
    renderWithRouter(<RegisterPage />, '/register');
    const before = screen.getByText(/^Registration is not open yet, and you do not need an account/);
    expect(within(before).getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/order');
    // Before the form, and not the status line the valid form answers with.
    expect(before.compareDocumentPosition(screen.getByRole('textbox', { name: /^Name/ }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(status()).toBeEmptyDOMElement();
  });

  function fill() {
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Meera Das' } });
    fireEvent.change(email(), { target: { value: 'meera@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Phone/ }), { target: { value: '98765 43210' } });
    fireEvent.change(password(), { target: { value: 'correct horse' } });
    fireEvent.change(confirm(), { target: { value: 'correct horse' } });
  }

  it('requires every field, with each message linked to its field', async () => {
    renderWithRouter(<RegisterPage />, '/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(email()).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
      'Please enter your phone number.',
    );
    expect(password()).toHaveAccessibleDescription(/Please choose a password\./);
    expect(confirm()).toHaveAccessibleDescription('Please type the password again.');
    for (const field of [name, email(), password(), confirm()]) expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    expect(status()).toBeEmptyDOMElement();
  });

  it('wants the two passwords to match, and focuses the confirmation when they do not', async () => {
    renderWithRouter(<RegisterPage />, '/register');
    fill();
    fireEvent.change(confirm(), { target: { value: 'correct horsE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(confirm()).toHaveAttribute('aria-invalid', 'true');
    expect(confirm()).toHaveAccessibleDescription('The passwords do not match.');
    expect(password()).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(confirm()).toHaveFocus());
    expect(status()).toBeEmptyDOMElement();
    // Typing in the field clears its message; a matching password then passes.
    fireEvent.change(confirm(), { target: { value: 'correct horse' } });
    expect(confirm()).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expectAccountsClosedNotice();
  });

  it('then shows the notice, keeps nothing and links to the login page', async () => {
    const fetch = fakeFetch(200);
    vi.stubGlobal('fetch', fetch.fn);
    const { location } = renderWithRouter(<RegisterPage />, '/register');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expectAccountsClosedNotice();
    expectNothingSentOrStored(fetch.calls);
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });
});
