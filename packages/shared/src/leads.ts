import { z } from 'zod';
import { formatIndianDateTime } from './dates.ts';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from './lead-status.ts';
import { cursorTimestamp, pageDirection, pageFields, pageSchema } from './list-query.ts';
import { multiLine } from './text.ts';

export { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from './lead-status.ts';

/*
 * Leads: the messages visitors send through the contact form, as the firm's staff (platform
 * administrators) work through them in the back office (docs/decisions/0057).
 */

/** The list's status filter: one status, or `open` for every message still waiting (new or in progress). */
export const LEAD_STATUS_FILTERS = ['open', ...LEAD_STATUSES] as const;
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];

export const LEAD_STATUS_FILTER_LABELS: Record<LeadStatusFilter, string> = {
  open: 'Open (new or in progress)',
  ...LEAD_STATUS_LABELS,
};

/** The assignee filter's value for messages nobody has taken. */
export const UNASSIGNED = 'none';

/** An export stops here, so one request can never hold the whole table in memory. */
export const LEADS_EXPORT_ROW_LIMIT = 20_000;

/** Where a page of leads starts: a message's time of arrival and its id. */
const leadCursorSchema = z.strictObject({
  direction: pageDirection,
  value: cursorTimestamp,
  id: z.uuid(),
});

const leadFilterFields = {
  /** Part of the sender's name, e-mail, the organisation their address belongs to, the subject or the message. */
  search: z.string().trim().max(100, 'Please keep the search under 100 characters.').optional(),
  status: z.enum(LEAD_STATUS_FILTERS, { error: 'Choose a status from the list.' }).optional(),
  /** A platform administrator's user id, or `none` for messages nobody has taken. */
  assignee: z
    .union(
      [
        z.literal(UNASSIGNED),
        z
          .string()
          .regex(/^[1-9][0-9]{0,8}$/)
          .transform(Number),
      ],
      { error: 'Choose someone from the list.' },
    )
    .optional(),
};

/** `GET /api/BackOffice/Leads`: newest first, filtered, a page at a time. */
export const leadsQuerySchema = z.strictObject({
  ...leadFilterFields,
  ...pageFields(leadCursorSchema),
});
export type LeadsQuery = z.output<typeof leadsQuerySchema>;
export type LeadsQueryInput = z.input<typeof leadsQuerySchema>;

/** `GET /api/BackOffice/Leads/Export`: the same filters, without paging. */
export const leadsExportQuerySchema = z.strictObject(leadFilterFields);
export type LeadsExportQuery = z.output<typeof leadsExportQuerySchema>;
export type LeadsExportQueryInput = z.input<typeof leadsExportQuerySchema>;

/** A member of the firm's staff, as the leads name them. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The customer organisation a message's address belongs to (the address of one of its users). */
export const leadOrganisationSchema = z.object({ id: z.string(), name: z.string() });
export type LeadOrganisation = z.infer<typeof leadOrganisationSchema>;

/** One message as the inbox lists it. */
export const leadSummarySchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  /** The start of the message, on one line. */
  excerpt: z.string(),
  status: z.enum(LEAD_STATUSES),
  assignee: staffMemberSchema.nullable(),
  organisation: leadOrganisationSchema.nullable(),
  noteCount: z.number().int(),
  replyCount: z.number().int(),
  /** ISO 8601: the last reply sent from the portal, if any. */
  lastReplyAt: z.string().nullable(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const leadListSchema = pageSchema({ leads: z.array(leadSummarySchema) });
export type LeadList = z.infer<typeof leadListSchema>;

export const leadNoteSchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  at: z.string(),
  /** Null once the account that wrote it no longer exists. */
  author: staffMemberSchema.nullable(),
  text: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** Where a reply's e-mail is: waiting in the outbox, handed to the mail server, or given up on. */
export const REPLY_DELIVERIES = ['pending', 'sent', 'failed'] as const;
export type ReplyDelivery = (typeof REPLY_DELIVERIES)[number];

export const REPLY_DELIVERY_LABELS: Record<ReplyDelivery, string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  failed: 'Could not be delivered',
};

export const leadReplySchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  at: z.string(),
  author: staffMemberSchema.nullable(),
  to: z.string(),
  subject: z.string(),
  /** What the staff member wrote; the e-mail adds the greeting's signature and the quoted message. */
  body: z.string(),
  delivery: z.enum(REPLY_DELIVERIES),
});
export type LeadReply = z.infer<typeof leadReplySchema>;

/** One message with everything the staff have done about it, oldest first. */
export const leadDetailSchema = leadSummarySchema.omit({ excerpt: true }).extend({
  comments: z.string(),
  notes: z.array(leadNoteSchema),
  replies: z.array(leadReplySchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadParamsSchema = z.strictObject({ id: z.uuid({ error: 'No such message.' }) });

export const assigneesSchema = z.object({ assignees: z.array(staffMemberSchema) });
export type Assignees = z.infer<typeof assigneesSchema>;

/** `PUT /api/BackOffice/Leads/{id}/Assignee`: a platform administrator, or null for nobody. */
export const assignLeadSchema = z.strictObject({
  assigneeId: z.number().int().positive().nullable(),
});
export type AssignLead = z.infer<typeof assignLeadSchema>;

/** `PUT /api/BackOffice/Leads/{id}/Status`. */
export const changeLeadStatusSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, { error: 'Choose a status from the list.' }),
});
export type ChangeLeadStatus = z.infer<typeof changeLeadStatusSchema>;

