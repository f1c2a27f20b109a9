import { Hono } from 'hono';
import {
  AdminOrdersResponseSchema,
  ORDER_STATUS_LABELS,
  OrderStatusChangeSchema,
  OrderMessageRequestSchema,
  OrderStatusSchema,
} from '@shared/contracts';
import { z } from 'zod';
import { adminOnly } from '../../http/admin-auth';
import { ApiError } from '../../http/errors';
import { limitBody } from '../../http/limits';
import { readJson } from '../../http/validation';
import { ORDER_NOT_FOUND, orderIdOf, type OrdersContext } from '../context';
import { addOrderMessage, orderExtras } from '../order-page-store';
import { adminOrder, changeOrderStatus, listOrders } from '../order-store';
import { sendOrderFile } from './order-page';

const AdminQuerySchema = z.object({
  status: z.optional(OrderStatusSchema),
  /** One person's orders, by the email they gave (any case). */
  email: z.string().trim().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * The agency's side of orders (Bearer ADMIN_TOKEN): `GET /admin/orders` reads them (with their
 * files, additions and messages), `POST /admin/orders/:id/status` moves one on,
 * `POST /admin/orders/:id/messages` answers the student, `GET …/files/:fileId` downloads a file.
 */
export function adminOrderRoutes(ctx: OrdersContext) {
  const app = new Hono();
  const admin = adminOnly(ctx.env.ADMIN_TOKEN);

  app.get('/admin/orders', admin, async (c) => {
    const query = AdminQuerySchema.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, 'Invalid query.');
    const rows = await listOrders(ctx.db, query.data.status ?? null, query.data.limit, query.data.email ?? null);
    const extras = await orderExtras(
      ctx.db,
      rows.map((row) => row.id),
    );
    return c.json(AdminOrdersResponseSchema.parse({ orders: rows.map((row) => adminOrder(row, extras.get(row.id))) }));
  });

  /** The agency answers in the order's thread; the student gets an email. */
  app.post('/admin/orders/:id/messages', admin, limitBody(), async (c) => {
    const id = orderIdOf(c);
    const body = await readJson(c, OrderMessageRequestSchema);
    if (!body.ok) return body.response;
    const message = await addOrderMessage(ctx.db, id, 'agency', body.data.text);
    if (!message) throw new ApiError(404, ORDER_NOT_FOUND);
    ctx.onQueued();
    return c.json({ ok: true, message }, 201);
  });

  app.get('/admin/orders/:id/files/:fileId', admin, async (c) => {
    return sendOrderFile(ctx, c, orderIdOf(c), c.req.param('fileId'));
  });

  app.post('/admin/orders/:id/status', admin, limitBody(), async (c) => {
    const id = orderIdOf(c);
    const body = await readJson(c, OrderStatusChangeSchema);
    if (!body.ok) return body.response;
    const result = await changeOrderStatus(ctx.db, id, body.data.status);
    if (result.kind === 'not-found') throw new ApiError(404, ORDER_NOT_FOUND);
    if (result.kind === 'refused') {
      const message = `An order that is ${ORDER_STATUS_LABELS[result.from].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[body.data.status].toLowerCase()}.`;
      throw new ApiError(409, message, { field: 'status' });
    }
    ctx.log.info({ orderId: id, status: body.data.status }, 'Order status changed');
    return c.json({ ok: true, order: adminOrder(result.order) }, 200);
  });
  return app;
}
