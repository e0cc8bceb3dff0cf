import type { WorkQueue, WorkWaiting } from '@prakar/shared/back-office-home';
import { WORK_QUEUES } from '@prakar/shared/back-office-home';
import { OPEN_ORDER_STATUSES } from '@prakar/shared/orders';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { contactMessages, jobApplications, orders, refunds } from '#src/db/schema.ts';

/** Leads nobody has started on (`contact_messages_status_created_id_idx`). */
export const countNewLeads = (db: Executor) =>
  db.$count(contactMessages, eq(contactMessages.status, 'new'));

/** New applications: still at Received, waiting for staff to review them. */
export const countNewApplications = (db: Executor) =>
  db.$count(jobApplications, eq(jobApplications.status, 'received'));

/** Refunds the gateway has yet to settle (`refunds_pending_idx`). */
export const countPendingRefunds = (db: Executor) =>
  db.$count(refunds, eq(refunds.status, 'pending'));

/** Refunds that failed and wait for staff to try them again or withdraw them. */
export const countFailedRefunds = (db: Executor) =>
  db.$count(refunds, eq(refunds.status, 'failed'));

/** Orders waiting for a payment, or for another try after one failed (`orders_open_expiry_idx`). */
export const countUnpaidOrders = (db: Executor) =>
  db.$count(orders, inArray(orders.status, [...OPEN_ORDER_STATUSES]));

/** Each queue's count: a new section of the back office adds its queue and its count here. */
const COUNTS: Record<WorkQueue, (db: Executor) => Promise<number>> = {
  leads: countNewLeads,
  applications: countNewApplications,
  refunds: countPendingRefunds,
  failedRefunds: countFailedRefunds,
  unpaidOrders: countUnpaidOrders,
};

export async function workWaiting(db: Executor): Promise<WorkWaiting> {
  const counts = await Promise.all(WORK_QUEUES.map((queue) => COUNTS[queue](db)));
  return { queues: WORK_QUEUES.map((queue, index) => ({ queue, count: counts[index] ?? 0 })) };
}
