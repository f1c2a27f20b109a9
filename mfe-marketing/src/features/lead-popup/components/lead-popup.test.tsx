import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithRouter } from '../../../test/render';
import { useLeadPopup } from '../hooks/use-lead-popup';
import { LEAD_ERROR_MESSAGE, LEAD_SUCCESS_MESSAGE } from '../model';
import LeadPopup from './lead-popup';

/** The popup as the home page wires it: a Get Quote trigger plus the auto-open timer. */
function Harness() {
  const popup = useLeadPopup();
  return (
    <>
      <button type="button" onClick={popup.show}>
        Get Quote
      </button>
      {popup.open ? <LeadPopup onClose={popup.close} /> : null}
    </>
  );
}

function fillValidForm() {
  fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Asha Rao' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: 'asha@example.com' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Phone/ }), { target: { value: '202 555 0123' } });
  fireEvent.change(screen.getByRole('combobox', { name: /Assignment type/ }), { target: { value: 'report' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: 'Marketing report' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

const submitButton = () => screen.getByRole('button', { name: 'Get My Free Quote' });

describe('lead popup', () => {
  it('opens by itself 2 s after the page loads', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithRouter(<Harness />);
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('dialog', { name: 'Get a Free Quote' })).toBeInTheDocument();
  });

  it('opens on Get Quote, takes focus, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Get Quote' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Get a Free Quote' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with the close button and does not reopen by itself in the same session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = renderWithRouter(<Harness />);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    renderWithRouter(<Harness />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps keyboard focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithRouter(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Get Quote' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 20; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('shows each required-field message, marks the fields and sends nothing', async () => {
    const fetch = fakeFetch(201);
    vi.stubGlobal('fetch', fetch.fn);
    renderWithRouter(<LeadPopup onClose={() => {}} />);
    fireEvent.click(submitButton());
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
      'Please enter your phone number.',
    );
    expect(screen.getByRole('combobox', { name: /Assignment type/ })).toHaveAccessibleDescription(
      'Please choose an assignment type.',
    );
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'Please accept the terms to continue.',
    );
    expect(screen.getByRole('textbox', { name: /Message/ })).not.toHaveAttribute('aria-invalid');
    expect(fetch.calls).toHaveLength(0);
  });

  it('checks the email format', () => {
    renderWithRouter(<LeadPopup onClose={() => {}} />);
    fillValidForm();
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: 'asha.example.com' } });
    fireEvent.click(submitButton());
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
  });

  it('posts the lead payload once, thanks the visitor for 3 s, then hides', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const fetch = fakeFetch(201);
    vi.stubGlobal('fetch', fetch.fn);
    const onClose = vi.fn();
    renderWithRouter(<LeadPopup onClose={onClose} />);
    fillValidForm();
    fireEvent.click(submitButton());
    fireEvent.click(screen.getByRole('button', { name: /Submitting|Get My Free Quote/ }));
    expect(await screen.findByText(LEAD_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(LEAD_SUCCESS_MESSAGE);
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]?.url).toBe('http://localhost:8787/f/lead');
    expect(fetch.calls[0]?.body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+12025550123',
      assignmentType: 'report',
      message: 'Marketing report',
      acceptTerms: 'accepted',
    });
    expect(new Headers(fetch.calls[0]?.init?.headers).get('Idempotency-Key')).toBeTruthy();
    await act(async () => {}); // let the thank-you's effect start its timer
    act(() => vi.advanceTimersByTime(2900));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a server error', 500 as const],
    ['a network failure', 'network' as const],
  ])('on %s shows the error and keeps what was typed', async (_label, answer) => {
    const fetch = fakeFetch(answer);
    vi.stubGlobal('fetch', fetch.fn);
    renderWithRouter(<LeadPopup onClose={() => {}} />);
    fillValidForm();
    fireEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(LEAD_ERROR_MESSAGE);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('asha@example.com');
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue('202 555 0123');
    expect(screen.getByRole('combobox', { name: /Assignment type/ })).toHaveValue('report');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(submitButton()).toBeEnabled();
  });
});
