export { buildOrderRequest } from '@shared/domain/wizard/order-request';
