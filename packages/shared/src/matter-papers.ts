import { z } from 'zod';
import { isoDate } from './list-query.ts';
import { matterDocumentSchema, matterDocumentVersionSchema } from './matter-documents.ts';
import { multiLine } from './text.ts';

/*
 * A matter's papers after it is accepted (issue 47, docs/decisions/0086): the documents the firm
 * asks the client for (a checklist, each item answered by uploads), the draft the client approves
 * or comments on, the acknowledgement of filing, the hearings and the order.
 */

/** The multipart field of every file these steps upload. */
export const PAPER_FILE_FIELD = 'file';

/** Where a requested document stands: the client's turn (waiting, or asked again), or the firm's. */
export const CHECKLIST_STATES = ['waiting', 'uploaded', 'accepted', 'asked_again'] as const;
export type ChecklistState = (typeof CHECKLIST_STATES)[number];

export const CHECKLIST_STATE_LABELS: Record<ChecklistState, string> = {
  waiting: 'Waiting for you',
  uploaded: 'Uploaded',
  accepted: 'Accepted',
  asked_again: 'Asked again',
};

export const checklistItemSchema = z.object({
  /** The requested document's id: its uploads are its versions. */
  id: z.uuid(),
  title: z.string(),
  note: z.string(),
  state: z.enum(CHECKLIST_STATES),
  /** Why the firm asked again, when it did. */
  reason: z.string().nullable(),
  /** ISO 8601. */
  requestedAt: z.string(),
  /** ISO 8601: when the firm's retention period deleted its files, which are gone; null while kept. */
  deletedAt: z.string().nullable(),
  /** Oldest first. */
  versions: z.array(matterDocumentVersionSchema),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const DRAFT_DECISIONS = ['approved', 'changes_asked'] as const;
export type DraftDecision = (typeof DRAFT_DECISIONS)[number];

const personSchema = z.object({ name: z.string(), email: z.string() }).nullable();

export const draftResponseSchema = z.object({
  decision: z.enum(DRAFT_DECISIONS),
  comment: z.string().nullable(),
  by: personSchema,
  /** ISO 8601. */
  at: z.string(),
});
export type DraftResponse = z.infer<typeof draftResponseSchema>;

export const draftVersionSchema = matterDocumentVersionSchema.extend({
  /** The client's answer to this version, once given. */
  response: draftResponseSchema.nullable(),
});

export const matterDraftSchema = z.object({
  id: z.uuid(),
  /** ISO 8601: when the firm's retention period deleted its files; null while kept. */
  deletedAt: z.string().nullable(),
  /** Oldest first; the client answers the latest. */
  versions: z.array(draftVersionSchema),
});
export type MatterDraft = z.infer<typeof matterDraftSchema>;

export const matterHearingSchema = z.object({
  id: z.uuid(),
  /** The day of the hearing in India, YYYY-MM-DD. */
  on: z.string(),
  /** Its time in India, HH:MM. */
  time: z.string(),
  /** The forum and where it sits, as the hearing notice gives it. */
  forum: z.string(),
  place: z.string(),
  notice: matterDocumentSchema.nullable(),
});
export type MatterHearing = z.infer<typeof matterHearingSchema>;

/** The matter's next hearing, in its read model: a date to keep, as its due dates are. */
export const nextHearingSchema = matterHearingSchema.pick({
  id: true,
  on: true,
  time: true,
  forum: true,
  place: true,
});
export type NextHearing = z.infer<typeof nextHearingSchema>;

export const matterPapersSchema = z.object({
  /** In the order the firm asked. */
  checklist: z.array(checklistItemSchema),
  draft: matterDraftSchema.nullable(),
  /** The day the matter was filed and its acknowledgement, once filed. */
  filing: z.object({ filedOn: z.string(), acknowledgement: matterDocumentSchema }).nullable(),
  /** Soonest first. */
  hearings: z.array(matterHearingSchema),
  /** The first hearing from today (IST), if one is set. */
  nextHearing: nextHearingSchema.nullable(),
  order: matterDocumentSchema.nullable(),
});
export type MatterPapers = z.infer<typeof matterPapersSchema>;

export const checklistItemParamsSchema = z.strictObject({
  id: z.uuid({ error: 'No such matter.' }),
  itemId: z.uuid({ error: 'No such document request.' }),
});

const note = (max: number, message: string) => multiLine(z.string().trim().max(max, message));

/** `POST /api/BackOffice/Matters/{id}/Checklist`: one or more documents the client is asked for. */
export const requestDocumentsSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        title: z
          .string()
          .trim()
          .min(1, 'Say which document you need.')
          .max(200, 'Please keep the title under 200 characters.'),
        note: note(1000, 'Please keep the note under 1,000 characters.').default(''),
      }),
    )
    .min(1, 'Ask for at least one document.')
    .max(20, 'Ask for at most 20 documents at a time.'),
});
export type RequestDocumentsInput = z.input<typeof requestDocumentsSchema>;
export type RequestDocuments = z.output<typeof requestDocumentsSchema>;

/** `POST …/Checklist/{itemId}/AskAgain`: why the upload won't do. */
export const askAgainSchema = z.strictObject({
  reason: note(1000, 'Please keep the reason under 1,000 characters.').min(
    1,
    'Tell the client what is missing.',
  ),
});
export type AskAgain = z.infer<typeof askAgainSchema>;

const draftVersion = z.number().int().positive();

/** `POST /api/Matters/{id}/Draft/Approval`: the version the client read and approves. */
export const approveDraftSchema = z.strictObject({ version: draftVersion });

/** `POST /api/Matters/{id}/Draft/Changes`: what the client wants changed in the version they read. */
export const askForChangesSchema = z.strictObject({
  version: draftVersion,
  comment: note(4000, 'Please keep the comment under 4,000 characters.').min(
    1,
    'Say what should change.',
  ),
});
export type AskForChanges = z.infer<typeof askForChangesSchema>;

/** The text fields sent with the acknowledgement (multipart). */
export const fileMatterSchema = z.strictObject({
  filedOn: isoDate,
});
export type FileMatter = z.infer<typeof fileMatterSchema>;

/** The text fields of a hearing (multipart); its notice is an optional file. */
export const setHearingSchema = z.strictObject({
  on: isoDate,
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM, such as 11:30.'),
  forum: z
    .string()
    .trim()
    .min(1, 'Name the forum, such as CIT(A)-3, Mumbai.')
    .max(200, 'Please keep the forum under 200 characters.'),
  place: z.string().trim().max(300, 'Please keep the place under 300 characters.').default(''),
});
export type SetHearingInput = z.input<typeof setHearingSchema>;
export type SetHearing = z.output<typeof setHearingSchema>;
