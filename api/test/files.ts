import { receiptPdf } from '../src/orders/receipt';

/** Real files for upload tests: a PDF (made with the receipt code) and a "document" that is a program. */
export async function samplePdf(label = 'A brief'): Promise<Uint8Array> {
  return receiptPdf(
    {
      businessName: label,
      legalName: label,
      postalAddress: null,
      taxDetails: null,
      emails: [],
      siteUrl: 'http://localhost',
    },
    {
      reference: 'SD-0000-00',
      paymentId: 'pay_SAMPLE',
      paidAt: '2026-01-01T00:00:00Z',
      amountPaise: 11800,
      order: {
        name: 'A Student',
        assignmentType: 'Essay',
        subject: 'Management',
        wordCount: 50,
        pages: 1,
        academicLevel: 'Skilled Academic Writer',
        firstDraft: false,
        deadline: '2099-01-01',
        pricePerWord: 2,
        totalPrice: 100,
        specialistMultiplier: 1,
        subtotal: 100,
        coupon: null,
        discount: 0,
        processingFee: 18,
        total: 118,
      } as never,
      testMode: false,
      timeZone: 'UTC',
    },
  );
}

/** The start of a Windows program (an "MZ" header and a PE signature), to be named `brief.pdf`. */
export function sampleExecutable(): Uint8Array {
  const bytes = new Uint8Array(1024);
  bytes.set([0x4d, 0x5a]);
  new DataView(bytes.buffer).setUint32(0x3c, 0x80, true);
  bytes.set([0x50, 0x45, 0x00, 0x00], 0x80);
  return bytes;
}

/** A "PDF" of exactly `bytes` bytes: the PDF signature and zeros (recognised by its content). */
export function pdfOfSize(bytes: number): Uint8Array {
  const file = new Uint8Array(bytes);
  file.set(new TextEncoder().encode('%PDF-1.4\n'));
  return file;
}
