/**
 * The order wizard's data and rules, shared by the checkout section's pages and the composition
 * server, which answers the wizard's forms posted without JavaScript. The order request (with the
 * order's schema, the largest contract) and the captcha have entries of their own.
 */
export * from './model';
export * from './native';
