import type { MatterPapers } from '@prakar/shared/matter-papers';
import type { MatterDetail, MatterList, MatterSummary } from '@prakar/shared/matters';
import { paging } from './paging-data';

export const priya = { id: 9, name: 'Priya Shah', email: 'priya@prakartax.in' };

/** The `index`th matter as the list shows it: a 143(2) notice for Kulkarni Textiles, requested. */
export const matterSummary = (
  index: number,
  changes: Partial<MatterSummary> = {},
): MatterSummary => ({
  id: `7a2e0b1c-0000-4000-8000-00000000000${index}`,
  number: `MAT-2026-000${index}`,
  organisation: { id: '1b3c5d7e-0000-4000-8000-000000000001', name: 'Kulkarni Textiles' },
  kind: 'scrutiny_143_2',
  subjectType: 'pan',
  subject: 'AAACK1234F',
  act: '1961',
  year: '2025-26',
  status: 'requested',
  assignee: null,
  openedAt: '2026-11-20T20:00:00.000Z',
  servedOn: '2026-11-18',
  statutoryDueOn: '2026-12-18',
  targetOn: null,
  nextDueOn: '2026-12-18',
  overdue: false,
  ...changes,
});

export const matterPage = (
  matters: MatterSummary[],
  changes: Partial<MatterList> = {},
): MatterList => ({
  matters,
  ...paging(matters.length),
  ...changes,
});

/** The first matter with all it says on its page. */
export const matterDetail = (changes: Partial<MatterDetail> = {}): MatterDetail => ({
  ...matterSummary(1),
  din: 'ITBA/AST/S/143/2026-27/1012345678',
  dateInNotice: null,
  section: 'Section 143(2), Income-tax Act, 1961',
  dueCounted: '30 days from the date of service, 18 November 2026, counted in IST.',
  description: 'The notice asks for the books of account.',
  nextHearing: null,
  history: [{ status: 'requested', at: '2026-11-20T20:00:00.000Z', by: null, note: null }],
  ...changes,
});

/** A matter's papers: none until `changes` adds some. */
export const matterPapers = (changes: Partial<MatterPapers> = {}): MatterPapers => ({
  checklist: [],
  draft: null,
  filing: null,
  hearings: [],
  nextHearing: null,
  order: null,
  ...changes,
});

/** The first version of a paper the client uploaded: a 2 KB PDF of statements. */
export const paperVersion = {
  version: 1,
  filename: 'statements.pdf',
  contentType: 'application/pdf',
  size: 2048,
  uploadedBy: { name: 'Asha Kulkarni', email: 'asha@example.in' },
  uploadedAt: '2026-12-01T06:00:00.000Z',
};
