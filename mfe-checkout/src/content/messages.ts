/** Every order and payment message, word for word as the product states them (docs/product-rules.md). */
export const MESSAGES = {
  paidAndSaved: 'Payment succeeded and order saved!',
  paidSaveFailed: 'Payment succeeded but failed to save order. Please contact support.',
  paidSaveError: 'Payment succeeded but an error occurred saving your order.',
  popupClosed: 'Payment popup closed.',
  payLaterSaved: 'Your order is saved! You can pay later.',
  payLaterFailed: 'Failed to save your order. Please try again.',
  payLaterError: 'An error occurred while saving your order.',
  panelSaved: 'Order saved successfully. You can pay later.',
  panelFailed: 'Failed to save order. Please try again.',
  sdkFailed: 'Failed to load Razorpay SDK. Check your internet connection.',
  /** Not in the spec: the api could not open a payment (e.g. the provider is down). */
  paymentStartFailed: 'We could not start the payment. Please try again.',
} as const;

export const PAYMENT_SUCCESS = {
  title: 'Payment Successful!',
  body: 'Thank you for your payment. Your order has been received.',
  home: 'Return Home',
  missingTitle: 'No Payment Details Found',
  missingBody: 'It looks like this page was accessed incorrectly.',
  restart: 'Start a New Order',
} as const;

export const FALLBACKS = {
  task: 'No task information found',
  specialist: 'No previous data found',
} as const;

/** The order page's note on how long an unpaid order keeps its files (the api deletes them then). */
export const FILES_KEPT = {
  until: (date: string) =>
    `Files of an unpaid order are kept until ${date}. Once the order is paid, they stay with it.`,
  gone: (date: string) => `This order was not paid by ${date}, so its files were deleted.`,
} as const;
