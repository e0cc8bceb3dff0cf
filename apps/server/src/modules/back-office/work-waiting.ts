import type { WorkQueue, WorkWaiting } from '@prakar/shared/back-office-home';
import { WORK_QUEUES } from '@prakar/shared/back-office-home';
import { OPEN_ORDER_STATUSES } from '@prakar/shared/orders';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { contactMessages, jobApplications, orders, refunds } from '#src/db/schema.ts';

/**
 * Leads not yet answered. Contact messages have no status yet, so every one counts; when the
 * leads inbox gives them one, this is the one place that narrows it to the new ones.
 */
export const countNewLeads = (db: Executor) => db.$count(contactMessages);

/** Applications received; narrowed to those not yet looked at once applications have a status. */
export const countApplications = (db: Executor) => db.$count(jobApplications);

/** Refunds the gateway has yet to settle (`refunds_pending_idx`). */
export const countPendingRefunds = (db: Executor) =>
  db.$count(refunds, eq(refunds.status, 'pending'));

/** Orders waiting for a payment, or for another try after one failed (`orders_open_expiry_idx`). */
export const countUnpaidOrders = (db: Executor) =>
  db.$count(orders, inArray(orders.status, [...OPEN_ORDER_STATUSES]));

/** Each queue's count: a new section of the back office adds its queue and its count here. */
const COUNTS: Record<WorkQueue, (db: Executor) => Promise<number>> = {
  leads: countNewLeads,
  applications: countApplications,
  refunds: countPendingRefunds,
  unpaidOrders: countUnpaidOrders,
};

export async function workWaiting(db: Executor): Promise<WorkWaiting> {
  const counts = await Promise.all(WORK_QUEUES.map((queue) => COUNTS[queue](db)));
  return { queues: WORK_QUEUES.map((queue, index) => ({ queue, count: counts[index] ?? 0 })) };
}
