/** The order wizard's public face: its frame and step components, its rules and its one store. */
export { CouponField } from './components/coupon-field';
export { CompactSummary, formatDeadline, formatDue, OrderSummary } from './components/order-summary';
export { SpecialistLevels } from './components/specialist-levels';
export { StepFallback } from './components/step-fallback';
export { StepPlaceholder, WizardPage } from './components/wizard-page';
export { useOrderSoFar } from './hooks/use-order-so-far';
export * from './model';
export * from './native';
export { buildOrderRequest } from './order-request';
export { serverDraftOf, type ServerDraft } from './server-draft';
export {
  createOrderStore,
  ORDER_STORAGE_KEY,
  orderStore,
  useOrderStore,
  useWizardReady,
  type WizardState,
} from './store';
