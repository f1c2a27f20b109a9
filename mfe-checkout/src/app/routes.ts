import type { PageRoute } from '@shared/contracts';

/**
 * A well-formed order token no order has (it would be 20 zero bytes): the release preflight
 * renders the order pages with it, so they must answer with their not-found state (404), on the
 * server, without error.
 */
const UNKNOWN_TOKEN = 'a'.repeat(32);

/** The pages this section serves: it publishes them in its contract; the shell learns them at runtime. */
export const ROUTES: PageRoute[] = [
  {
    path: '/order',
    page: 'order-start',
    title: 'Start Your Order',
    heading: 'Start Your Order',
    description: 'Tell us who you are and start your assignment order.',
    indexable: true,
  },
  {
    path: '/checkout/order-details',
    page: 'order-details',
    title: 'Order Details',
    heading: 'Order Details',
    description: 'Choose the assignment type, subject and due date.',
    indexable: false,
  },
  {
    path: '/checkout/task-details',
    page: 'task-details',
    title: 'Task Details',
    heading: 'Task Details',
    description: 'Add instructions, a file link and the word count.',
    indexable: false,
  },
  {
    path: '/specialist',
    page: 'specialist',
    title: 'Choose Your Specialist',
    heading: 'Choose Your Specialist',
    description: 'Pick a specialist level, review the price and pay now or later.',
    indexable: false,
  },
  {
    path: '/payment-success',
    page: 'payment-success',
    title: 'Payment Status',
    heading: null,
    description: 'The status of your payment.',
    indexable: false,
  },
  {
    // A student's own order, by the secret token in its address: never listed or indexed.
    path: '/orders/:token',
    page: 'order',
    title: 'Your Order',
    heading: null,
    description: 'The status, price and due date of your order, and payment if it is still to be paid.',
    indexable: false,
    personal: true,
    samples: [{ path: `/orders/${UNKNOWN_TOKEN}`, status: 404 }],
  },
  {
    // The receipt of a paid order, by the same token.
    path: '/orders/:token/receipt',
    page: 'order-receipt',
    title: 'Your Receipt',
    heading: null,
    description: 'The receipt for your order: what you ordered, the price and the payment.',
    indexable: false,
    personal: true,
    samples: [{ path: `/orders/${UNKNOWN_TOKEN}/receipt`, status: 404 }],
  },
];
