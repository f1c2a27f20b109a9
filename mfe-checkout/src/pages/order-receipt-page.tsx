import { use, useId } from 'react';
import { Link, useLocation } from '@shared/platform/router';
import { useRuntimeConfig, useTimeZone, type RuntimeConfig } from '@shared/platform/core';
import { TEST_PAYMENT_NOTICE, type OrderView } from '@shared/contracts';
import { formatNumber } from '@shared/domain/format';
import { formatDateTimeIn } from '@shared/domain/time';
import { describeChoice, formatInr, PROCESSING_FEE_PERCENT } from '@shared/domain/pricing';
import { buttonClass } from '@shared/ui';
import { receiptPdfUrl } from '../features/order-activity';
import {
  adoptRenderedOrder,
  loadOrder,
  orderDataElementId,
  orderEntry,
  receiptTokenFromPath,
  serializeOrderLookup,
} from '../features/order-page';
import { formatDeadline, formatDue } from '../features/order-wizard';
import styles from './order-page.module.css';

/** As the order page: the order by the token in the address, loaded before rendering. */
export async function preload(pathname: string, config: RuntimeConfig): Promise<{ status?: number }> {
  const token = receiptTokenFromPath(pathname);
  if (!token) return { status: 404 };
  if (typeof document !== 'undefined' && adoptRenderedOrder(token, document)) return {};
  const lookup = await loadOrder(config.endpoints.api, token);
  if (lookup.kind === 'unavailable') throw new Error('The order could not be loaded');
  return lookup.kind === 'not-found' ? { status: 404 } : {};
}

/**
 * `/orders/<token>/receipt`: a paid order's receipt, to read or print: issued by the business the
 * runtime configuration names (legal name, address, tax details), made out to the student, the
 * times in their zone, a test payment marked as one. The amounts are the ones the server's price
 * function stored; the amount charged is the payment's own, in paise.
 */
export default function OrderReceiptPage() {
  const { pathname } = useLocation();
  const token = receiptTokenFromPath(pathname) ?? '';
  const config = useRuntimeConfig();
  const entry = orderEntry(config.endpoints.api, token);
  const lookup = entry.result ?? use(entry.promise);
  return (
    <div className={styles.page}>
      {lookup.kind === 'found' && lookup.order.receipt ? (
        <Receipt
          order={lookup.order}
          receipt={lookup.order.receipt}
          pdfUrl={receiptPdfUrl(config.endpoints.api, token)}
          token={token}
          site={config.site}
        />
      ) : (
        <>
          <h1 className={styles.title}>{lookup.kind === 'found' ? 'No receipt yet' : 'Order not found'}</h1>
          <p className={styles.lead}>
            {lookup.kind === 'found'
              ? 'A receipt is made once the order is paid.'
              : 'We could not find an order at this address. Check that the link is the whole one from your email.'}
          </p>
          {lookup.kind === 'found' ? (
            <Link className={buttonClass()} to={`/orders/${token}`}>
              Back to your order
            </Link>
          ) : null}
        </>
      )}
      <script
        type="application/json"
        id={orderDataElementId(token)}
        dangerouslySetInnerHTML={{ __html: serializeOrderLookup(lookup) }}
      />
    </div>
  );
}

function Receipt({
  order,
  receipt,
  pdfUrl,
  token,
  site,
}: {
  order: OrderView;
  receipt: NonNullable<OrderView['receipt']>;
  pdfUrl: string;
  token: string;
  site: RuntimeConfig['site'];
}) {
  const itemsId = useId();
  const priceId = useId();
  const timeZone = useTimeZone();
  const { price } = order;
  const rows: [string, string][] = [
    ['Price per word', formatInr(price.pricePerWord)],
    [`Words × price${order.firstDraft ? ' (with first draft)' : ''}`, formatInr(price.base)],
    [`Subtotal (specialist ×${price.specialistMultiplier})`, formatInr(price.subtotal)],
    ...(price.coupon ? ([[`Coupon ${price.coupon.code}`, `−${formatInr(price.discount)}`]] as [string, string][]) : []),
    [`Processing fee (${PROCESSING_FEE_PERCENT}%)`, formatInr(price.processingFee)],
    ['Total', formatInr(price.total)],
  ];
  return (
    <article className={styles.receipt}>
      <p className={styles.eyebrow}>{site.businessName}</p>
      <h1 className={styles.title}>Receipt for order {order.reference}</h1>
      {receipt.testMode ? (
        <p className={styles.testPayment} role="note">
          {TEST_PAYMENT_NOTICE}
        </p>
      ) : null}
      <address className={styles.issuer}>
        {site.legalName && site.legalName !== site.businessName ? (
          <>
            {site.legalName}
            <br />
          </>
        ) : null}
        {site.postalAddress}
        <br />
        {site.taxDetails ? (
          <>
            {site.taxDetails}
            <br />
          </>
        ) : null}
        {site.emails.join(' · ')}
      </address>
      <dl className={styles.facts}>
        {receipt.billedTo ? (
          <>
            <dt>Billed to</dt>
            <dd>{receipt.billedTo}</dd>
          </>
        ) : null}
        <dt>Order reference</dt>
        <dd>{order.reference}</dd>
        <dt>Paid</dt>
        <dd>
          <time dateTime={receipt.paidAt}>{formatDateTimeIn(receipt.paidAt, timeZone)}</time>
        </dd>
        <dt>Payment id</dt>
        <dd>{receipt.paymentId}</dd>
        <dt>Method</dt>
        <dd>{receipt.testMode ? 'Razorpay (test mode)' : 'Razorpay'}</dd>
      </dl>
      <h2 id={itemsId} className={styles.subtitle}>
        Items
      </h2>
      <dl className={styles.facts} aria-labelledby={itemsId}>
        <dt>Work</dt>
        <dd>
          {describeChoice(order.assignmentType, order.assignmentTypeOther)},{' '}
          {describeChoice(order.subject, order.subjectOther)}
        </dd>
        <dt>Length</dt>
        <dd>
          {formatNumber(order.wordCount, { grouping: 'indian' })} words ({order.pages}{' '}
          {order.pages === 1 ? 'page' : 'pages'})
        </dd>
        <dt>Specialist</dt>
        <dd>{order.academicLevel}</dd>
        <dt>Due</dt>
        <dd>{order.dueAt ? formatDue(order, timeZone) : formatDeadline(order.deadline)}</dd>
      </dl>
      <h2 id={priceId} className={styles.subtitle}>
        Price
      </h2>
      <dl className={styles.facts} aria-labelledby={priceId}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.factRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.charged}>Amount charged: {formatInr(receipt.amountPaise / 100)}</p>
      <p className={styles.meta}>Charged in Indian rupees.</p>
      <div className={styles.actions}>
        <a className={buttonClass()} href={pdfUrl}>
          Download receipt (PDF)
        </a>
        <Link className={buttonClass({ variant: 'secondary' })} to={`/orders/${token}`}>
          Back to your order
        </Link>
      </div>
    </article>
  );
}
