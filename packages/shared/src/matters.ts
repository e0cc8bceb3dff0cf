import { z } from 'zod';
import { gstinSchema, panSchema, tanSchema } from './indian-formats.ts';
import { staffMemberSchema } from './leads.ts';
import {
  cursorFitsSorting,
  cursorSortingIssue,
  isoDate,
  pageFields,
  pageSchema,
  sortedCursorSchema,
  sortFields,
} from './list-query.ts';
import { INCOME_TAX_ACTS, MATTER_KINDS } from './matter-deadlines.ts';
import { nextHearingSchema } from './matter-papers.ts';
import { MATTER_STATUSES } from './matter-status.ts';
import { multiLine } from './text.ts';

/*
 * Advisory matters as the firm's staff work them (issue 47): one record per case of a customer
 * organisation, its statutory due date counted from the date of service by the deadline rules,
 * an internal target date, the staff member assigned and the status the client sees.
 */

/** What a matter concerns: a PAN (income tax), a TAN (TDS) or a GSTIN. */
export const MATTER_SUBJECT_TYPES = ['pan', 'tan', 'gstin'] as const;
export type MatterSubjectType = (typeof MATTER_SUBJECT_TYPES)[number];

export const MATTER_SUBJECT_LABELS: Record<MatterSubjectType, string> = {
  pan: 'PAN',
  tan: 'TAN',
  gstin: 'GSTIN',
};

/** The list's status filter: one status, or `open` for every matter still the firm's work. */
export const MATTER_STATUS_FILTERS = ['open', ...MATTER_STATUSES] as const;

/** The due filter: past a date and still open, due within the IST week (Monday to Sunday), within 30 days. */
export const MATTER_DUE_FILTERS = ['overdue', 'this_week', 'next_30_days'] as const;
export type MatterDueFilter = (typeof MATTER_DUE_FILTERS)[number];

export const MATTER_DUE_FILTER_LABELS: Record<MatterDueFilter, string> = {
  overdue: 'Overdue',
  this_week: 'Due this week',
  next_30_days: 'Due in the next 30 days',
};

/** The columns the matters list sorts by: the next date due, when it was opened, its status. */
export const MATTER_SORT_FIELDS = ['due', 'opened', 'status'] as const;
export type MatterSortField = (typeof MATTER_SORT_FIELDS)[number];
export const MATTER_DEFAULT_SORTING = { sort: 'due', order: 'asc' } as const;

/** The assignee filter's value for matters nobody has taken. */
export const MATTER_UNASSIGNED = 'none';

const matterCursorSchema = sortedCursorSchema(MATTER_SORT_FIELDS, z.uuid());

const matterFilterFields = {
  /** Part of the organisation's name, the PAN/TAN/GSTIN, the DIN or the matter's number. */
  search: z.string().trim().max(100, 'Please keep the search under 100 characters.').optional(),
  status: z.enum(MATTER_STATUS_FILTERS, { error: 'Choose a status from the list.' }).optional(),
  kind: z.enum(MATTER_KINDS, { error: 'Choose a kind of matter from the list.' }).optional(),
  /** A platform administrator's user id, or `none` for matters nobody has taken. */
  assignee: z
    .union(
      [
        z.literal(MATTER_UNASSIGNED),
        z
          .string()
          .regex(/^[1-9][0-9]{0,8}$/)
          .transform(Number),
      ],
      { error: 'Choose someone from the list.' },
    )
    .optional(),
  due: z.enum(MATTER_DUE_FILTERS, { error: 'Choose when it is due from the list.' }).optional(),
  /** One organisation's matters (from its page). */
  organisationId: z.uuid().optional(),
  ...sortFields(MATTER_SORT_FIELDS, MATTER_DEFAULT_SORTING),
};

/** `GET /api/BackOffice/Matters`: filtered and sorted, a page at a time. */
export const mattersQuerySchema = z
  .strictObject({ ...matterFilterFields, ...pageFields(matterCursorSchema) })
  .refine(cursorFitsSorting, cursorSortingIssue);
export type MattersQuery = z.output<typeof mattersQuerySchema>;
export type MattersQueryInput = z.input<typeof mattersQuerySchema>;

/** What the client's list shows: the matters still being worked, or those closed or declined. */
export const CLIENT_MATTER_STATES = ['open', 'finished'] as const;

/**
 * `GET /api/Matters`: the caller's organisation's matters, soonest due first (those with no date
 * due last), a page at a time.
 */
