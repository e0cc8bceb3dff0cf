import { z } from 'zod';
import { MATTER_KINDS } from './matter-deadlines.ts';
import { MATTER_STATUSES } from './matter-status.ts';

/*
 * The deadlines page and its calendar feed (issue 47, docs/decisions/0086): every date of the
 * organisation's open matters, and a per-user secret address a calendar application subscribes to.
 */

/** The kinds of date a matter has: the law's, the firm's own. */
export const MATTER_DEADLINE_KINDS = ['statutory', 'target'] as const;
export type MatterDeadlineKind = (typeof MATTER_DEADLINE_KINDS)[number];

export const MATTER_DEADLINE_LABELS: Record<MatterDeadlineKind, string> = {
  statutory: 'Statutory due date',
  target: 'Target date',
};

/** One date of one open matter. Days are IST days, `YYYY-MM-DD`. */
export const matterDeadlineSchema = z.object({
  matterId: z.uuid(),
  number: z.string(),
  kind: z.enum(MATTER_KINDS),
  status: z.enum(MATTER_STATUSES),
  dateKind: z.enum(MATTER_DEADLINE_KINDS),
  on: z.string(),
  /** IST days from today to the date: 0 today, negative once it has passed. */
  daysLeft: z.number().int(),
});
export type MatterDeadline = z.infer<typeof matterDeadlineSchema>;

/** `GET /api/Matters/Deadlines`: soonest first, the earliest overdue at the top. */
export const matterDeadlinesSchema = z.object({
  today: z.string(),
  deadlines: z.array(matterDeadlineSchema),
});
export type MatterDeadlines = z.infer<typeof matterDeadlinesSchema>;

/** Whether the caller has a calendar address; the address itself is shown only when made. */
export const matterCalendarLinkSchema = z.object({
  /** ISO 8601; null before the first one is made. */
  createdAt: z.string().nullable(),
});
export type MatterCalendarLink = z.infer<typeof matterCalendarLinkSchema>;

/** A new calendar address, shown this once: anyone who has it reads the deadlines. */
export const newMatterCalendarLinkSchema = z.object({ url: z.string(), createdAt: z.string() });
export type NewMatterCalendarLink = z.infer<typeof newMatterCalendarLinkSchema>;

/** The secret in the feed's address; any other text is simply not found. */
export const matterCalendarFeedParamsSchema = z.strictObject({ token: z.string().max(200) });
