// @vitest-environment node
// Node's own Blob and DecompressionStream, as in a browser: the content check reads real files.
import { fileTypeFromBlob } from 'file-type/core';
import { zipSync } from 'fflate';
import { FILE_MESSAGES, MAX_ORDER_FILE_BYTES } from '@shared/contracts';
import { describe, expect, it, vi } from 'vitest';
import { checkFileBeforeSending, filesKeptNote, formatFileSize, precheckFile, SNIFF_TIMEOUT_MS } from './model';

/** The browser's reader (sniff-content.browser.ts), with the library imported here. */
const sniff = async (file: Blob) => (await fileTypeFromBlob(file))?.mime;

describe('precheckFile', () => {
  it('passes a file within the limits', () => {
    expect(precheckFile({ size: 1 }, 0)).toBeNull();
    expect(precheckFile({ size: MAX_ORDER_FILE_BYTES }, 4)).toBeNull();
  });
  it('refuses an empty file, one over 20 MB and a sixth file', () => {
    expect(precheckFile({ size: 0 }, 0)).toBe(FILE_MESSAGES.empty);
    expect(precheckFile({ size: MAX_ORDER_FILE_BYTES + 1 }, 0)).toBe(FILE_MESSAGES.tooLarge);
    expect(precheckFile({ size: 10 }, 5)).toBe(FILE_MESSAGES.tooMany);
  });
});

const text = (value: string) => new TextEncoder().encode(value);
const pdf = text('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const png = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0,
  0, 0, 0x90, 0x77, 0x53, 0xde,
]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const program = (() => {
  const bytes = new Uint8Array(1024);
  bytes.set([0x4d, 0x5a]);
  new DataView(bytes.buffer).setUint32(0x3c, 0x80, true);
  bytes.set([0x50, 0x45, 0, 0], 0x80);
  return bytes;
})();
/** An Office file as Word and PowerPoint write it: a zip whose content types name the document. */
const office = (main: string, folder: string) =>
  zipSync({
    '[Content_Types].xml': text(
      `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${folder}/main.xml" ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`,
    ),
    [`${folder}/main.xml`]: text('<root/>'),
  });
const docx = office('wordprocessingml.document', 'word');
const pptx = office('presentationml.presentation', 'ppt');
const plainZip = zipSync({ 'notes.txt': text('not a document') });

describe('checkFileBeforeSending: what the server accepts, read from the content', () => {
  it.each([
    ['a PDF', pdf],
    ['a PNG', png],
    ['a JPEG', jpeg],
    ['a Word document', docx],
    ['a PowerPoint presentation', pptx],
  ])('lets %s go', async (_what, bytes) => {
    expect(await checkFileBeforeSending(new Blob([bytes]), 0, sniff)).toBeNull();
  });

  it.each([
    ['a program (whatever its name)', program],
    ['plain text', text('just some notes')],
    ['a zip that is not an Office document', plainZip],
  ])('refuses %s with the server’s message', async (_what, bytes) => {
    expect(await checkFileBeforeSending(new Blob([bytes]), 0, sniff)).toBe(FILE_MESSAGES.wrongType);
  });

  it('refuses by size and count before reading anything', async () => {
    const unread = () => Promise.reject(new Error('read'));
    expect(await checkFileBeforeSending(new Blob([]), 0, unread)).toBe(FILE_MESSAGES.empty);
    expect(await checkFileBeforeSending(new Blob([pdf]), 5, unread)).toBe(FILE_MESSAGES.tooMany);
  });

  it('leaves the file to the server where nothing can read it (the section’s server build)', async () => {
    expect(await checkFileBeforeSending(new Blob([program]), 0)).toBeNull();
  });

  it('leaves the file to the server when the browser cannot read it', async () => {
    const broken = () => Promise.reject(new Error('no DecompressionStream'));
    expect(await checkFileBeforeSending(new Blob([program]), 0, broken)).toBeNull();
  });

  it('leaves the file to the server when its reader never arrives (placing the order waits for it)', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<string | undefined>(() => undefined);
    const checked = checkFileBeforeSending(new Blob([program]), 0, never);
    await vi.advanceTimersByTimeAsync(SNIFF_TIMEOUT_MS);
    expect(await checked).toBeNull();
    vi.useRealTimers();
  });
});

describe('formatFileSize', () => {
  it('writes bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
  });
});

describe('filesKeptNote', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('says until when an unpaid order keeps its files, and that they went once that day is past', () => {
    expect(filesKeptNote('2026-04-09T08:00:00Z', now)).toBe(
      'Files of an unpaid order are kept until 9 April 2026. Once the order is paid, they stay with it.',
    );
    expect(filesKeptNote('2026-03-01T08:00:00Z', now)).toBe(
      'This order was not paid by 1 March 2026, so its files were deleted.',
    );
  });
  it('says nothing for a paid order', () => {
    expect(filesKeptNote(null, now)).toBeNull();
  });
});
