/**
 * Files chosen in the wizard, before the order exists: kept in memory (a file cannot be kept in
 * local storage) and sent to the order as soon as the server has stored it.
 */
import { uploadFile } from './api';
import { rememberRefusedFiles, type RefusedFile } from './refused-files';

export interface PendingFile {
  id: number;
  file: File;
}

let files: PendingFile[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const pendingFiles = {
  list: (): PendingFile[] => files,
  add(file: File) {
    files = [...files, { id: nextId++, file }];
    changed();
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
 * Sends the files chosen in the wizard to the order just stored, and empties the list: a file is
 * never sent with a later order. Returns the files the order did not take, with the reason (the
 * server's refusal, or that it could not be reached); they are also noted for the order page.
 */
export async function sendPendingFiles(apiBase: string, token: string | null): Promise<RefusedFile[]> {
  if (!token || files.length === 0) return [];
  const refused: RefusedFile[] = [];
  for (const entry of [...files]) {
    const result = await uploadFile(apiBase, token, entry.file);
    if (!result.ok) refused.push({ name: entry.file.name, reason: result.message });
    pendingFiles.remove(entry.id);
  }
  rememberRefusedFiles(token, refused);
  return refused;
}
