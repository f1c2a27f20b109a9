/**
 * The names the wizard's forms post under when they post natively (before or without JavaScript),
 * shared by the pages and their server halves that answer them (`src/pages/*-page.server.ts`).
 */
export const WIZARD_INTENTS = {
  start: 'order-start',
  details: 'order-details',
  task: 'order-task',
  specialist: 'order-specialist',
  /** Sent by the page's script once it has taken the server's draft over: the cookie can go. */
  adopted: 'order-draft-adopted',
} as const;

/** The specialist step's submit buttons, `name="action"`: what the visitor asked for. */
export const SPECIALIST_ACTION_FIELD = 'action';
export const SPECIALIST_ACTIONS = {
  payLater: 'pay-later',
  payNow: 'pay-now',
  applyCoupon: 'apply-coupon',
  removeCoupon: 'remove-coupon',
} as const;

/** `PostedForm.result` of the specialist step when Proceed Payment was pressed without JavaScript. */
export const PAY_NOW_NEEDS_SCRIPT = 'pay-now-needs-script';
