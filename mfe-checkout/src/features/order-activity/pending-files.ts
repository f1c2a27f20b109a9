/**
 * Files chosen in the wizard, before the order exists: kept in memory (a file cannot be kept in
 * local storage) and sent to the order as soon as the server has stored it.
 */
import { uploadFile } from './api';

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
 * Sends the files chosen in the wizard to the order just stored; those sent leave the list, those
 * refused stay (the order page takes them again). Returns the names and reasons of the refused.
 */
export async function sendPendingFiles(apiBase: string, token: string | null): Promise<string[]> {
  if (!token || files.length === 0) return [];
  const refused: string[] = [];
  for (const entry of [...files]) {
    const result = await uploadFile(apiBase, token, entry.file);
    if (result.ok) pendingFiles.remove(entry.id);
    else refused.push(`${entry.file.name}: ${result.message}`);
  }
  return refused;
}
