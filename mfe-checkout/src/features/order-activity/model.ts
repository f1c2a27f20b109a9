/** The order page's rules that need no React: checks before a file is sent, and sizes as people read them. */
import { FILE_MESSAGES, MAX_ORDER_FILE_BYTES, MAX_ORDER_FILES, ORDER_FILE_MEDIA_TYPES } from '@shared/contracts';
import { formatLongDate, formatNumber } from '@shared/domain/format';
import { sniffContent } from '#sniff-content';
import { FILES_KEPT } from '../../content/messages';

/** What can be said about a file from its size alone: empty, too large, or one too many. */
export function precheckFile(file: { size: number }, filesSoFar: number): string | null {
  if (filesSoFar >= MAX_ORDER_FILES) return FILE_MESSAGES.tooMany;
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (file.size > MAX_ORDER_FILE_BYTES) return FILE_MESSAGES.tooLarge;
  return null;
}

/** Reads what a file is from its content: the media type, undefined when unknown. */
export type ContentSniffer = (file: Blob) => Promise<string | undefined>;

/**
 * How long the check waits to read a file's type (its reader is loaded when a file is chosen,
 * which on a slow connection can take a while): after that the server decides, as it would
 * without the check. Placing the order waits for the checks, so this bounds that wait too.
 */
export const SNIFF_TIMEOUT_MS = 10_000;

/**
 * Everything the browser can check before a file is sent, as the server will: size, count, then
 * type by content, with the same library the server uses (`file-type`: magic bytes, and for DOCX
 * and PPTX the parts inside the zip; `#sniff-content`). A name or the browser's guess proves
 * nothing: a renamed program is refused here, at once, with the server's message. Where the
 * browser cannot read the file (no DecompressionStream, a read error), the server decides: this
 * check only ever refuses what the server refuses; so it does if the reader takes longer than
 * SNIFF_TIMEOUT_MS. Null when the file may go.
 */
export async function checkFileBeforeSending(
  file: Blob,
  filesSoFar: number,
  sniff: ContentSniffer = sniffContent,
): Promise<string | null> {
  const early = precheckFile(file, filesSoFar);
  if (early) return early;
  let mediaType: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    mediaType = await Promise.race([
      sniff(file),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('The file could not be read in time')), SNIFF_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
  // Office files are zips whose parts it must inflate to tell them apart; without that it cannot.
  if (mediaType === 'application/zip' && !canInflate()) return null;
  return mediaType !== undefined && ORDER_FILE_MEDIA_TYPES.includes(mediaType) ? null : FILE_MESSAGES.wrongType;
}

function canInflate(): boolean {
  try {
    new DecompressionStream('deflate-raw');
    return true;
  } catch {
    return false;
  }
}

/** 1536 → "1.5 KB", 2500000 → "2.4 MB" (binary units, as file managers show them). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, { maxFractionDigits: 1 })} KB`;
  return `${formatNumber(bytes / (1024 * 1024), { maxFractionDigits: 1 })} MB`;
}

export const FILE_HINT = 'PDF, Word (DOCX), PowerPoint (PPTX), PNG or JPEG; up to 20 MB each and 5 per order.';

/** What the page says about an unpaid order's files: kept until a date, or deleted; nothing once paid. */
export function filesKeptNote(filesKeptUntil: string | null, now: Date = new Date()): string | null {
  if (!filesKeptUntil) return null;
  const date = formatLongDate(filesKeptUntil);
  return new Date(filesKeptUntil) > now ? FILES_KEPT.until(date) : FILES_KEPT.gone(date);
}
