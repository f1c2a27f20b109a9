import { use, useState, useTransition } from 'react';
import { Link, useLocation } from '@shared/platform/router';
import { useRuntimeConfig, type RuntimeConfig } from '@shared/platform/core';
import { Button, buttonClass, FormMessage } from '@shared/ui';
import {
  adoptRenderedOrder,
  loadOrder,
  OrderDetails,
  orderDataElementId,
  orderEntry,
  refreshOrder,
  serializeOrderLookup,
  tokenFromPath,
  type OrderLookup,
} from '../features/order-page';
import { BriefCard, CancelOrder, receiptPdfUrl, ThreadCard } from '../features/order-activity';
import { PendingPaymentsNotice, usePayNow } from '../features/payment';
import styles from './order-page.module.css';

/**
 * Before the server renders the page (and before the browser hydrates it): the order, by the token
 * in the address. The browser takes the order the server rendered from the page itself. An unknown
 * or malformed token is a 404; an api that does not answer leaves the page to the browser.
 */
export async function preload(pathname: string, config: RuntimeConfig): Promise<{ status?: number }> {
  const token = tokenFromPath(pathname);
  if (!token) return { status: 404 };
  if (typeof document !== 'undefined' && adoptRenderedOrder(token, document)) return {};
  const lookup = await loadOrder(config.endpoints.api, token);
  if (lookup.kind === 'unavailable') throw new Error('The order could not be loaded');
  return lookup.kind === 'not-found' ? { status: 404 } : {};
}

/**
 * `/orders/<token>`: a student's own order, its status, price and deadline, "Pay now" while unpaid,
 * the brief and its files, the thread with the agency, cancelling, and the receipt once paid.
 */
export default function OrderPage() {
  const { pathname } = useLocation();
  const token = tokenFromPath(pathname) ?? '';
  return <OrderAt key={token} token={token} />;
}

function OrderAt({ token }: { token: string }) {
  const apiBase = useRuntimeConfig().endpoints.api;
  const entry = orderEntry(apiBase, token);
  const [lookup, setLookup] = useState<OrderLookup | null>(null);
  const [reloading, startReload] = useTransition();
  const current = lookup ?? entry.result ?? use(entry.promise);

  const reload = () =>
    startReload(async () => {
      const fresh = await refreshOrder(apiBase, token);
      startReload(() => setLookup(fresh));
    });

  return (
    <div className={styles.page}>
      {current.kind === 'found' ? (
        <>
          <p className={styles.eyebrow}>Your order</p>
          <h1 className={styles.title}>Order {current.order.reference}</h1>
          <PendingPaymentsNotice />
          <OrderDetails
            order={current.order}
            payment={
              <>
                {current.order.payable ? <PayNow token={token} onPaid={reload} /> : null}
                {current.order.receipt ? <ReceiptLinks token={token} apiBase={apiBase} /> : null}
              </>
            }
          />
          <div className={styles.activity}>
            <BriefCard order={current.order} token={token} onChange={reload} />
            <ThreadCard order={current.order} token={token} onChange={reload} />
            {current.order.cancellable || current.order.status === 'cancelled' ? (
              <CancelOrder order={current.order} token={token} onChange={reload} />
            ) : null}
          </div>
        </>
      ) : current.kind === 'not-found' ? (
        <NotFound />
      ) : (
        <>
          <h1 className={styles.title}>Your order</h1>
          <p role="alert">We could not load your order just now. Please try again in a moment.</p>
          <Button disabled={reloading} onClick={reload}>
            Try again
          </Button>
        </>
      )}
      {/* The order as rendered, for the browser to hydrate with (a JSON block, nothing runs). */}
      <script
        type="application/json"
        id={orderDataElementId(token)}
        dangerouslySetInnerHTML={{ __html: serializeOrderLookup(current) }}
      />
    </div>
  );
}

function PayNow({ token, onPaid }: { token: string; onPaid: () => void }) {
  const payment = usePayNow(token, onPaid);
  return (
    <div className={styles.pay}>
      <Button disabled={payment.busy} onClick={() => void payment.pay()}>
        Pay now
      </Button>
      <FormMessage message={payment.message} />
    </div>
  );
}

/** A paid order's receipt: the page to read or print, and the PDF. */
function ReceiptLinks({ token, apiBase }: { token: string; apiBase: string }) {
  return (
    <div className={styles.actions}>
      <Link className={buttonClass({ variant: 'secondary', size: 'small' })} to={`/orders/${token}/receipt`}>
        View receipt
      </Link>
      <a className={buttonClass({ variant: 'quiet', size: 'small' })} href={receiptPdfUrl(apiBase, token)}>
        Download receipt (PDF)
      </a>
    </div>
  );
}

function NotFound() {
  return (
    <>
      <h1 className={styles.title}>Order not found</h1>
      <p className={styles.lead}>
        We could not find an order at this address. Check that the link is the whole one from your email, or contact us
        and quote your order reference.
      </p>
      <div className={styles.actions}>
        <Link className={buttonClass()} to="/contactus">
          Contact us
        </Link>
        <Link className={buttonClass({ variant: 'secondary' })} to="/">
          Home
        </Link>
      </div>
    </>
  );
}
