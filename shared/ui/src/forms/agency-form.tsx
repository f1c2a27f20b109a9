import { useState, type FormEvent, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { AGENCY_FORM_INTENT, AGENCY_FORM_NAME_FIELD, AGENCY_FORM_SECTION_FIELD } from '@shared/contracts';
import { useFormKey, usePostedForm, type PostedForm } from '@shared/platform/core';
import type { FormMessageValue } from '../components/form-message';
import { HoneypotField } from './honeypot-field';
import { NativeFormFields } from './native-form-fields';
import { useFormState, type FormState, type FormValues } from './use-form-state';

/** What a visitor reads after sending an agency form; field errors speak for themselves. */
export interface AgencyFormMessages {
  /** The form was stored: the section's own words. */
  sent: string;
  /** The section or the api refused it. */
  failed: string;
  /** The section or the api did not answer in time. */
  unreachable: string;
}

/** The site's usual words for a form that could not be sent. */
export const AGENCY_FORM_FAILED_MESSAGE = 'Failed to send message. Please try again later.';
export const AGENCY_FORM_UNREACHABLE_MESSAGE = 'An error occurred. Please try again later.';

export interface AgencyFormOptions<V extends FormValues<V>> {
  /** The section whose form it is, and the form's name as its server entry declares it (`agencyForms`). */
  section: string;
  form: string;
  /** Every field the form shows, empty (a checkbox `false`). */
  initialValues: V;
  messages: Pick<AgencyFormMessages, 'sent'> & Partial<AgencyFormMessages>;
}

export interface AgencyFormHandle<V extends FormValues<V>> {
  /** Put on the `<form>`. */
  formRef: FormState<V, unknown>['formRef'];
  /** The form's values and errors: `form.field('email')`, `form.checkbox('consent')`. */
  form: Omit<FormState<V, unknown>, 'formRef'>;
  /** The `<form>`'s other props: a native post to its own page, and the script's submit. */
  formProps: {
    method: 'post';
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    'aria-busy': boolean;
  };
  /** The hidden fields the composition server needs (intent, section, form, page key, honeypot). */
  hiddenFields: ReactNode;
  /** The outcome line, for `FormMessage`. */
  outcome: FormMessageValue | null;
  sending: boolean;
}

/** The composition server's JSON answer to the script's post: the same answer a native post gets. */
const AnswerSchema = z.object({
  status: z.enum(['sent', 'invalid', 'failed', 'unreachable']),
  errors: z._default(z.record(z.string(), z.string()), {}),
});
type Answer = Pick<PostedForm, 'status' | 'errors'>;

/**
 * One of a section's agency forms (ADR 031): the fields are checked by the section's schema on
 * the server (its server entry's `agencyForms`), and stored through the api. Without JavaScript
 * (or before it runs) the form posts natively and the page comes back with the answer; with
 * JavaScript it posts the same fields to the same URL with fetch and gets the same answer as
 * JSON. Both show the same messages: one action path. A section's form is its schema and a
 * component that renders these props.
 */
export function useAgencyForm<V extends FormValues<V>>(options: AgencyFormOptions<V>): AgencyFormHandle<V> {
  const { section, form: name, initialValues } = options;
  const messages: AgencyFormMessages = {
    failed: AGENCY_FORM_FAILED_MESSAGE,
    unreachable: AGENCY_FORM_UNREACHABLE_MESSAGE,
    ...options.messages,
  };
  const posted = usePostedForm(`${section}/${name}`);
  const formKey = useFormKey();
  // No check in the page: the section's schema on the server is the one check, for both paths.
  const { formRef, ...form } = useFormState<V, unknown>({
    initialValues,
    validate: () => ({ ok: true, value: undefined }),
    posted,
  });
  const [honeypot, setHoneypot] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<FormMessageValue | null>(() =>
    posted ? outcomeMessage(posted, messages) : null,
  );

  const send = async (element: HTMLFormElement) => {
    if (sending) return;
    setSending(true);
    setOutcome(null);
    const answer = await postForm(element);
    setSending(false);
    setOutcome(outcomeMessage(answer, messages));
    if (answer.status === 'sent') {
      form.reset();
      setHoneypot('');
    } else form.showErrors(answer.errors);
  };
  // The form posted is the one submitted: its fields, as the browser would post them natively.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    form.handleSubmit(() => send(element))(event);
  };

  return {
    formRef,
    form,
    formProps: { method: 'post', noValidate: true, onSubmit, 'aria-busy': sending },
    hiddenFields: (
      <>
        <NativeFormFields intent={AGENCY_FORM_INTENT} formKey={formKey} />
        <input type="hidden" name={AGENCY_FORM_SECTION_FIELD} value={section} />
        <input type="hidden" name={AGENCY_FORM_NAME_FIELD} value={name} />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
      </>
    ),
    outcome,
    sending,
  };
}

/** The outcome line for an answer; an invalid form has its field errors instead. */
export function outcomeMessage(answer: Answer, messages: AgencyFormMessages): FormMessageValue | null {
  switch (answer.status) {
    case 'sent':
      return { tone: 'success', text: messages.sent };
    case 'invalid':
      return null;
    case 'failed':
      return { tone: 'error', text: messages.failed };
    case 'unreachable':
      return { tone: 'error', text: messages.unreachable };
  }
}

/**
 * Posts the form's fields, as the browser would post them natively, to the page the form posts
 * to, asking for JSON. No answer, or one that is not the server's JSON (a proxy's error page, a
 * refused origin), reads as not sent.
 */
async function postForm(element: HTMLFormElement): Promise<Answer> {
  const body = new URLSearchParams();
  for (const [field, value] of new FormData(element)) if (typeof value === 'string') body.append(field, value);
  let response: Response;
  try {
    response = await fetch(element.action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
      credentials: 'same-origin',
    });
  } catch {
    return { status: 'unreachable', errors: {} };
  }
  const parsed = AnswerSchema.safeParse(await response.json().catch(() => null));
  if (parsed.success) return parsed.data;
  return { status: response.status >= 500 ? 'unreachable' : 'failed', errors: {} };
}
