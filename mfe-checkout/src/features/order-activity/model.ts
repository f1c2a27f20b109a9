/** The order page's rules that need no React: checks before a file is sent, and sizes as people read them. */
import { FILE_MESSAGES, MAX_ORDER_FILE_BYTES, MAX_ORDER_FILES } from '@shared/contracts';
import { formatLongDate, formatNumber } from '@shared/domain/format';
import { FILES_KEPT } from '../../content/messages';

/**
 * What can be said about a file before sending it: empty, too large, or one too many. Its type is
 * left to the server, which reads the content (a name or the browser's guess proves nothing).
 */
export function precheckFile(file: { size: number }, filesSoFar: number): string | null {
  if (filesSoFar >= MAX_ORDER_FILES) return FILE_MESSAGES.tooMany;
  if (file.size === 0) return FILE_MESSAGES.empty;
  if (file.size > MAX_ORDER_FILE_BYTES) return FILE_MESSAGES.tooLarge;
  return null;
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
