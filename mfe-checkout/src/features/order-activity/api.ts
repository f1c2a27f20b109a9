/**
 * The order page's own calls, by the page's token: add to the brief, upload a file, write to the
 * agency, cancel. Each answers with "done" or the sentence to show, from the api's `{ error }`.
 */
import { FormErrorResponseSchema, OrderFileSchema, type OrderFile } from '@shared/contracts';

export type ActionResult<T = null> = { ok: true; data: T } | { ok: false; message: string };

/** When the api does not answer at all. */
export const NO_ANSWER = 'We could not reach the server. Please check your connection and try again.';
const TIMEOUT_MS = 20_000;
/** Uploads of up to 20 MB on a slow line take longer than a form. */
const UPLOAD_TIMEOUT_MS = 180_000;

const orderUrl = (apiBase: string, token: string) => `${apiBase.replace(/\/+$/, '')}/orders/by-token/${token}`;

export const fileUrl = (apiBase: string, token: string, fileId: string) =>
  `${orderUrl(apiBase, token)}/files/${fileId}`;
export const receiptPdfUrl = (apiBase: string, token: string) => `${orderUrl(apiBase, token)}/receipt.pdf`;

async function send(url: string, init: RequestInit, timeoutMs = TIMEOUT_MS): Promise<ActionResult<unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return { ok: false, message: NO_ANSWER };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: json };
  const failure = FormErrorResponseSchema.safeParse(json);
  return {
    ok: false,
    message: failure.success ? failure.data.error : 'Something went wrong on our side. Please try again.',
  };
}

const postText = (url: string, text: string) =>
  send(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ text }),
  });

export const addToBrief = (apiBase: string, token: string, text: string) =>
  postText(`${orderUrl(apiBase, token)}/brief`, text);

export const sendMessage = (apiBase: string, token: string, text: string) =>
  postText(`${orderUrl(apiBase, token)}/messages`, text);

export const cancelOrder = (apiBase: string, token: string) =>
  send(`${orderUrl(apiBase, token)}/cancel`, { method: 'POST', headers: { Accept: 'application/json' } });

/** Sends one file to the order (multipart, field `file`); the server checks its content. */
export async function uploadFile(apiBase: string, token: string, file: File): Promise<ActionResult<OrderFile>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const result = await send(
    `${orderUrl(apiBase, token)}/files`,
    { method: 'POST', headers: { Accept: 'application/json' }, body: form },
    UPLOAD_TIMEOUT_MS,
  );
  if (!result.ok) return result;
  const parsed = OrderFileSchema.safeParse((result.data as { file?: unknown } | null)?.file);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, message: NO_ANSWER };
}
