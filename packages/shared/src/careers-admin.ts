import { z } from 'zod';
import { employmentTypeSchema, openingSchema } from './careers.ts';
import {
  cursorFitsSorting,
  cursorSortingIssue,
  cursorTimestamp,
  pageFields,
  pageSchema,
  type Sorting,
  sortedCursorSchema,
  sortFields,
} from './list-query.ts';
import { multiLine } from './text.ts';

/* The firm's staff at work on the careers page: openings, and the applications to each. */

export const APPLICATION_STATUSES = [
  'received',
  'shortlisted',
  'interviewing',
  'offer',
  'rejected',
] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, {
  error: 'Choose a status from the list.',
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  received: 'Received',
  shortlisted: 'Shortlisted',
  interviewing: 'Interviewing',
  offer: 'Offer',
  rejected: 'Rejected',
};

/**
 * The statuses an applicant hears about by e-mail. Received is not one: they were told on
 * applying, and a status put back to received is staff correcting themselves.
 */
export const MAILED_STATUSES = [
  'shortlisted',
  'interviewing',
  'offer',
  'rejected',
] as const satisfies readonly ApplicationStatus[];
export type MailedStatus = (typeof MAILED_STATUSES)[number];

export const isMailedStatus = (status: ApplicationStatus): status is MailedStatus =>
  (MAILED_STATUSES as readonly ApplicationStatus[]).includes(status);

/**
 * Where an opening stands: open on the careers page, closed by staff, or lapsed (still marked open,
 * but past the last day it takes applications, so the careers page no longer shows it).
 */
export const OPENING_STATES = ['open', 'closed', 'lapsed'] as const;
export type OpeningState = (typeof OPENING_STATES)[number];

export const OPENING_STATE_LABELS: Record<OpeningState, string> = {
  open: 'Open',
  closed: 'Closed',
  lapsed: 'Past its closing date',
};

export const OPENING_NOT_FOUND_MESSAGE = 'This opening no longer exists.';
export const APPLICATION_NOT_FOUND_MESSAGE = 'This application no longer exists.';

/** Each application status and how many applications have it. */
export const statusCountsSchema = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, z.number().int()])) as Record<
    ApplicationStatus,
    z.ZodNumber
  >,
);
export type StatusCounts = z.infer<typeof statusCountsSchema>;

/** An opening as staff see it: the public fields, where it stands, and its applications. */
export const staffOpeningSchema = openingSchema.extend({
  isOpen: z.boolean(),
  state: z.enum(OPENING_STATES),
  applications: statusCountsSchema,
});
export type StaffOpening = z.infer<typeof staffOpeningSchema>;

export const staffOpeningListSchema = z.object({
  openings: z.array(staffOpeningSchema),
  /**
   * The last day an opening posted or reopened today takes applications, `YYYY-MM-DD`, by the
   * server's clock and the day in India: what the form for a new opening tells staff.
   */
  postedTodayClosesOn: z.string(),
});
export type StaffOpeningList = z.infer<typeof staffOpeningListSchema>;

export const openingParamsSchema = z.strictObject({ openingId: z.uuid() });
export const applicationParamsSchema = z.strictObject({ applicationId: z.uuid() });

const LIST_ITEMS_MAX = 20;

/** A list typed one item a line, as the form's text box takes it: blank lines are dropped. */
const linesField = (what: string) =>
  multiLine(
    z
      .string({ error: `Please list the ${what}, one a line.` })
      .max(6000, `Please keep the ${what} under 6,000 characters.`),
  )
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .pipe(
      z
        .array(z.string().max(300, 'Please keep each line under 300 characters.'))
        .min(1, `Please list at least one of the ${what}.`)
        .max(LIST_ITEMS_MAX, `Please list at most ${LIST_ITEMS_MAX} ${what}.`),
    );

const lineField = (what: string, max: number) =>
  z
    .string({ error: `Please enter the ${what}.` })
    .trim()
    .min(1, `Please enter the ${what}.`)
    .max(max, `Please keep the ${what} under ${max} characters.`);

/**
 * `POST /api/BackOffice/Careers/Openings` and `PUT …/Openings/:openingId`: the opening as the
 * careers page shows it. Responsibilities and requirements are text, one item a line, as typed in
 * the form (which validates with this schema too).
 */
export const openingInputSchema = z.strictObject({
  title: lineField('job title', 120),
  department: lineField('department', 80),
  location: lineField('location', 80),
  employmentType: employmentTypeSchema,
  description: multiLine(
    z
      .string({ error: 'Please describe the role.' })
      .trim()
      .min(1, 'Please describe the role.')
      .max(2000, 'Please keep the description under 2,000 characters.'),
  ),
  responsibilities: linesField('responsibilities'),
  requirements: linesField('requirements'),
});
export type OpeningInput = z.input<typeof openingInputSchema>;
export type OpeningFields = z.output<typeof openingInputSchema>;

