/** Reads what the api stored back through its token-protected admin endpoints, as the agency would. */
import type { APIRequestContext } from '@playwright/test';
import { AdminOrdersResponseSchema } from '@shared/contracts';
import { z } from 'zod';
import { ADMIN_TOKEN, ORIGINS } from './servers';

const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };

const SubmissionsSchema = z.object({
  submissions: z.array(z.object({ form: z.string(), payload: z.record(z.string(), z.unknown()) }).loose()),
});

/** The stored payloads of one form (`lead`, `contact`), newest first. */
export async function storedSubmissions(request: APIRequestContext, form: string) {
  const response = await request.get(`${ORIGINS.api}/admin/submissions?form=${form}&limit=200`, { headers: auth });
  if (!response.ok()) throw new Error(`admin read failed: ${response.status()}`);
  return SubmissionsSchema.parse(await response.json()).submissions.map((s) => s.payload);
}

/** The stored orders, newest first. */
export async function storedOrders(request: APIRequestContext) {
  const response = await request.get(`${ORIGINS.api}/admin/orders?limit=200`, { headers: auth });
  if (!response.ok()) throw new Error(`admin read failed: ${response.status()}`);
  return AdminOrdersResponseSchema.parse(await response.json()).orders;
}
