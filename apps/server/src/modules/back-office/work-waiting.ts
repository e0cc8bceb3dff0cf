import type { WorkQueue, WorkWaiting } from '@prakar/shared/back-office-home';
import { WORK_QUEUES } from '@prakar/shared/back-office-home';
import { istDay } from '@prakar/shared/ist-calendar';
import { OPEN_ORDER_STATUSES } from '@prakar/shared/orders';
import { eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { contactMessages, jobApplications, matters, orders, refunds } from '#src/db/schema.ts';

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

/** Advisory matters a client asked for, waiting for staff to accept or decline them. */
export const countMatterRequests = (db: Executor) =>
  db.$count(matters, eq(matters.status, 'requested'));

/** Open matters past their next date due, in India (`next_due_on` is empty once finished). */
export const countOverdueMatters = (db: Executor, today: string) =>
  db.$count(matters, lt(matters.nextDueOn, today));

/** Each queue's count on `today` (IST): a new section of the back office adds its queue and its count here. */
const COUNTS: Record<WorkQueue, (db: Executor, today: string) => Promise<number>> = {
  leads: countNewLeads,
  applications: countNewApplications,
  refunds: countPendingRefunds,
  failedRefunds: countFailedRefunds,
  unpaidOrders: countUnpaidOrders,
  matterRequests: countMatterRequests,
  overdueMatters: countOverdueMatters,
};

export async function workWaiting(db: Executor, now: Date): Promise<WorkWaiting> {
  const today = istDay(now);
  const counts = await Promise.all(WORK_QUEUES.map((queue) => COUNTS[queue](db, today)));
  return { queues: WORK_QUEUES.map((queue, index) => ({ queue, count: counts[index] ?? 0 })) };
}
