import { z } from 'zod';

/**
 * The work that waits for the firm's staff, one queue per section of the back office. A new
 * section (advisory matters, identity checks) adds its key here, a count on the server and a
 * card on the home page; the home itself lists whatever it is given.
 */
export const WORK_QUEUES = [
  'leads',
  'applications',
  'refunds',
  'failedRefunds',
  'unpaidOrders',
  'matterRequests',
  'overdueMatters',
] as const;
export type WorkQueue = (typeof WORK_QUEUES)[number];

/** `GET /api/BackOffice/Home`: how much waits in each queue. */
export const workWaitingSchema = z.object({
  queues: z.array(z.object({ queue: z.enum(WORK_QUEUES), count: z.number().int() })),
});
export type WorkWaiting = z.infer<typeof workWaitingSchema>;
