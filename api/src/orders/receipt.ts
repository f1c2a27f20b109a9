import PDFDocument from 'pdfkit';
import { TEST_PAYMENT_NOTICE, type StoredOrderPayload } from '@shared/contracts';
import { formatInr, formatLongDate } from '@shared/domain/format';
import { describeChoice } from '@shared/domain/pricing';
import { formatDateTimeIn } from '@shared/domain/time';
import type { ReceiptIssuer } from '../site-config';

export type { ReceiptIssuer };

export interface ReceiptInput {
  reference: string;
  paymentId: string;
  paidAt: string;
  amountPaise: number;
  order: StoredOrderPayload;
  /** A payment through the test-mode checkout: no money moved, and the receipt says so. */
  testMode: boolean;
  /** The zone times are written in: the one the student ordered in, or the site's. */
  timeZone: string;
}

/** PDF's standard fonts have no rupee sign: the receipt writes "INR". */
const inr = (amount: number) => formatInr(amount).replace('₹', 'INR ');

/** The receipt's lines, label and value, as the page and the PDF both show them. */
export function receiptLines(input: Pick<ReceiptInput, 'order' | 'timeZone'>): {
  items: [string, string][];
  price: [string, string][];
} {
  const { order, timeZone } = input;
  const what = `${describeChoice(order.assignmentType, order.assignmentTypeOther)}, ${describeChoice(order.subject, order.subjectOther)}`;
  return {
    items: [
      ['Work', what],
      ['Length', `${order.wordCount} words (${order.pages} page${order.pages === 1 ? '' : 's'})`],
      ['Specialist', order.academicLevel],
      ['First draft', order.firstDraft ? 'Yes (+5%)' : 'No'],
      ['Due', order.dueAt ? formatDateTimeIn(order.dueAt, timeZone) : formatLongDate(order.deadline)],
    ],
    price: [
      ['Price per word', inr(order.pricePerWord)],
      [`Words × price${order.firstDraft ? ' (with first draft)' : ''}`, inr(order.totalPrice)],
      [`Subtotal (specialist ×${order.specialistMultiplier})`, inr(order.subtotal)],
      ...(order.coupon ? ([[`Coupon ${order.coupon.code}`, `-${inr(order.discount)}`]] as [string, string][]) : []),
      ['Processing fee (18%)', inr(order.processingFee)],
      ['Total', inr(order.total)],
    ],
  };
}

/**
 * The receipt of a paid order as a PDF (pdfkit): who issued it, the reference, what was ordered,
 * the price step by step as the server computed it, and the amount charged, to the paisa.
 */
export function receiptPdf(issuer: ReceiptIssuer, input: ReceiptInput): Promise<Buffer> {
  const charged = input.amountPaise / 100;
  // The amount charged is the price function's total; a receipt that disagreed would be wrong.
  if (Math.round(input.order.total * 100) !== input.amountPaise) {
    throw new Error(`Receipt for ${input.reference}: the charge differs from the order's total`);
  }
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Receipt ${input.reference}`, Author: issuer.businessName, Subject: `Payment ${input.paymentId}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(issuer.businessName);
  doc.font('Helvetica').fontSize(10);
  if (issuer.legalName !== issuer.businessName) doc.text(issuer.legalName);
  if (issuer.postalAddress) doc.text(issuer.postalAddress);
  if (issuer.taxDetails) doc.text(issuer.taxDetails);
  if (issuer.emails.length > 0) doc.text(issuer.emails.join(' · '));
  doc.text(issuer.siteUrl);
  doc.moveDown(1.5);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(input.testMode ? 'Receipt (test payment)' : 'Receipt');
  doc.moveDown(0.5);
  if (input.testMode) {
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#b91c1c').text(TEST_PAYMENT_NOTICE).fillColor('black');
    doc.moveDown(0.5);
  }
  const rows = (pairs: [string, string][], boldLast = false) => {
    pairs.forEach(([label, value], index) => {
      const y = doc.y;
      const bold = boldLast && index === pairs.length - 1;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
      doc.text(label, 56, y, { width: 260 });
      const labelBottom = doc.y;
      doc.text(value, 316, y, { width: 223, align: 'right' });
      doc.y = Math.max(doc.y, labelBottom) + 4;
    });
    doc.moveDown(0.8);
  };
  rows([
    ['Order reference', input.reference],
    ['Billed to', input.order.name],
    ['Paid', formatDateTimeIn(input.paidAt, input.timeZone)],
    ['Payment id', input.paymentId],
    ['Method', input.testMode ? 'Razorpay (test mode)' : 'Razorpay'],
  ]);
  doc.font('Helvetica-Bold').fontSize(12).text('Items', 56);
  doc.moveDown(0.3);
  const lines = receiptLines(input);
  rows(lines.items);
  doc.font('Helvetica-Bold').fontSize(12).text('Price', 56);
  doc.moveDown(0.3);
  rows(lines.price, true);
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(`Amount charged: ${inr(charged)}`, 56);
  doc.font('Helvetica').fontSize(9).moveDown(1);
  doc.text('Charged in Indian rupees. Any amount shown in another currency on the site was an estimate only.', 56);
  doc.end();
  return done;
}
