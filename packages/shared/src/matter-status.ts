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

/**
 * The statuses whose target and statutory dates are behind the matter: once it is filed the
 * statutory deadline is met, so from then on (and when it never went ahead) only a hearing is next.
 */
export const DEADLINES_MET_STATUSES: readonly MatterStatus[] = [
  'filed',
  'hearing',
  'order_received',
  'closed',
  'declined',
];

/**
 * The statuses a matter reaches through its papers, never by a plain move: the engagement letter,
 * the draft's upload, the filing with its acknowledgement, a hearing, the order (docs/decisions/
 * 0086), so the client never reads "Accepted" without its letter or "Filed" without the
 * acknowledgement beside it.
 */
export const MATTER_STATUSES_BY_PAPERS: readonly MatterStatus[] = [
  'accepted',
  'draft_for_approval',
  'filed',
  'hearing',
  'order_received',
];

/** Why a plain move to one of those is refused, and where to take the step instead. */
export const BY_PAPERS_MESSAGE: Partial<Record<MatterStatus, string>> = {
  accepted: 'Accept the request by writing its engagement letter on the matter’s page.',
  draft_for_approval:
    'Upload the draft on the matter’s page: that moves it to Draft for your approval.',
  filed: 'Mark the matter as filed with its acknowledgement on its page.',
  hearing: 'Set the hearing on the matter’s page: that moves it to Hearing.',
  order_received: 'Upload the order on the matter’s page: that moves it to Order received.',
};

/** The moves staff make with a status button (or in bulk): not those the papers make. */
export const plainMoves = (from: MatterStatus) =>
  MATTER_STATUS_MOVES[from].filter((to) => !MATTER_STATUSES_BY_PAPERS.includes(to));