/** The columns an opening's applications sort by: when each arrived, the name, the status. */
export const APPLICATION_SORT_FIELDS = ['receivedAt', 'name', 'status'] as const;
export type ApplicationSortField = (typeof APPLICATION_SORT_FIELDS)[number];
export const APPLICATION_DEFAULT_SORT: Sorting<ApplicationSortField> = {
  sort: 'receivedAt',
  order: 'desc',
};

/**
 * The sort value as the database writes it: a timestamp, a name, or the status's place in
 * APPLICATION_STATUSES (the pipeline's order, not the alphabet's).
 */
const applicationSortValue: Record<ApplicationSortField, z.ZodType> = {
  receivedAt: cursorTimestamp,
  name: z.string(),
  status: z.string().regex(/^[0-4]$/),
};

/** Where a page of applications starts: its sorting, the row's sort value and its id. */
const applicationCursorSchema = sortedCursorSchema(APPLICATION_SORT_FIELDS, z.uuid()).refine(
  (key) => applicationSortValue[key.sort].safeParse(key.value).success,
);

/** Which applications, in which order: what the list and its export share. */
const applicationFilterFields = {
  /** Matches the applicant's name or e-mail. */
  search: z.string().trim().max(100).optional(),
  status: applicationStatusSchema.optional(),
  ...sortFields(APPLICATION_SORT_FIELDS, APPLICATION_DEFAULT_SORT),
};

/** `GET /api/BackOffice/Careers/Openings/:openingId/Applications`: newest first unless sorted. */
export const applicationListQuerySchema = z
  .strictObject({ ...applicationFilterFields, ...pageFields(applicationCursorSchema) })
  .refine(cursorFitsSorting, cursorSortingIssue);
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

/** An export stops here, so one request can never hold an opening's every application at once. */
export const APPLICATIONS_EXPORT_ROW_LIMIT = 20_000;

/** `GET …/Openings/:openingId/Applications/Export`: the list's filters and order, every page. */
export const applicationsExportQuerySchema = z.strictObject(applicationFilterFields);
export type ApplicationsExportQuery = z.output<typeof applicationsExportQuerySchema>;

export const applicationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** 10 digits, without +91. */
  mobile: z.string(),
  status: applicationStatusSchema,
  /** ISO 8601. */
  receivedAt: z.string(),
  /** ISO 8601; null while it has the status it arrived with. */
  statusChangedAt: z.string().nullable(),
  resume: z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() }),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationListSchema = pageSchema({
  applications: z.array(applicationSummarySchema),
});
export type ApplicationList = z.infer<typeof applicationListSchema>;

/** `GET /api/BackOffice/Careers/Applications/:applicationId`: everything staff keep of it. */
export const applicationDetailSchema = applicationSummarySchema.extend({
  coverNote: z.string(),
  notes: z.string(),
  /** ISO 8601; null while nobody has written notes. */
  notesUpdatedAt: z.string().nullable(),
  opening: z.object({ id: z.string(), title: z.string() }),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** `PUT …/Applications/:applicationId/Status`. */
export const applicationStatusUpdateSchema = z.strictObject({ status: applicationStatusSchema });

/** One bulk change reaches at most this many applications: a page of the list at its largest. */
export const APPLICATIONS_BULK_LIMIT = 100;

/** `POST …/Applications/Status`: several applications to one status, all or none. */
export const applicationsStatusBulkSchema = z.strictObject({
  ids: z
    .array(z.uuid({ error: 'No such application.' }))
    .min(1, 'Choose at least one application.')
    .max(
      APPLICATIONS_BULK_LIMIT,
      `Choose at most ${APPLICATIONS_BULK_LIMIT} applications at a time.`,
    )
    .refine((ids) => new Set(ids).size === ids.length, 'Each application may be chosen once.'),
  status: applicationStatusSchema,
});
export type ApplicationsStatusBulk = z.infer<typeof applicationsStatusBulkSchema>;

/**
 * What a bulk change did: the applications it moved, those already in the status (neither
 * changed nor mailed), and the moved ones whose applicant's mail is queued.
 */
export const applicationsStatusBulkResultSchema = z.object({
  changed: z.array(z.string()),
  unchanged: z.array(z.string()),
  mailed: z.array(z.string()),
});
export type ApplicationsStatusBulkResult = z.infer<typeof applicationsStatusBulkResultSchema>;

/** The mail an applicant moved to each status is sent, as staff are told before they confirm. */
export const STATUS_MAIL_NAMES: Record<MailedStatus, string> = {
  shortlisted: 'the shortlisting mail',
  interviewing: 'the invitation to interviews',
  offer: 'the offer mail',
  rejected: 'the rejection mail',
};

export const NOTES_MAX = 5000;

/** `PUT …/Applications/:applicationId/Notes`: the internal notes, which the applicant never sees. */
export const applicationNotesUpdateSchema = z.strictObject({
  notes: multiLine(
    z
      .string()
      .trim()
      .max(
        NOTES_MAX,
        `Please keep the notes under ${NOTES_MAX.toLocaleString('en-IN')} characters.`,
      ),
  ),
});
export type ApplicationNotesUpdate = z.input<typeof applicationNotesUpdateSchema>;
