import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { formWait, quietWait } from '../auto-open';
import LeadPopup from '../components/lead-popup';
import { useLeadPopup } from './use-lead-popup';

function Harness() {
  const popup = useLeadPopup();
  return (
    <>
      <button type="button" onClick={popup.show}>
        Get Quote
      </button>
      <input aria-label="Subject" />
      {popup.open ? (
        <LeadPopup onClose={popup.close} openedByItself={popup.byItself} stillToWait={popup.stillToWait} />
      ) : null}
    </>
  );
}

/** A phone's viewport as the popup asks for it. */
function onAPhone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query }) as MediaQueryList);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('formWait', () => {
  it('waits while a field has the focus, and for the rest of 10 s after an edit', () => {
    expect(formWait(5000, null, false)).toBe(0);
    expect(formWait(5000, null, true)).toBe(1000);
    expect(formWait(5000, 1000, false)).toBe(6000);
    expect(formWait(12_000, 1000, false)).toBe(0);
  });
});

describe('quietWait', () => {
  it('waits out the rest of the second after the last input, and not at all without one', () => {
    expect(quietWait(2000, null)).toBe(0);
    expect(quietWait(2000, 500)).toBe(0);
    expect(quietWait(2000, 1800)).toBe(800);
    expect(quietWait(2000, 2000)).toBe(1000);
  });
});

describe('the lead popup opening by itself', () => {
  it('never opens within a second of a tap, a key or a scroll', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    renderWithRouter(<Harness />);
    act(() => vi.advanceTimersByTime(1800));
    fireEvent.pointerDown(document.body);
    act(() => vi.advanceTimersByTime(900)); // 2.7 s: 0.9 s after the tap
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'a' });
    act(() => vi.advanceTimersByTime(700));
    fireEvent.scroll(window);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Get a Free Quote' })).toBeInTheDocument();
  });

  it('whose code arrives under a tap waits for the still second before it shows', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let remaining = 600;
    renderWithRouter(<LeadPopup onClose={() => {}} openedByItself stillToWait={() => remaining} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    remaining = 0;
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByRole('dialog', { name: 'Get a Free Quote' })).toBeInTheDocument();
  });

  it('on a phone is a compact, non-modal invitation that leaves the focus where the visitor is', async () => {
    onAPhone(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithRouter(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Get Quote' });
    trigger.focus();
    act(() => vi.advanceTimersByTime(2000));
    const dialog = screen.getByRole('dialog', { name: 'Get a Free Quote' });
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    expect(trigger).toHaveFocus();
    // No form until the visitor asks for it; then the form, with the focus in it.
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Fill in the form' }));
    const form = await screen.findByRole('dialog', { name: 'Get a Free Quote' });
    await waitFor(() => expect(form).toContainElement(document.activeElement as HTMLElement));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });

  it('never opens while a field has the focus, nor within 10 s of an edit', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    renderWithRouter(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Subject' });
    field.focus();
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Typed into, then left: ten quiet seconds after the edit, not before.
    fireEvent.input(field, { target: { value: '2,000' } });
    act(() => field.blur());
    act(() => vi.advanceTimersByTime(9000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('dialog', { name: 'Get a Free Quote' })).toBeInTheDocument();
  });

  it('on a phone takes the focus when the visitor asked for it, and gives it back on Escape', async () => {
    onAPhone(true);
    renderWithRouter(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Get Quote' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Get a Free Quote' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('on a wider screen stays a modal dialog', () => {
    onAPhone(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithRouter(<Harness />);
    act(() => vi.advanceTimersByTime(2000));
    const dialog = screen.getByRole('dialog', { name: 'Get a Free Quote' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
