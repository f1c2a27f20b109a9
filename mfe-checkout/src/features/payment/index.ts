/** Payment's public face: placing the order (pay later or pay now) and the outbox that never loses a paid order. */
export { PendingPaymentsNotice } from './components/pending-payments-notice';
export { SavePanel } from './components/save-panel';
export { usePayNow, type PayNow } from './hooks/use-pay-now';
export { usePendingPayments } from './hooks/use-pending-payments';
export {
  usePlaceOrder,
  type OrderOutcome,
  type PaymentSuccessState,
  type PlaceOrder,
  type SaveStatus,
} from './hooks/use-place-order';
export { OUTBOX_STORAGE_KEY } from './outbox-key';
export { startPaymentOutbox } from './pending-payments';
