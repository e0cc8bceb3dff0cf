import type { WorkQueue } from '@prakar/shared/back-office-home';

/** How the home shows a queue: what it holds, and the screen where it is worked through. */
export interface WorkQueueCard {
  title: string;
  /** "3 new leads" style: what one of its count is called, and more than one. */
  one: string;
  many: string;
  to: string;
  action: string;
}

/** A new section of the back office adds its queue here; the home lists whatever the server counts. */
export const WORK_QUEUE_CARDS: Record<WorkQueue, WorkQueueCard> = {
  leads: {
    title: 'New leads',
    one: 'message from the contact form waits for an answer',
    many: 'messages from the contact form wait for an answer',
    to: '/back-office/leads',
    action: 'Open the leads',
  },
  applications: {
    title: 'Applications',
    one: 'new job application waits for review',
    many: 'new job applications wait for review',
    to: '/back-office/careers',
    action: 'Open the applications',
  },
  refunds: {
    title: 'Refunds pending',
    one: 'refund waits for the gateway',
    many: 'refunds wait for the gateway',
    to: '/back-office/orders',
    action: 'Open the orders',
  },
  failedRefunds: {
    title: 'Failed refunds',
    one: 'refund failed: try it again or withdraw it',
    many: 'refunds failed: try them again or withdraw them',
    to: '/back-office/orders?refund=failed',
    action: 'Open the failed refunds',
  },
  unpaidOrders: {
    title: 'Unpaid orders',
    one: 'order waits for payment',
    many: 'orders wait for payment',
    to: '/back-office/orders?status=unpaid',
    action: 'Open the unpaid orders',
  },
  matterRequests: {
    title: 'Matter requests',
    one: 'advisory matter waits to be accepted or declined',
    many: 'advisory matters wait to be accepted or declined',
    to: '/back-office/matters?status=requested',
    action: 'Open the requests',
  },
  overdueMatters: {
    title: 'Overdue matters',
    one: 'open matter is past its date due',
    many: 'open matters are past their date due',
    to: '/back-office/matters?due=overdue',
    action: 'Open the overdue matters',
  },
};
