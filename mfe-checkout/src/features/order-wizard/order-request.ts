export { buildOrderRequest } from 'shared/wizard/order-request';
