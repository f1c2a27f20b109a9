// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { FormMessage } from './form-message';
import { SelectField } from './select-field';
import { TextAreaField, TextField } from './text-field';

afterEach(cleanup);

describe('form primitives', () => {
  it('labels a text field and reports typed text', () => {
    const onChange = vi.fn();
    render(<TextField label="Email" name="email" type="email" value="" onChange={onChange} required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(input, { target: { value: 'a@b.co' } });
    expect(onChange).toHaveBeenCalledWith('a@b.co');
  });

  it('links an error to the control with aria-describedby and marks it invalid', () => {
    render(
      <TextAreaField label="Message" name="message" value="" onChange={() => {}} error="Please enter a message." />,
    );
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a message.');
  });

  it('offers the select options after a placeholder', () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Type"
        name="type"
        value=""
        placeholder="Choose one"
        options={[{ value: 'essay', label: 'Essay' }]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose one', 'Essay']);
    fireEvent.change(select, { target: { value: 'essay' } });
    expect(onChange).toHaveBeenCalledWith('essay');
  });

  it('toggles a checkbox and shows its error', () => {
    const onChange = vi.fn();
    render(<CheckboxField label="I accept" name="terms" checked={false} onChange={onChange} error="Please accept." />);
    const box = screen.getByRole('checkbox', { name: 'I accept' });
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('puts errors in an alert region and other outcomes in a status region', () => {
    const { rerender } = render(<FormMessage message={{ tone: 'success', text: 'Sent.' }} />);
    expect(screen.getByRole('status').textContent).toBe('Sent.');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormMessage message={{ tone: 'error', text: 'Failed.' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Failed.');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
