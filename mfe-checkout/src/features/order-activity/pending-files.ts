/**
 * Files chosen in the wizard, before the order exists: kept in memory (a file cannot be kept in
 * local storage) and sent to the order as soon as the server has stored it. The files the
 * browser's check refused are kept too, so the confirmation and the order page name them again,
 * and a check still running when the order is placed is waited for: a student who clicks Next
 * while a file is being checked loses neither the file nor the word that it was refused.
 */
import { uploadFile } from './api';
import { rememberRefusedFiles, type RefusedFile } from './refused-files';

export interface PendingFile {
  id: number;
  file: File;
}

let files: PendingFile[] = [];
let nextId = 1;
/** Refused by the browser's check in this wizard, and not chosen again since. */
let refusedHere: RefusedFile[] = [];
/** The checks of files chosen and not finished yet. */
const checking = new Set<Promise<void>>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const pendingFiles = {
  list: (): PendingFile[] => files,
  add(file: File) {
    files = [...files, { id: nextId++, file }];
    // A file chosen again under the name of one refused (fixed, say) is no longer refused.
    refusedHere = refusedHere.filter((refused) => refused.name !== file.name);
    changed();
  },
  /** A batch of chosen files being checked; it gives the files the check refused. */
  track(batch: Promise<RefusedFile[]>) {
    const settled = batch.then(
      (refused) => {
        refusedHere = [...refusedHere, ...refused];
      },
      () => undefined,
    );
    checking.add(settled);
    void settled.finally(() => checking.delete(settled));
  },
  remove(id: number) {
    files = files.filter((entry) => entry.id !== id);
    changed();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The same empty list on the server and before hydration. */
export const NO_PENDING_FILES: PendingFile[] = [];

/**
 * Sends the files chosen in the wizard to the order just stored, once their checks are done, and
 * empties the lists: a file is never sent with, nor named for, a later order. Returns the files
 * the order did not take, with the reason (the browser's check, the server's refusal, or that it
 * could not be reached); they are also noted for the order page.
 */
export async function sendPendingFiles(apiBase: string, token: string | null): Promise<RefusedFile[]> {
  await Promise.all([...checking]);
  const refused: RefusedFile[] = [...refusedHere];
  refusedHere = [];
  if (!token) return refused;
  for (const entry of [...files]) {
    const result = await uploadFile(apiBase, token, entry.file);
    if (!result.ok) refused.push({ name: entry.file.name, reason: result.message });
    pendingFiles.remove(entry.id);
  }
  rememberRefusedFiles(token, refused);
  return refused;
}