export const clientMattersQuerySchema = z
  .strictObject({
    state: z.enum(CLIENT_MATTER_STATES, { error: 'Choose open or finished matters.' }).optional(),
    ...sortFields(['due'], { sort: 'due', order: 'asc' }),
    ...pageFields(matterCursorSchema),
  })
  .refine(cursorFitsSorting, cursorSortingIssue);
export type ClientMattersQuery = z.output<typeof clientMattersQuerySchema>;
export type ClientMattersQueryInput = z.input<typeof clientMattersQuerySchema>;

const matterOrganisationSchema = z.object({ id: z.string(), name: z.string() });

/** One matter as the list shows it. Days are IST days, `YYYY-MM-DD`. */
export const matterSummarySchema = z.object({
  id: z.uuid(),
  /** The firm's number for it, e.g. `MAT-2026-0007` (year of opening, IST). */
  number: z.string(),
  organisation: matterOrganisationSchema,
  kind: z.enum(MATTER_KINDS),
  subjectType: z.enum(MATTER_SUBJECT_TYPES),
  subject: z.string(),
  /** The Act the matter falls under and its year in that Act's term (assessment year or tax year). */
  act: z.enum(INCOME_TAX_ACTS),
  year: z.string(),
  status: z.enum(MATTER_STATUSES),
  assignee: staffMemberSchema.nullable(),
  /** ISO 8601. */
  openedAt: z.string(),
  servedOn: z.string(),
  statutoryDueOn: z.string().nullable(),
  targetOn: z.string().nullable(),
  /** The earlier of the target and the statutory date, null for a closed or declined matter. */
  nextDueOn: z.string().nullable(),
  /** Open and past its next date due (IST). */
  overdue: z.boolean(),
});
export type MatterSummary = z.infer<typeof matterSummarySchema>;

export const matterListSchema = pageSchema({ matters: z.array(matterSummarySchema) });
export type MatterList = z.infer<typeof matterListSchema>;

/** One dated change of status, as both the client and the staff see it. */
export const matterStatusChangeSchema = z.object({
  status: z.enum(MATTER_STATUSES),
  /** ISO 8601. */
  at: z.string(),
  /** The staff member who made it; null when the client did (a request) or the account is gone. */
  by: staffMemberSchema.nullable(),
  /** What the firm told the client with it (e.g. why a request was declined). */
  note: z.string().nullable(),
});
export type MatterStatusChange = z.infer<typeof matterStatusChangeSchema>;

export const matterDetailSchema = matterSummarySchema.extend({
  /** The notice's Document Identification Number, if it has one. */
  din: z.string().nullable(),
  /** The date the notice itself sets for a reply, where it sets one. */
  dateInNotice: z.string().nullable(),
  /** The section the deadline rule names, and how the statutory due date was counted. */
  section: z.string().nullable(),
  dueCounted: z.string().nullable(),
  /** What the client or the firm wrote about the matter when it was opened. */
  description: z.string(),
  /** The first hearing from today (IST), once one is set. */
  nextHearing: nextHearingSchema.nullable(),
  history: z.array(matterStatusChangeSchema),
});
export type MatterDetail = z.infer<typeof matterDetailSchema>;

export const matterParamsSchema = z.strictObject({ id: z.uuid({ error: 'No such matter.' }) });

const yearField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}$/, 'Enter the year as 2024-25.')
  .refine(
    (year) => (Number(year.slice(0, 4)) + 1) % 100 === Number(year.slice(5)),
    'Enter two years in a row, such as 2024-25.',
  );

const subjectSchemas: Record<MatterSubjectType, z.ZodType<string>> = {
  pan: panSchema,
  tan: tanSchema,
  gstin: gstinSchema,
};

/** The facts of a notice or an appeal, as staff open a matter and a client asks for help with one. */
const matterFactsShape = {
  kind: z.enum(MATTER_KINDS, { error: 'Choose the kind of matter.' }),
  subjectType: z.enum(MATTER_SUBJECT_TYPES, { error: 'Choose PAN, TAN or GSTIN.' }),
  subject: z.string().trim().min(1, 'Enter the PAN, TAN or GSTIN it concerns.'),
  act: z.enum(INCOME_TAX_ACTS, { error: 'Choose the Income-tax Act.' }),
  year: yearField,
  din: z
    .string()
    .trim()
    .toUpperCase()
    // As the Income-tax Department prints it: ITBA/AST/S/143(3)/2022-23/1046123456(1).
    .regex(/^[A-Z0-9/()-]{8,60}$/, 'Enter the DIN as the notice prints it.')
    .optional(),
  servedOn: isoDate,
  dateInNotice: isoDate.optional(),
  description: multiLine(
    z.string().trim().max(4000, 'Please keep the description under 4,000 characters.'),
  ).default(''),
};

