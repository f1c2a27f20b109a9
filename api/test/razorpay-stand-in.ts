import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Razorpay's Orders API on loopback, for an api started with live keys and RAZORPAY_API_URL set
 * to `listen()`'s address: counts the orders it is asked to create (per receipt, our order id),
 * answering after `delayMs`, as the real one may take its time.
 */
export function standInRazorpay(delayMs = 200) {
  let created = 0;
  const receipts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      created += 1;
      const { amount, receipt } = JSON.parse(body) as { amount: number; receipt: string };
      receipts.set(receipt, (receipts.get(receipt) ?? 0) + 1);
      const id = `order_STANDIN${created}`;
      setTimeout(() => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ id, amount, currency: 'INR' }));
      }, delayMs);
    });
  });
  return {
    server,
    created: () => created,
    /** How many Razorpay orders were asked for each of our orders. */
    receipts: () => new Map(receipts),
    listen: () =>
      new Promise<string>((done) =>
        server.listen(0, '127.0.0.1', () =>
          done(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/orders`),
        ),
      ),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
