/*
 * A lead's statuses on their own, without the schemas of `leads.ts`: the activity log's
 * sentences name them, and that code goes to every page that starts the app.
 */

/** Where a message stands; a new message is `new` until someone acts on it. */
export const LEAD_STATUSES = ['new', 'in_progress', 'answered', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  spam: 'Spam',
};
