/** The local-storage key of the payment outbox; its own module so the federation entry can read it cheaply. */
export const OUTBOX_STORAGE_KEY = 'orderPaymentOutbox';
