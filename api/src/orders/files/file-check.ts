import { fileTypeFromFile } from 'file-type';
import { FILE_MESSAGES, MAX_ORDER_FILE_BYTES, ORDER_FILE_MEDIA_TYPES } from '@shared/contracts';

/**
 * What a file is, by its content (magic bytes and, for DOCX and PPTX, the parts inside the zip),
 * never by its name or the type the browser claimed: a renamed program stays a program. The file
 * is read from disk as far as the check needs: the first kilobytes, or a zip's entry headers.
 */
export async function checkOrderFile(
  path: string,
  size: number,
): Promise<{ ok: true; mediaType: string } | { ok: false; status: 413 | 415 | 422; message: string }> {
  if (size === 0) return { ok: false, status: 422, message: FILE_MESSAGES.empty };
  if (size > MAX_ORDER_FILE_BYTES) return { ok: false, status: 413, message: FILE_MESSAGES.tooLarge };
  const detected = await fileTypeFromFile(path).catch(() => undefined);
  if (!detected || !ORDER_FILE_MEDIA_TYPES.includes(detected.mime)) {
    return { ok: false, status: 415, message: FILE_MESSAGES.wrongType };
  }
  return { ok: true, mediaType: detected.mime };
}

/**
 * A file name fit to keep and to show: no folders, no control or direction characters, at most
 * 150 characters; what is left of an unusable name is "file".
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return cleaned.slice(0, 150) || 'file';
}

/** `Content-Disposition` for a download: an ASCII name for old clients and the exact one (RFC 6266). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
