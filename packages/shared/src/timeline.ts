import { z } from 'zod';

/** How many entries a timeline shows first, and how many more each "Show older" adds. */
export const TIMELINE_STEP = 20;
/** The most a timeline shows; older entries stay in the activity screen's trail. */
export const TIMELINE_MAX = 200;

/** `?limit=`: the newest so many entries. */
export const timelineQuerySchema = z.strictObject({
  limit: z.coerce
    .number('Give the number of entries as a number.')
    .int('Give a whole number of entries.')
    .min(1, 'Ask for at least one entry.')
    .max(TIMELINE_MAX, `Ask for at most ${TIMELINE_MAX} entries.`)
    .default(TIMELINE_STEP),
});
export type TimelineQueryInput = z.input<typeof timelineQuerySchema>;

/** Who did it: a member of the firm's staff, a customer's user, the visitor who wrote, or nobody. */
export const TIMELINE_ACTORS = ['staff', 'customer', 'visitor', 'system'] as const;
export type TimelineActorKind = (typeof TIMELINE_ACTORS)[number];

/** The back-office records an entry can lead to. */
export const TIMELINE_LINKS = ['order', 'organisation', 'lead'] as const;

export const timelineEntrySchema = z.object({
  /** Unique within the timeline: an audit event's id, or the fact's kind and its row's id. */
  id: z.string(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(TIMELINE_ACTORS),
    /** The person's name (or e-mail); null for the system, or a user since deleted. */
    name: z.string().nullable(),
  }),
  /** What happened, as one sentence without a full stop. */
  sentence: z.string(),
  /** The record the entry is about, when it is another record's page. */
  link: z.object({ kind: z.enum(TIMELINE_LINKS), key: z.string(), label: z.string() }).nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** A record's history, newest first; `hasOlder` when more entries exist than were asked for. */
export const timelineSchema = z.object({
  entries: z.array(timelineEntrySchema),
  hasOlder: z.boolean(),
});
export type Timeline = z.infer<typeof timelineSchema>;

/** A contact-form message's arrival, told alike on the lead's timeline and its organisation's. */
export function messageReceivedSentence(sender: string, subject: string): string {
  const about = subject.trim();
  return `${sender} wrote through the website${about ? `: “${about}”` : ''}`;
}
