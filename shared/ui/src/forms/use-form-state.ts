import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import type * as z from 'zod/mini';
import { loadPhonePlans, phonePlans } from '@shared/contracts/phone-plans';
import type { PostedForm } from '@shared/platform/core';
import { checkWithSchema } from './schema-check';

/** What a form holds: text (inputs, selects, text areas) and ticks (checkboxes), by field name. */
export type FormValues<V> = { [K in keyof V]: string | boolean };
export type FormErrors<V extends FormValues<V>> = Partial<Record<keyof V & string, string>>;

/** The outcome of checking a form: the value to send, or a message per failing field (and maybe one for the form). */
export type FormCheck<V extends FormValues<V>, Out> =
  { ok: true; value: Out } | { ok: false; errors: FormErrors<V>; message?: string | null };

type Source<V extends FormValues<V>> =
  | {
      /** The values the form starts with; the hook keeps them. */
      initialValues: V;
    }
  | {
      /** Values kept elsewhere (a store that outlives the page): the hook reads them... */
      values: V;
      /** ...and reports every change, typed or adopted, as a patch. */
      onChange: (patch: Partial<V>) => void;
    };

export type FormStateOptions<V extends FormValues<V>, Out> = Source<V> & {
  /** The form's zod schema, or a check of its own for a form whose rules span fields and steps. */
  validate: z.core.$ZodType<Out> | ((values: V) => FormCheck<V, Out>);
  /** What the schema reads when that differs from the values (e.g. a checkbox sent as words). */
  toInput?: (values: V) => unknown;
  /**
   * The server's answer to this form's native post (`usePostedForm(intent)` from @shared/platform/core):
   * the form starts from what the visitor sent, with the server's field errors shown.
   */
  posted?: PostedForm | null;
};

type TextKey<V extends FormValues<V>> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];
type TickKey<V extends FormValues<V>> = { [K in keyof V & string]: V[K] extends boolean ? K : never }[keyof V & string];

