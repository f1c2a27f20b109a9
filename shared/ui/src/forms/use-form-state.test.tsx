// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../components/button';
import { CheckboxField } from '../components/checkbox-field';
import { PhoneField } from '../components/phone-field/phone-field';
import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';
import { useFormState } from './use-form-state';

// A browser whose languages name no country, so the phone field starts at the form's default (India).
beforeEach(() => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en']);
});

afterEach(cleanup);

const SignUpSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.'),
  email: z.email('Please enter a valid email address.'),
  phone: z.string().regex(/^\+\d{1,4} \d{4,14}$/, 'Please enter a valid phone number.'),
  level: z.enum(['school', 'university'], 'Please choose a level.'),
  terms: z.literal('accepted', 'Please accept the terms.'),
});
type SignUp = z.infer<typeof SignUpSchema>;

const EMPTY = { name: '', email: '', phone: '', level: '', terms: false };

/** A small form built the way the site's forms are: shared fields, the hook, a submit button. */
function SignUpForm({ onSend }: { onSend: (payload: SignUp) => void }) {
  const { formRef, ...form } = useFormState({
    initialValues: EMPTY,
    validate: SignUpSchema,
    toInput: (values: typeof EMPTY) => ({ ...values, terms: values.terms ? 'accepted' : 'not accepted' }),
  });
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit(onSend)}>
      <TextField label="Name" required {...form.field('name')} />
      <TextField label="Email" type="email" required {...form.field('email')} />
      <PhoneField label="Phone" defaultCountry="IN" required {...form.field('phone')} />
      <SelectField
        label="Level"
        placeholder="Choose"
        options={[
          { value: 'school', label: 'School' },
          { value: 'university', label: 'University' },
        ]}
        {...form.field('level')}
      />
      <CheckboxField label="I accept the terms" {...form.checkbox('terms')} />
      <output data-testid="values">{JSON.stringify(form.values)}</output>
      <Button type="submit">Sign up</Button>
    </form>
  );
}

const shownValues = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as typeof EMPTY;

describe('useFormState', () => {
  it('checks with the schema, marks and describes each invalid field, and focuses the first one', () => {
    const onSend = vi.fn();
    render(<SignUpForm onSend={onSend} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Asha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(onSend).not.toHaveBeenCalled();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter a valid email address.',
    );
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(email);

    // Typing into a field clears its message.
    fireEvent.change(email, { target: { value: 'asha@example.com' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('hands the parsed payload on when the form is valid', () => {
    const onSend = vi.fn();
    render(<SignUpForm onSend={onSend} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '  Asha  ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'asha@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '98765 43210' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Level' }), { target: { value: 'university' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSend).toHaveBeenCalledWith({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '+91 9876543210',
      level: 'university',
      terms: 'accepted',
    });
  });

  it('keeps what was typed into the server-rendered form before it hydrated', async () => {
    const onSend = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignUpForm onSend={onSend} />);
    document.body.append(container);

    // The visitor types before the scripts have run: only the DOM knows.
    const byName = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`);
    byName('name')!.value = 'Asha Rao';
    byName('email')!.value = 'asha@example.com';
    byName('phone-number')!.value = '98765 43210';
    container.querySelector<HTMLSelectElement>('select[name="level"]')!.value = 'school';
    byName('terms')!.checked = true;

    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <SignUpForm onSend={onSend} />, { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(shownValues()).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 9876543210',
      level: 'school',
      terms: true,
    });
    // A later render keeps the text on screen instead of writing the old state back over it.
    expect(byName('name')!.value).toBe('Asha Rao');
    expect(byName('phone-number')!.value).toBe('98765 43210');

    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onSend).toHaveBeenCalledWith({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 9876543210',
      level: 'school',
      terms: 'accepted',
    });
    act(() => root?.unmount());
    container.remove();
  });

  it('reads and reports values kept elsewhere (a store), adopting early typing there too', async () => {
    const stored = { name: '', agree: false };
    const onChange = vi.fn((patch: Partial<typeof stored>) => Object.assign(stored, patch));
    const check = (values: typeof stored) =>
      values.name
        ? { ok: true as const, value: values }
        : { ok: false as const, errors: { name: 'Please enter your name.' } };
    function StoreForm() {
      const { formRef, ...form } = useFormState({ values: { ...stored }, onChange, validate: check });
      return (
        <form ref={formRef}>
          <input aria-label="Name" {...form.input('name')} />
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<StoreForm />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input')!.value = 'Ravi';
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <StoreForm />, { onRecoverableError });
    });
    expect(onChange).toHaveBeenCalledWith({ name: 'Ravi' });
    expect(stored.name).toBe('Ravi');
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });
});
