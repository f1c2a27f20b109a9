/**
 * Order look-ups by token, kept so that a page renders from data already loaded: the server loads
 * before it renders and writes what it rendered into the page; the browser reads that back before
 * it hydrates (no second request, and the very same data), or loads it when it opens the page
 * itself. Every load is fresh (a status may have changed), and a result is kept only briefly.
 */
import { OrderViewSchema } from '@shared/contracts';
import { fetchOrderView, type OrderLookup } from './api';

interface Entry {
  promise: Promise<OrderLookup>;
  result?: OrderLookup;
}

const entries = new Map<string, Entry>();
/** The server serves many visitors from one copy of this module: it keeps only the latest few. */
const MAX_ENTRIES = 100;

function keep(token: string, entry: Entry): Entry {
  entries.delete(token);
  entries.set(token, entry);
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return entry;
}

function settled(result: OrderLookup): Entry {
  return { promise: Promise.resolve(result), result };
}

/** Loads the order now, and keeps it for the page's render. */
export function loadOrder(apiBase: string, token: string): Promise<OrderLookup> {
  const promise = fetchOrderView(apiBase, token);
  const entry = keep(token, { promise });
  void promise.then((result) => (entry.result = result));
  return promise;
}

/** Loads the order again and swaps it in only once loaded, so the page never blanks meanwhile. */
export async function refreshOrder(apiBase: string, token: string): Promise<OrderLookup> {
  const result = await fetchOrderView(apiBase, token);
  keep(token, settled(result));
  return result;
}

/** What the page renders from: the kept look-up, or a load started now. */
export function orderEntry(apiBase: string, token: string): Entry {
  const existing = entries.get(token);
  if (existing) return existing;
  const promise = fetchOrderView(apiBase, token);
  const entry = keep(token, { promise });
  void promise.then((result) => (entry.result = result));
  return entry;
}

/** The id of the JSON block in which the server hands the browser the order it rendered. */
export const orderDataElementId = (token: string) => `order-data-${token}`;

/** The JSON block's text: `<` is escaped, so nothing the visitor typed can end the block. */
export function serializeOrderLookup(lookup: OrderLookup): string {
  return JSON.stringify(lookup).replace(/</g, '\\u003c');
}

/** In the browser, before hydrating: the order exactly as the server rendered it, if it did. */
export function adoptRenderedOrder(token: string, doc: Document | undefined): boolean {
  const text = doc?.getElementById(orderDataElementId(token))?.textContent;
  if (!text) return false;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return false;
  }
  const lookup = json as { kind?: unknown; order?: unknown };
  if (lookup.kind === 'not-found') {
    keep(token, settled({ kind: 'not-found' }));
    return true;
  }
  const order = OrderViewSchema.safeParse(lookup.order);
  if (lookup.kind !== 'found' || !order.success) return false;
  keep(token, settled({ kind: 'found', order: order.data }));
  return true;
}