/** `POST /api/BackOffice/Leads/{id}/Notes`: for the staff only, never mailed. */
export const addLeadNoteSchema = z.strictObject({
  text: multiLine(
    z
      .string()
      .trim()
      .min(1, 'Please write the note.')
      .max(4000, 'Please keep the note under 4,000 characters.'),
  ),
});
export type AddLeadNoteInput = z.input<typeof addLeadNoteSchema>;

/** What a reply may leave the message as: answered (the default), or still in progress. */
export const REPLY_STATUSES = ['answered', 'in_progress'] as const;

/** `POST /api/BackOffice/Leads/{id}/Replies`: an e-mail to the sender, kept in the thread. */
export const sendLeadReplySchema = z.strictObject({
  subject: z
    .string()
    .trim()
    .min(1, 'Please enter a subject.')
    .max(150, 'Please keep the subject under 150 characters.'),
  body: multiLine(
    z
      .string()
      .trim()
      .min(1, 'Please write the reply.')
      .max(10_000, 'Please keep the reply under 10,000 characters.'),
  ),
  status: z.enum(REPLY_STATUSES, { error: 'Choose Answered or In progress.' }).default('answered'),
});
export type SendLeadReplyInput = z.input<typeof sendLeadReplySchema>;
export type SendLeadReply = z.output<typeof sendLeadReplySchema>;

/**
 * The reply form: the request's subject and words, and a box to keep the message in progress
 * instead of answered.
 */
export const leadReplyFormSchema = sendLeadReplySchema
  .omit({ status: true })
  .extend({ keepInProgress: z.boolean() });
export type LeadReplyForm = z.infer<typeof leadReplyFormSchema>;

/** The subject a reply starts with: the visitor's own, answered. */
export function replySubject(subject: string, firmName: string): string {
  const own = subject.trim();
  if (!own) return `Your message to ${firmName}`;
  return /^re:/i.test(own) ? own : `Re: ${own}`;
}

/** The excerpt of a message: its words on one line, cut at `length` characters. */
export function excerptOf(text: string, length = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1).trimEnd()}…` : line;
}

/** What a reply's e-mail says around the words the staff member wrote. */
export interface ReplyContext {
  /** The staff member who signs it. */
  staffName: string;
  firm: { name: string; phone: string };
  /** The visitor's message it answers. */
  original: { name: string; receivedAt: string; comments: string };
}

/** `> ` before each line: the visitor's own words, as a mail program quotes them. */
function quoted(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/**
 * The reply as the visitor reads it: the staff member's words, their signature, then the message
 * it answers, quoted. One function for the e-mail and for the screen that asks "send this?", so
 * what is confirmed is what is sent.
 */
export function leadReplyText(body: string, context: ReplyContext): string {
  const { staffName, firm, original } = context;
  return [
    body.trim(),
    '',
    `${staffName}`,
    firm.name,
    firm.phone,
    '',
    `On ${formatIndianDateTime(original.receivedAt)}, ${original.name} wrote:`,
    quoted(original.comments.trim()),
  ].join('\n');
}

/** One bulk change reaches at most this many messages: a page of the inbox at its largest. */
export const LEADS_BULK_LIMIT = 100;

/** What a bulk change does to each message: give it to someone (or nobody), or mark it. */
export const leadsBulkActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('assign'), assigneeId: assignLeadSchema.shape.assigneeId }),
    z.strictObject({ kind: z.literal('status'), status: changeLeadStatusSchema.shape.status }),
  ],
  { error: 'Choose what to do: assign or change the status.' },
);
export type LeadsBulkAction = z.infer<typeof leadsBulkActionSchema>;

/** `POST /api/BackOffice/Leads/Bulk`: one change to several messages, all or none. */
export const leadsBulkSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: 'No such message.' }))
    .min(1, 'Choose at least one message.')
    .max(LEADS_BULK_LIMIT, `Choose at most ${LEADS_BULK_LIMIT} messages at a time.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each message may be chosen once.'),
  action: leadsBulkActionSchema,
});
export type LeadsBulk = z.infer<typeof leadsBulkSchema>;

/** What a bulk change did: the messages it changed, and those already as asked. */
export const leadsBulkResultSchema = z.object({
  changed: z.array(z.string()),
  unchanged: z.array(z.string()),
});
export type LeadsBulkResult = z.infer<typeof leadsBulkResultSchema>;

/** A message's neighbours in the inbox under the same filters: newer (previous) and older (next). */
export const leadNeighboursSchema = z.object({
  previous: z.object({ id: z.string(), name: z.string() }).nullable(),
  next: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type LeadNeighbours = z.infer<typeof leadNeighboursSchema>;
