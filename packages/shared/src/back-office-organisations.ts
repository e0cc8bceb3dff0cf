import { z } from 'zod';
import { orderOrganisationSchema } from './back-office-orders.ts';
import { pageDirection, pageFields, pageInfoSchema } from './list-query.ts';
import { subscriptionSchema } from './subscriptions.ts';
import { transactionSchema } from './transactions.ts';
import { userSummarySchema } from './users.ts';

/** Where a page of organisations starts: a name and the organisation's id. */
const organisationCursorSchema = z.strictObject({
  direction: pageDirection,
  value: z.string(),
  id: z.uuid(),
});

/** `GET /api/BackOffice/Organisations`: by name, searched by part of it or by GSTIN. */
export const organisationQuerySchema = z.strictObject({
  search: z.string().trim().max(100, 'Keep the search under 100 characters.').optional(),
  ...pageFields(organisationCursorSchema),
});
export type OrganisationQueryInput = z.input<typeof organisationQuerySchema>;
export type OrganisationQuery = z.output<typeof organisationQuerySchema>;

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

export const organisationListSchema = z
  .object({ organisations: z.array(organisationSummarySchema) })
  .extend(pageInfoSchema.shape);
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
