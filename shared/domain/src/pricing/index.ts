export * from './pricing';
export * from './coupons';
