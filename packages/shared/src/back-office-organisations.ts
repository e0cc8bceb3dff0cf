import { z } from 'zod';
import { orderOrganisationSchema } from './back-office-orders.ts';
import { stateName } from './indian-states.ts';
import {
  cursorFitsSorting,
  cursorSortingIssue,
  cursorTimestamp,
  pageFields,
  pageInfoSchema,
  pageSchema,
  sortedCursorSchema,
  sortFields,
} from './list-query.ts';
import { subscriptionSchema } from './subscriptions.ts';
import { transactionSchema } from './transactions.ts';
import { userSummarySchema } from './users.ts';

/** The columns the organisations list sorts by: the name, and when each became a customer. */
export const ORGANISATION_SORT_FIELDS = ['name', 'since'] as const;
export type OrganisationSortField = (typeof ORGANISATION_SORT_FIELDS)[number];
export const ORGANISATION_DEFAULT_SORTING = { sort: 'name', order: 'asc' } as const;

/** Where a page of organisations starts: its sorting, the row's name or start, and its id. */
const organisationCursorSchema = sortedCursorSchema(ORGANISATION_SORT_FIELDS, z.uuid()).refine(
  (key) =>
    key.sort === 'since' ? cursorTimestamp.safeParse(key.value).success : key.value !== null,
);

/** Which organisations, in which order: what the list and its export share. */
const organisationFilterFields = {
  search: z.string().trim().max(100, 'Keep the search under 100 characters.').optional(),
  ...sortFields(ORGANISATION_SORT_FIELDS, ORGANISATION_DEFAULT_SORTING),
};

/** `GET /api/BackOffice/Organisations`: by name unless sorted, searched by part of it or by GSTIN. */
export const organisationQuerySchema = z
  .strictObject({ ...organisationFilterFields, ...pageFields(organisationCursorSchema) })
  .refine(cursorFitsSorting, cursorSortingIssue);
export type OrganisationQueryInput = z.input<typeof organisationQuerySchema>;
export type OrganisationQuery = z.output<typeof organisationQuerySchema>;

/** `GET /api/BackOffice/Organisations/Export`: every organisation the same search finds, in the same order. */
export const organisationExportSchema = z.strictObject(organisationFilterFields);
export type OrganisationExportInput = z.input<typeof organisationExportSchema>;
export type OrganisationExport = z.output<typeof organisationExportSchema>;

/** An export stops here, so one request can never hold the whole table in memory. */
export const ORGANISATION_EXPORT_ROW_LIMIT = 20_000;

export const organisationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  gstin: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  createdAt: z.string(),
  userCount: z.number().int(),
});
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

/** Where an organisation is, as its list and export write it: "Pune, Maharashtra"; '' if unknown. */
export const organisationPlace = ({
  city,
  stateCode,
}: Pick<OrganisationSummary, 'city' | 'stateCode'>) =>
  [city, stateCode ? (stateName(stateCode) ?? stateCode) : null].filter(Boolean).join(', ');

export const organisationListSchema = pageSchema({
  organisations: z.array(organisationSummarySchema),
});
export type OrganisationList = z.infer<typeof organisationListSchema>;

export const organisationParamsSchema = z.strictObject({
  id: z.uuid('That is not an organisation.'),
});

/** A contact-form message from one of the organisation's users' addresses. */
export const organisationLeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  createdAt: z.string(),
});

/** The first few of a list, and how many there are (counted up to a limit, as the lists count). */
const firstOf = <T extends z.ZodType>(row: T) =>
  z
    .object({ shown: z.array(row) })
    .extend(pageInfoSchema.pick({ total: true, totalIsLowerBound: true }).shape);

/**
 * `GET /api/BackOffice/Organisations/:id`: its details, and the first of its users (by name), its
 * latest orders and paid orders (with their invoices), its subscriptions and its latest leads;
 * each list links on to the full one.
 */
export const organisationPageSchema = z.object({
  organisation: orderOrganisationSchema.extend({
    corporateName: z.string().nullable(),
    createdAt: z.string(),
  }),
  users: firstOf(userSummarySchema),
  orders: firstOf(transactionSchema),
  invoices: firstOf(transactionSchema),
  subscriptions: z.array(subscriptionSchema),
  leads: z.array(organisationLeadSchema),
});
export type OrganisationPage = z.infer<typeof organisationPageSchema>;
