/*
 * The life of an advisory matter as the client sees it (issue 47): the statuses in order, and the
 * moves the firm's staff may make between them. A move not listed is refused (409).
 */

export const MATTER_STATUSES = [
  'requested',
  'accepted',
  'documents_needed',
  'draft_for_approval',
  'filed',
  'hearing',
  'order_received',
  'closed',
  'declined',
] as const;
export type MatterStatus = (typeof MATTER_STATUSES)[number];

export const MATTER_STATUS_LABELS: Record<MatterStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  documents_needed: 'Documents needed',
  draft_for_approval: 'Draft for your approval',
  filed: 'Filed',
  hearing: 'Hearing',
  order_received: 'Order received',
  closed: 'Closed',
  declined: 'Declined',
};

/** Where a matter may go from each status, the usual next step first. */
export const MATTER_STATUS_MOVES: Record<MatterStatus, readonly MatterStatus[]> = {
  requested: ['accepted', 'declined'],
  accepted: ['documents_needed', 'draft_for_approval', 'closed'],
  documents_needed: ['draft_for_approval', 'closed'],
  // A draft the client questions may need more documents before it is filed.
  draft_for_approval: ['filed', 'documents_needed', 'closed'],
  filed: ['hearing', 'order_received', 'closed'],
  hearing: ['order_received', 'closed'],
  order_received: ['closed'],
  closed: [],
  declined: [],
};

/** Whether staff may move a matter from `from` to `to`. */
export function canMoveMatter(from: MatterStatus, to: MatterStatus): boolean {
  return MATTER_STATUS_MOVES[from].includes(to);
}

/** The usual next step, if the matter has one. */
export function nextMatterStatus(from: MatterStatus): MatterStatus | undefined {
  return MATTER_STATUS_MOVES[from][0];
}

/** Still the firm's work: neither closed nor declined. */
export const isOpenMatter = (status: MatterStatus) => MATTER_STATUS_MOVES[status].length > 0;
