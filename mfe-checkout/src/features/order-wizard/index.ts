/** The order wizard's public face: its frame and step components, its rules and its one store. */
export { CouponField } from './components/coupon-field';
export { OrderSummary } from './components/order-summary';
export { SpecialistLevels } from './components/specialist-levels';
export { StepFallback } from './components/step-fallback';
export { WizardPage } from './components/wizard-page';
export * from './model';
export { createOrderStore, ORDER_STORAGE_KEY, orderStore, useOrderStore, type WizardState } from './store';
