/**
 * What the student's order page sends and receives beyond the order itself: additions to the
 * brief, files, messages with the agency, and cancelling. The api and the page share these.
 */
import * as z from 'zod/mini';

/** Files a brief may carry: checked by their content (magic bytes), never by name or browser type. */
export const ORDER_FILE_TYPES = [
  { mediaType: 'application/pdf', extension: 'pdf', label: 'PDF' },
  {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    label: 'Word (DOCX)',
  },
  {
    mediaType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: 'pptx',
    label: 'PowerPoint (PPTX)',
  },
  { mediaType: 'image/png', extension: 'png', label: 'PNG' },
  { mediaType: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
] as const;
export const ORDER_FILE_MEDIA_TYPES: readonly string[] = ORDER_FILE_TYPES.map((type) => type.mediaType);
/** For a file input's `accept`: extensions and types, a hint only (the server checks the content). */
export const ORDER_FILE_ACCEPT = [...ORDER_FILE_TYPES.map((type) => `.${type.extension}`), '.jpeg'].join(',');

export const MAX_ORDER_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_ORDER_FILES = 5;

/** The messages for refused files, as the page and the api both say them. */
export const FILE_MESSAGES = {
  tooLarge: 'This file is larger than 20 MB. Please send a smaller file or a link to it.',
  empty: 'This file is empty.',
  wrongType:
    'Only PDF, Word (DOCX), PowerPoint (PPTX), PNG and JPEG files can be added. We check what a file contains, not its name.',
  tooMany: 'An order can have at most 5 files.',
  closed: 'Files and additions to the brief can be sent until work on the order starts.',
  missing: 'Please choose a file.',
  /** An unpaid order past the time its files are kept for. */
  expired: 'This order was not paid in time to keep files, so it takes no more. Please write to us below.',
  /** Another upload of the same visitor is still arriving (a second tab, a script). */
  oneAtATime: 'Another of your files is still being sent. Please wait until it has finished, then try again.',
  /** The server is receiving as many files as it takes at once. */
  busy: 'Many files are being sent to us right now. Please try again in a minute.',
  /** The visitor's bytes for the day, or everyone's, are used up. */
  visitorQuota:
    'You have sent as many files as we can take from you today. Please try again tomorrow, or add a link to the files to your brief.',
  dailyQuota: 'We cannot take more files today. Please try again tomorrow, or add a link to the files to your brief.',
} as const;

export const OrderFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mediaType: z.string(),
  size: z.number().check(z.int(), z.nonnegative()),
  uploadedAt: z.string(),
});
export type OrderFile = z.infer<typeof OrderFileSchema>;

export const MAX_ORDER_TEXT = 5000;
const orderText = (empty: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, empty),
    z.maxLength(MAX_ORDER_TEXT, 'Please keep it under 5,000 characters.'),
    z.refine((text) => !text.includes('\u0000'), 'Text may not contain NUL characters.'),
  );

/** `POST /orders/by-token/:token/brief`: more instructions, added below those given at first. */
export const BriefAdditionRequestSchema = z.object({ text: orderText('Please write what you want to add.') });
export const BriefAdditionSchema = z.object({ text: z.string(), addedAt: z.string() });
export type BriefAddition = z.infer<typeof BriefAdditionSchema>;

/** `POST /orders/by-token/:token/messages` (the student) and `/admin/orders/:id/messages` (the agency). */
export const OrderMessageRequestSchema = z.object({ text: orderText('Please write a message.') });
export const OrderMessageSchema = z.object({
  id: z.uuid(),
  from: z.enum(['student', 'agency']),
  text: z.string(),
  sentAt: z.string(),
});
export type OrderMessage = z.infer<typeof OrderMessageSchema>;
