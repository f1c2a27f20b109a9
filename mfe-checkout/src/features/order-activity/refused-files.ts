/**
 * Files chosen in the wizard that did not reach the order (the server refused them, or they could
 * not be sent), by order page token: the confirmation names them, and so does the order page when
 * it is opened in this browser, until the student dismisses the note. Nothing is dropped silently.
 */
import * as z from 'zod/mini';

export interface RefusedFile {
  name: string;
  /** Why, as the server (or the browser's check) said it. */
  reason: string;
}

const STORAGE_KEY = 'checkout:refused-files';
/** A note older than this is of no use any more: the student has seen the order page since. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

const StoredSchema = z.record(
  z.string().check(z.maxLength(64)),
  z.object({
    at: z.number(),
    files: z
      .array(z.object({ name: z.string().check(z.maxLength(300)), reason: z.string().check(z.maxLength(500)) }))
      .check(z.maxLength(20)),
  }),
);
type Stored = z.infer<typeof StoredSchema>;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(): Stored {
  try {
    const parsed = StoredSchema.safeParse(JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function write(stored: Stored): void {
  try {
    const now = Date.now();
    const kept = Object.fromEntries(Object.entries(stored).filter(([, entry]) => now - entry.at < KEEP_MS));
    if (Object.keys(kept).length === 0) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage can be full or blocked: the confirmation still names the files.
  }
}

/** Notes the files an order did not take; a later note for the same order adds to it. */
export function rememberRefusedFiles(token: string, files: RefusedFile[]): void {
  if (files.length === 0) return;
  const stored = read();
  const earlier = stored[token]?.files ?? [];
  write({ ...stored, [token]: { at: Date.now(), files: [...earlier, ...files].slice(-20) } });
}

/** The files this browser noted as not taken by the order with this token. */
export function refusedFilesOf(token: string): RefusedFile[] {
  return read()[token]?.files ?? [];
}

export function forgetRefusedFiles(token: string): void {
  const stored = read();
  delete stored[token];
  write(stored);
}
