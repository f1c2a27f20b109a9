import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { RuntimeConfigSchema, type StoredOrderPayload } from '@shared/contracts';
import { formatDateTimeUtc, formatInr, formatLongDate } from '@shared/domain/format';
import { describeChoice } from '@shared/domain/pricing';

/** The business details a receipt names: the site configuration's, or just the site's address. */
export interface ReceiptIssuer {
  businessName: string;
  postalAddress: string | null;
  emails: string[];
  siteUrl: string;
}

/**
 * Reads the issuer from the deployment's `config.json` (the file the composition server reads),
 * checked with the same schema; without one, the receipt names the site's address only.
 */
export function receiptIssuerOf(configFile: string | undefined, siteUrl: string): ReceiptIssuer {
  if (!configFile) return { businessName: new URL(siteUrl).host, postalAddress: null, emails: [], siteUrl };
  const config = RuntimeConfigSchema.parse(JSON.parse(readFileSync(configFile, 'utf8')));
  return {
    businessName: config.site.businessName,
    postalAddress: config.site.postalAddress,
    emails: config.site.emails,
    siteUrl: config.site.siteUrl,
  };
}

export interface ReceiptInput {
  reference: string;
  paymentId: string;
  paidAt: string;
  amountPaise: number;
  order: StoredOrderPayload;
}

/** PDF's standard fonts have no rupee sign: the receipt writes "INR". */
const inr = (amount: number) => formatInr(amount).replace('₹', 'INR ');

/** The receipt's lines, label and value, as the page and the PDF both show them. */
export function receiptLines(input: ReceiptInput): { items: [string, string][]; price: [string, string][] } {
  const { order } = input;
  const what = `${describeChoice(order.assignmentType, order.assignmentTypeOther)}, ${describeChoice(order.subject, order.subjectOther)}`;
  return {
    items: [
      ['Work', what],
      ['Length', `${order.wordCount} words (${order.pages} page${order.pages === 1 ? '' : 's'})`],
      ['Specialist', order.academicLevel],
      ['First draft', order.firstDraft ? 'Yes (+5%)' : 'No'],
      ['Due', formatLongDate(order.deadline)],
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
  if (issuer.postalAddress) doc.text(issuer.postalAddress);
  if (issuer.emails.length > 0) doc.text(issuer.emails.join(' · '));
  doc.text(issuer.siteUrl);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(16).text('Receipt');
  doc.moveDown(0.5);
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
    ['Paid', formatDateTimeUtc(input.paidAt)],
    ['Payment id', input.paymentId],
    ['Method', 'Razorpay'],
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
