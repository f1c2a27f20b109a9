/** The order page's public face: the look-ups by token (kept for the page's render), and the order as the page shows it. */
export { OrderDetails } from './components/order-details';
export type { OrderLookup } from './api';
export {
  adoptRenderedOrder,
  loadOrder,
  orderDataElementId,
  orderEntry,
  refreshOrder,
  serializeOrderLookup,
} from './order-cache';
export { receiptTokenFromPath, STATUS_TEXT, tokenFromPath } from './model';
