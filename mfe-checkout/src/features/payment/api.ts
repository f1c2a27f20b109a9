/** The order and payment calls to the site's api, each answer parsed with its schema. */
import {
  FormErrorResponseSchema,
  OrderCreatedResponseSchema,
  PayLaterResponseSchema,
  PaymentCreatedResponseSchema,
  PaymentVerifiedResponseSchema,
  type OrderRequest,
  type PaymentVerifyRequest,
} from '@shared/contracts';
import type * as z from 'zod/mini';

export type ApiFailure =
  | { ok: false; kind: 'http'; status: number; error: string | null; fieldErrors: Record<string, string> }
  | { ok: false; kind: 'network' };
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

const TIMEOUT_MS = 20_000;

async function postJson<S extends z.ZodMiniType>(
  url: string,
  body: unknown,
  schema: S,
  headers: Record<string, string> = {},
  fetchImpl: typeof fetch = fetch,
): Promise<ApiResult<z.infer<S>>> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // An empty or non-JSON body: judged by the status below.
  }
  if (response.ok) {
    const parsed = schema.safeParse(json);
    if (parsed.success) return { ok: true, data: parsed.data };
    return { ok: false, kind: 'http', status: response.status, error: null, fieldErrors: {} };
  }
  const failure = FormErrorResponseSchema.safeParse(json);
  const fieldErrors: Record<string, string> = {};
  if (failure.success) for (const e of failure.data.errors) fieldErrors[e.field] ??= e.message;
  return {
    ok: false,
    kind: 'http',
    status: response.status,
    error: failure.success ? failure.data.error : null,
    fieldErrors,
  };
}

const base = (apiBase: string) => apiBase.replace(/\/+$/, '');

export const createOrder = (apiBase: string, order: OrderRequest, idempotencyKey: string, fetchImpl?: typeof fetch) =>
  postJson(
    `${base(apiBase)}/orders`,
    order,
    OrderCreatedResponseSchema,
    { 'Idempotency-Key': idempotencyKey },
    fetchImpl,
  );

/**
 * Pay Later for an order first stored for online payment, whose payment window was closed. By the
 * order's token, as every call after the order exists: its database id answers no more than a status.
 */
export const switchToPayLater = (apiBase: string, token: string, fetchImpl?: typeof fetch) =>
  postJson(
    `${base(apiBase)}/orders/by-token/${encodeURIComponent(token)}/pay-later`,
    {},
    PayLaterResponseSchema,
    {},
    fetchImpl,
  );

/** Opens the order's payment (the wizard's Proceed Payment, and "Pay now" on the order's page). */
export const createPaymentByToken = (apiBase: string, token: string, fetchImpl?: typeof fetch) =>
  postJson(
    `${base(apiBase)}/orders/by-token/${encodeURIComponent(token)}/payment`,
    {},
    PaymentCreatedResponseSchema,
    {},
    fetchImpl,
  );

export const verifyUrlByToken = (apiBase: string, token: string) =>
  `${base(apiBase)}/orders/by-token/${encodeURIComponent(token)}/payment/verify`;

export const verifyPayment = (verifyUrl: string, payment: PaymentVerifyRequest, fetchImpl?: typeof fetch) =>
  postJson(verifyUrl, payment, PaymentVerifiedResponseSchema, {}, fetchImpl);