export interface FormState<V extends FormValues<V>, Out> {
  values: V;
  errors: FormErrors<V>;
  /** A message for the whole form from the last check (e.g. "Please fill all required fields."), or null. */
  message: string | null;
  /**
   * Put on the `<form>`: focus and early typing are found through it. Take it apart from the rest
   * (`const { formRef, ...form } = useFormState(…)`), so React's lint sees the rest is no ref.
   */
  formRef: RefObject<HTMLFormElement | null>;
  /** Changes one field and clears its error and the form's message. */
  setValue: <K extends keyof V & string>(field: K, value: V[K]) => void;
  /** Shows errors that came from elsewhere (the server) and moves focus to the first one. */
  showErrors: (errors: Partial<Record<string, string>>, message?: string | null) => void;
  /** Back to the initial values (or the ones given), with no errors. */
  reset: (values?: V) => void;
  /** Props for a text, select or text-area field of the shared ui: name, value, error and onChange. */
  field: <K extends TextKey<V>>(
    name: K,
  ) => { name: K; value: string; error: string | undefined; onChange: (value: string) => void };
  /** Props for a checkbox field of the shared ui. */
  checkbox: <K extends TickKey<V>>(
    name: K,
  ) => { name: K; checked: boolean; error: string | undefined; onChange: (checked: boolean) => void };
  /** Props for a plain `<input>` or `<textarea>` that is not one of the shared fields. */
  input: <K extends TextKey<V>>(
    name: K,
  ) => {
    name: K;
    value: string;
    'aria-invalid': true | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
  /**
   * Checks the values now: the checked value, or null after showing the errors and focusing the
   * first invalid field. For an action that is not the form's submit (a second button).
   */
  check: () => Out | null;
  /** The form's onSubmit: `check()`, then the checked value goes to onValid, or the errors to onInvalid. */
  handleSubmit: (
    onValid: (value: Out) => unknown,
    onInvalid?: (errors: FormErrors<V>) => void,
  ) => (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The state of one form: values, errors, the form's message, and the submit attempts that move
 * focus to the first invalid field. Checked with the form's zod schema (or its own check).
 *
 * Safe to server-render and hydrate: nothing touches the browser during render, and when the
 * form mounts, a field whose control already holds something else (text typed into the
 * server's HTML before the scripts ran) adopts what the control holds, so nothing typed is lost.
 */
export function useFormState<V extends FormValues<V>, Out>(options: FormStateOptions<V, Out>): FormState<V, Out> {
  const [ownValues, setOwnValues] = useState<V>(() => {
    const initial = 'initialValues' in options ? options.initialValues : options.values;
    return options.posted ? withPostedValues(initial, options.posted) : initial;
  });
  const [errors, setErrors] = useState<FormErrors<V>>(() => (options.posted?.errors ?? {}) as FormErrors<V>);
  const [message, setMessage] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const external = 'values' in options ? options : null;
  const values = external ? external.values : ownValues;
  const applyPatch = (patch: Partial<V>) => {
    if (external) external.onChange(patch);
    else setOwnValues((current) => ({ ...current, ...patch }));
  };

  useTypedBeforeHydration(formRef, values, applyPatch);

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const setValue = <K extends keyof V & string>(field: K, value: V[K]) => {
    applyPatch({ [field]: value } as unknown as Partial<V>);
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setMessage(null);
  };

  const showErrors = (next: Partial<Record<string, string>>, nextMessage: string | null = null) => {
    setErrors(next as FormErrors<V>);
    setMessage(nextMessage);
    if (Object.values(next).some(Boolean)) setAttempt((n) => n + 1);
  };

  const run = (): FormCheck<V, Out> => {
    const { validate, toInput } = options;
    const checked =
      typeof validate === 'function'
        ? validate(values)
        : checkWithSchema<V, z.core.$ZodType<Out>>(validate, toInput ? toInput(values) : values);
    setErrors(checked.ok ? {} : checked.errors);
    setMessage(checked.ok ? null : (checked.message ?? null));
    if (!checked.ok) setAttempt((n) => n + 1);
    return checked;
  };

  return {
    values,
    errors,
    message,
    formRef,
    setValue,
    showErrors,
    reset: (next) => {
      const initial = next ?? ('initialValues' in options ? options.initialValues : values);
      if (external) external.onChange(initial);
      else setOwnValues(initial);
      setErrors({});
      setMessage(null);
    },
    field: (name) => ({
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (value: string) => setValue(name, value as V[typeof name]),
    }),
    checkbox: (name) => ({
      name,
      checked: values[name] as boolean,
      error: errors[name],
      onChange: (checked: boolean) => setValue(name, checked as V[typeof name]),
    }),
    input: (name) => ({
      name,
      value: values[name] as string,
      'aria-invalid': errors[name] ? true : undefined,
      onChange: (event) => setValue(name, event.target.value as V[typeof name]),
    }),
    check: () => {
      const checked = run();
      return checked.ok ? checked.value : null;
    },
    handleSubmit: (onValid, onInvalid) => (event) => {
      event.preventDefault();
      const submit = () => {
        const checked = run();
        if (checked.ok) void onValid(checked.value);
        else onInvalid?.(checked.errors);
      };
      // A browser loads the phone numbering plans on demand: a form sent before they arrived
      // (filled in before the page worked) waits for them, rather than letting through a number
      // the api would refuse. Should they fail to load, the api's check is the one that counts.
      if (phonePlans()) submit();
      else loadPhonePlans().then(submit, submit);
    },
  };
}

/** The values a natively posted form was sent with, over the form's own (text as text, ticks as "on"). */
function withPostedValues<V extends FormValues<V>>(initial: V, posted: PostedForm): V {
  if (posted.status === 'sent') return initial;
  const merged: Record<string, string | boolean> = { ...initial };
  for (const [name, value] of Object.entries<string | boolean>(initial)) {
    merged[name] = typeof value === 'boolean' ? posted.values[name] === 'on' : (posted.values[name] ?? value);
  }
  return merged as V;
}

/**
 * Keeps what the visitor typed or pasted into the server's HTML before the scripts ran: when the
 * form mounts, every named control whose content differs from the values it was rendered with
 * is reported as a patch, once. For forms that keep their own state instead of `useFormState`.
 */
export function useTypedBeforeHydration<V extends FormValues<V>>(
  formRef: RefObject<HTMLFormElement | null>,
  values: V,
  adopt: (patch: Partial<V>) => void,
) {
  // The values as first rendered, which is what the server's HTML shows.
  const rendered = useRef(values);
  const adoptEarlyTyping = useRef(adopt);
  // A layout effect, so it runs in hydration's own commit: a submit made before hydration, which
  // React replays right after that commit, then already sees what was typed.
  useLayoutEffect(() => {
    const patch = typedBeforeHydration(formRef.current, rendered.current);
    if (patch) adoptEarlyTyping.current(patch);
  }, [formRef]);
}

/** What the form's controls hold that differs from the values they were rendered with, or null. */
function typedBeforeHydration<V extends FormValues<V>>(form: HTMLFormElement | null, rendered: V): Partial<V> | null {
  if (!form) return null;
  const patch: Partial<Record<string, string | boolean>> = {};
  for (const [name, initial] of Object.entries(rendered)) {
    // An input, select or text area, or a RadioNodeList for a radio group; all carry `value`.
    const control = form.elements.namedItem(name) as (HTMLInputElement & RadioNodeList) | null;
    if (!control) continue;
    if (typeof initial === 'boolean') {
      if (control.type === 'checkbox' && control.checked !== initial) patch[name] = control.checked;
    } else if (typeof control.value === 'string' && control.value !== initial) {
      patch[name] = control.value;
    }
  }
  return Object.keys(patch).length > 0 ? (patch as Partial<V>) : null;
}
