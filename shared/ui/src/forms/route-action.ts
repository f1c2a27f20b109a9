import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import type { PostedForm } from '@shared/platform/core';
import { useNavigate } from '@shared/platform/router';
import { INTENT_FIELD } from './native-form-fields';

/**
 * What a page's action answered a post (its server half's `action`, ADR 033): where to go, or the
 * form's answer (`posted`: sent, invalid with its errors, failed, unreachable) with the status and
 * the action's data.
 */
export type RouteActionAnswer = { redirect: string } | { status: number; posted: PostedForm; data?: unknown };

const PostedFormSchema = z.object({
  intent: z.string(),
  status: z.enum(['sent', 'invalid', 'failed', 'unreachable']),
  values: z._default(z.record(z.string(), z.string()), {}),
  errors: z._default(z.record(z.string(), z.string()), {}),
  result: z.optional(z.unknown()),
  apiStatus: z.optional(z.number()),
});
const AnswerSchema = z.union([
  z.object({ redirect: z.string().check(z.regex(/^\/(?![/\\])/)) }),
  z.object({ status: z.number(), posted: PostedFormSchema, data: z.optional(z.unknown()) }),
]);

export interface RouteActionHandle {
  /** Put on the `<form method="post">` (with its hidden `intent` and key: `NativeFormFields`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Posts a form's fields to its page as a native post would, and resolves with the action's answer. */
  submit: (form: HTMLFormElement) => Promise<RouteActionAnswer>;
  /** The last answer (null until one came), and whether a post is under way. */
  answer: RouteActionAnswer | null;
  sending: boolean;
}

/**
 * A form answered by its page's action, with JavaScript: the form's fields (as the browser would
 * post them natively) go to the page the form posts to by fetch, asking for JSON, so the same
 * action answers a native post (before or without JavaScript) and this one. A redirect is
 * followed in the page (`onRedirect` to do otherwise); no answer, or one that is not the action's
 * (a proxy's error page, a refused origin), reads as `unreachable`.
 */
export function useRouteAction(options: { onRedirect?: (location: string) => void } = {}): RouteActionHandle {
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<RouteActionAnswer | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (form: HTMLFormElement) => {
    setSending(true);
    const got = await postToAction(form);
    setSending(false);
    setAnswer(got);
    if ('redirect' in got) (options.onRedirect ?? navigate)(got.redirect);
    return got;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) void submit(event.currentTarget);
  };
  return { onSubmit, submit, answer, sending };
}

/** The form's fields posted to its page, as JSON's answer; never throws. */
export async function postToAction(form: HTMLFormElement): Promise<RouteActionAnswer> {
  const body = new URLSearchParams();
  for (const [field, value] of new FormData(form)) if (typeof value === 'string') body.append(field, value);
  const unreachable = {
    status: 503,
    posted: { intent: body.get(INTENT_FIELD) ?? '', status: 'unreachable', values: {}, errors: {} },
  } satisfies RouteActionAnswer;
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
      credentials: 'same-origin',
      // Longer than the server gives an action (25 s): a stalled connection ends as "no answer".
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status === 204) return { status: 204, posted: { ...unreachable.posted, status: 'sent' } };
    const parsed = AnswerSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : unreachable;
  } catch {
    return unreachable;
  }
}
