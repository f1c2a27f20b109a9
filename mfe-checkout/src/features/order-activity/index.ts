/** The student's order page beyond its details: the brief and its files, the thread, cancelling, the receipt's links. */
export { BriefCard } from './components/brief-card';
export { ThreadCard } from './components/thread-card';
export { CancelOrder } from './components/cancel-order';
export { FileUpload } from './components/file-upload';
export { fileUrl, receiptPdfUrl, uploadFile, type ActionResult } from './api';
export { WizardFiles } from './components/wizard-files';
export { sendPendingFiles } from './pending-files';
export { RefusedFilesNote } from './components/refused-files-note';
export type { RefusedFile } from './refused-files';
