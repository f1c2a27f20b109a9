import { FILE_MESSAGES, MAX_ORDER_FILE_BYTES } from '@shared/contracts';
import { describe, expect, it } from 'vitest';
import { filesKeptNote, formatFileSize, precheckFile } from './model';

describe('precheckFile', () => {
  it('passes a file within the limits, leaving its type to the server', () => {
    expect(precheckFile({ size: 1 }, 0)).toBeNull();
    expect(precheckFile({ size: MAX_ORDER_FILE_BYTES }, 4)).toBeNull();
  });
  it('refuses an empty file, one over 20 MB and a sixth file', () => {
    expect(precheckFile({ size: 0 }, 0)).toBe(FILE_MESSAGES.empty);
    expect(precheckFile({ size: MAX_ORDER_FILE_BYTES + 1 }, 0)).toBe(FILE_MESSAGES.tooLarge);
    expect(precheckFile({ size: 10 }, 5)).toBe(FILE_MESSAGES.tooMany);
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
