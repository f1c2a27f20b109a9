/** Prices in the visitor's currency beside INR: the line with its picker, and the rules behind it. */
export { LocalPrice } from './components/local-price';
export { CURRENCY_STORAGE_KEY, useVisitorCurrency } from './hooks/use-visitor-currency';
export * from './model';
