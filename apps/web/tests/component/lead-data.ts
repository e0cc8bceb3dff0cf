import type { LeadDetail, LeadSummary } from '@prakar/shared/leads';

/** A member of the firm's staff leads are assigned to. */
export const PRIYA = { id: 9, name: 'Priya Shah', email: 'priya@prakartax.in' };

/** The `index`th message in the inbox: new, nobody's, from a visitor with no organisation. */
export const leadSummary = (index: number, changes: Partial<LeadSummary> = {}): LeadSummary => ({
  id: `5c1f0a9e-0000-4000-8000-00000000000${index}`,
  receivedAt: '2026-11-23T08:35:09.000Z',
  name: `Meera Iyer ${index}`,
  email: `meera${index}@example.in`,
  subject: 'Smart TDS for 12 TANs',
  excerpt: 'We file 24Q and 26Q for twelve branches.',
  status: 'new',
  assignee: null,
  organisation: null,
  noteCount: 0,
  replyCount: 0,
  lastReplyAt: null,
  ...changes,
});

/** The first message as its page opens it: no notes or replies yet. */
export const leadDetail = (changes: Partial<LeadDetail> = {}): LeadDetail => {
  const { excerpt: _, ...summary } = leadSummary(1);
  return {
    ...summary,
    name: 'Meera Iyer',
    email: 'meera@kulkarni.in',
    comments: 'Could someone call us?',
    notes: [],
    replies: [],
    ...changes,
  };
};