type MatterFacts = z.output<z.ZodObject<typeof matterFactsShape>>;

/** The PAN, TAN or GSTIN in its own format; the notice's date no earlier than its service. */
function checkMatterFacts(matter: MatterFacts, context: z.RefinementCtx) {
  const parsed = subjectSchemas[matter.subjectType].safeParse(matter.subject);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: 'custom', path: ['subject'], message: issue.message });
    }
  }
  if (matter.dateInNotice && matter.dateInNotice < matter.servedOn) {
    context.addIssue({
      code: 'custom',
      path: ['dateInNotice'],
      message: 'The date in the notice cannot come before the date of service.',
    });
  }
}

/**
 * `POST /api/BackOffice/Matters`: staff open a matter for a customer organisation. The Act is the
 * one whose deadline rules cover the year; the statutory due date follows from the rule.
 */
export const createMatterSchema = z
  .strictObject({
    organisationId: z.uuid({ error: 'Choose the organisation.' }),
    ...matterFactsShape,
    assigneeId: z.number().int().positive().nullable().default(null),
  })
  .superRefine(checkMatterFacts);
export type CreateMatterInput = z.input<typeof createMatterSchema>;
export type CreateMatter = z.output<typeof createMatterSchema>;

/** The optional facts a form sends empty when left blank. */
const BLANK_MEANS_ABSENT = ['din', 'dateInNotice'];

/**
 * `POST /api/Matters/Requests`: a client asks for help with a notice, sent as form fields with the
 * notice's file. The organisation is the caller's and nobody is assigned yet; an optional fact
 * left blank is taken as not given.
 */
export const requestMatterSchema = z.preprocess(
  (fields) =>
    fields && typeof fields === 'object'
      ? Object.fromEntries(
          Object.entries(fields).filter(
            ([name, value]) => !(BLANK_MEANS_ABSENT.includes(name) && value === ''),
          ),
        )
      : fields,
  z.strictObject(matterFactsShape).superRefine(checkMatterFacts),
);
export type RequestMatter = z.output<typeof requestMatterSchema>;

/** `PUT /api/BackOffice/Matters/{id}/Status`: a move `MATTER_STATUS_MOVES` allows (409 otherwise). */
export const changeMatterStatusSchema = z.strictObject({
  status: z.enum(MATTER_STATUSES, { error: 'Choose a status from the list.' }),
  /** Shown to the client with the change; required when a request is declined. */
  note: multiLine(
    z.string().trim().max(2000, 'Please keep the note under 2,000 characters.'),
  ).optional(),
});
export type ChangeMatterStatus = z.infer<typeof changeMatterStatusSchema>;

/** `PUT /api/BackOffice/Matters/{id}/Assignee`: a platform administrator, or null for nobody. */
export const assignMatterSchema = z.strictObject({
  assigneeId: z.number().int().positive().nullable(),
});

/** `PUT /api/BackOffice/Matters/{id}/Target`: the firm's own date, on or before the statutory one (400 otherwise); null clears it. */
export const setMatterTargetSchema = z.strictObject({ targetOn: isoDate.nullable() });

/** One bulk change reaches at most this many matters: a page of the list at its largest. */
export const MATTERS_BULK_LIMIT = 100;

/** `POST /api/BackOffice/Matters/Bulk`: assign several matters, or move them on, all or none. */
export const mattersBulkSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: 'No such matter.' }))
    .min(1, 'Choose at least one matter.')
    .max(MATTERS_BULK_LIMIT, `Choose at most ${MATTERS_BULK_LIMIT} matters at a time.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each matter may be chosen once.'),
  action: z.discriminatedUnion(
    'kind',
    [
      z.strictObject({
        kind: z.literal('assign'),
        assigneeId: assignMatterSchema.shape.assigneeId,
      }),
      z.strictObject({ kind: z.literal('status'), status: changeMatterStatusSchema.shape.status }),
    ],
    { error: 'Choose what to do: assign or change the status.' },
  ),
});
export type MattersBulk = z.infer<typeof mattersBulkSchema>;

/** What a bulk change did: the matters it changed, and those already as asked. */
export const mattersBulkResultSchema = z.object({
  changed: z.array(z.string()),
  unchanged: z.array(z.string()),
});
