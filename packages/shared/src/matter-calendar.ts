import { z } from 'zod';
import { MATTER_KINDS } from './matter-deadlines.ts';
import { MATTER_STATUSES } from './matter-status.ts';

/*
 * The deadlines page and its calendar feed (issue 47, docs/decisions/0086): every date of the
 * organisation's open matters, and a per-user secret address a calendar application subscribes to.
 */

/** The kinds of date a matter has: the law's, the firm's own, and the forum's hearings. */
export const MATTER_DEADLINE_KINDS = ['statutory', 'target', 'hearing'] as const;
export type MatterDeadlineKind = (typeof MATTER_DEADLINE_KINDS)[number];

export const MATTER_DEADLINE_LABELS: Record<MatterDeadlineKind, string> = {
  statutory: 'Statutory due date',
  target: 'Target date',
  hearing: 'Hearing',
};

/** One date of one open matter. Days are IST days, `YYYY-MM-DD`. */
export const matterDeadlineSchema = z.object({
  /** The date's own key, the same at every read: the matter and kind of date, or the hearing. */
  id: z.string(),
  matterId: z.uuid(),
  number: z.string(),
  kind: z.enum(MATTER_KINDS),
  status: z.enum(MATTER_STATUSES),
  dateKind: z.enum(MATTER_DEADLINE_KINDS),
  on: z.string(),
  /** IST days from today to the date: 0 today, negative once it has passed. */
  daysLeft: z.number().int(),
  /** A hearing's time in India (HH:MM), its forum and where it sits; null for a due date. */
  hearing: z.object({ time: z.string(), forum: z.string(), place: z.string() }).nullable(),
});
export type MatterDeadline = z.infer<typeof matterDeadlineSchema>;

/**
 * `GET /api/Matters/Deadlines`: soonest first, the earliest overdue at the top; hearings from
 * today on.
 */
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
