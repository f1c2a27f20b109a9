/** The order page's one call: the order as its page shows it, by the token in the address. */
import { OrderTokenSchema, OrderViewSchema, type OrderView } from '@shared/contracts';
import * as z from 'zod/mini';

/** What looking an order up can give: the order, a clear "not found", or "try again". */
export type OrderLookup = { kind: 'found'; order: OrderView } | { kind: 'not-found' } | { kind: 'unavailable' };

const ResponseSchema = z.object({ ok: z.literal(true), order: OrderViewSchema });
const TIMEOUT_MS = 5_000;

export async function fetchOrderView(
  apiBase: string,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<OrderLookup> {
  if (!OrderTokenSchema.safeParse(token).success) return { kind: 'not-found' };
  let response: Response;
  try {
    response = await fetchImpl(`${apiBase.replace(/\/+$/, '')}/orders/by-token/${token}`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.status === 404) return { kind: 'not-found' };
  if (!response.ok) return { kind: 'unavailable' };
  const parsed = ResponseSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? { kind: 'found', order: parsed.data.order } : { kind: 'unavailable' };
}
