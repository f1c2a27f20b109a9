// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerFormsContext } from '@shared/platform/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhoneField } from './phone-field';

/** The browser's languages, as `navigator.languages` reports them (jsdom's own is en-US). */
const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

// Unless a test says otherwise, a browser whose languages name no country: the form's default holds.
beforeEach(() => browserLanguages(['en']));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A parent that owns the value, as a form does, and shows it for the assertions. */
function Harness({
  defaultCountry,
  initial = '',
  error,
}: {
  defaultCountry: string;
  initial?: string;
  error?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneField
        label="Phone"
        name="phone"
        value={value}
        onChange={setValue}
        defaultCountry={defaultCountry}
        error={error}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;
const trigger = () => screen.getByRole('button', { name: /country code/i });
const numberInput = () => screen.getByRole('textbox', { name: 'Phone' });

describe('PhoneField', () => {
  it('starts on the default country and sends "+<code> <digits>"', () => {
    render(<Harness defaultCountry="US" />);
    expect(trigger().textContent).toMatch(/^US \+1\b.*country code: United States$/);
    fireEvent.change(numberInput(), { target: { value: '(202) 555-0123' } });
    expect(value()).toBe('+1 2025550123');
    expect((numberInput() as HTMLInputElement).value).toBe('(202) 555-0123');
  });

  it('defaults to India for forms that ask for it', () => {
    render(<Harness defaultCountry="IN" />);
    fireEvent.change(numberInput(), { target: { value: '98765 43210' } });
    expect(value()).toBe('+91 9876543210');
  });

  it("starts at the browser's country when its languages name one (en-GB → +44)", () => {
    browserLanguages(['en-GB', 'en']);
    render(<Harness defaultCountry="IN" />);
    expect(trigger().textContent).toMatch(/^GB \+44\b.*country code: United Kingdom$/);
    fireEvent.change(numberInput(), { target: { value: '07911 123456' } });
    expect(value()).toBe('+44 07911123456');
  });

  it("renders the server's HTML at the country the visitor's Accept-Language named, and hydrates there", () => {
    const forms = { key: 'k', posted: null, country: 'GB' };
    const page = (
      <ServerFormsContext value={forms}>
        <Harness defaultCountry="IN" />
      </ServerFormsContext>
    );
    const html = renderToString(page);
    // What a post without JavaScript sends as the number's calling code.
    expect(html).toContain('name="phone-dial" value="44"');
    // The same browser's languages name the same country: nothing moves when the page hydrates.
    browserLanguages(['en-GB', 'en']);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, page);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(trigger().textContent).toMatch(/^GB \+44\b/);
    act(() => root?.unmount());
    container.remove();
  });

  it("without a country from the server, renders at the form's default", () => {
    expect(renderToString(<Harness defaultCountry="IN" />)).toContain('name="phone-dial" value="91"');
  });

  it("keeps a number already given, whatever the browser's country", () => {
    browserLanguages(['en-AU']);
    render(<Harness defaultCountry="IN" initial="+91 9876543210" />);
    expect(trigger().textContent).toMatch(/^IN \+91\b/);
    expect(value()).toBe('+91 9876543210');
  });

  it("offers to switch for a number that is clearly another country's, and never switches by itself", async () => {
    browserLanguages(['en-AU']);
    render(<Harness defaultCountry="IN" initial="+91 9876543210" />);
    fireEvent.change(numberInput(), { target: { value: '0412 345 678' } });
    // Left as typed, under the country selected...
    expect(value()).toBe('+91 0412345678');
    // (the numbering plans load once something is typed)
    expect(await screen.findByText(/This looks like a number from Australia\./)).toBeTruthy();
    // ...until the student says so.
    fireEvent.click(screen.getByRole('button', { name: 'Use +61 (Australia)' }));
    expect(value()).toBe('+61 412345678');
    expect(trigger().textContent).toMatch(/^AU \+61\b/);
    expect(screen.queryByRole('button', { name: /^Use \+/ })).toBeNull();
  });

  it('filters countries as you search and chooses one with the keyboard', () => {
    render(<Harness defaultCountry="US" />);
    fireEvent.change(numberInput(), { target: { value: '7700900123' } });
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    const search = screen.getByRole('combobox', { name: 'Search countries' });
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'united' } });
    const names = within(screen.getByRole('listbox', { name: 'Countries' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['United Arab Emirates+971', 'United Kingdom+44', 'United States+1']);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: /United Kingdom/ }).id,
    );
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(value()).toBe('+44 7700900123');
    expect(document.activeElement).toBe(trigger());
    expect(trigger().textContent).toMatch(/^GB \+44\b.*country code: United Kingdom$/);
  });

  it('finds a country by its dialling code and by a click', () => {
    render(<Harness defaultCountry="IN" />);
    fireEvent.click(trigger());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '+65' } });
    fireEvent.click(screen.getByRole('option', { name: /Singapore/ }));
    fireEvent.change(numberInput(), { target: { value: '8123 4567' } });
    expect(value()).toBe('+65 81234567');
  });

  it('says so when nothing matches', () => {
    render(<Harness defaultCountry="US" />);
    fireEvent.click(trigger());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Atlantis' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No country matches your search.')).toBeTruthy();
  });

  it('closes on Escape without changing the country and returns focus to the button', () => {
    render(<Harness defaultCountry="US" />);
    fireEvent.click(trigger());
    const search = screen.getByRole('combobox');
    fireEvent.change(search, { target: { value: 'india' } });
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(trigger().textContent).toContain('United States');
  });

  it('switches country when a number is typed with its international prefix', () => {
    render(<Harness defaultCountry="US" />);
    fireEvent.change(numberInput(), { target: { value: '+44 7700 900123' } });
    expect(value()).toBe('+44 7700900123');
    expect((numberInput() as HTMLInputElement).value).toBe('7700900123');
  });

  it('shows a value set from outside and clears on reset', () => {
    render(<Harness defaultCountry="IN" initial="+61 412345678" />);
    expect(trigger().textContent).toMatch(/^AU \+61\b.*country code: Australia$/);
    expect((numberInput() as HTMLInputElement).value).toBe('412345678');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect((numberInput() as HTMLInputElement).value).toBe('');
    expect(trigger().textContent).toMatch(/^IN \+91\b.*country code: India$/);
  });

  it('marks the number invalid and links the message', () => {
    render(<Harness defaultCountry="US" error="Please enter your phone number." />);
    expect(numberInput().getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Please enter your phone number.');
    expect(numberInput().getAttribute('aria-describedby')).toBe(message.id);
  });
});
