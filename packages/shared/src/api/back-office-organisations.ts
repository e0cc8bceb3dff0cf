import {
  ORGANISATION_EXPORT_ROW_LIMIT,
  organisationExportSchema,
  organisationListSchema,
  organisationPageSchema,
  organisationParamsSchema,
  organisationQuerySchema,
} from '#src/back-office-organisations.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { timelineQuerySchema, timelineSchema } from '#src/timeline.ts';
import { defineEndpoints, errorResponses, fileResponse } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 429, 500);

/** API group "BackOffice": the customer organisations, for the firm's staff. */
export const backOfficeOrganisationsApi = defineEndpoints('backOfficeOrganisations', {
  list: {
    method: 'GET',
    path: '/BackOffice/Organisations',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Platform administrators: one page of organisations, searched by name or GSTIN and sorted (by name unless asked).',
    query: organisationQuerySchema,
    responses: { 200: organisationListSchema, ...errors },
  },
  export: {
    method: 'GET',
    path: '/BackOffice/Organisations/Export',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: `Platform administrators: the organisations the same search finds, in the same order, as CSV with the list's columns (at most ${ORGANISATION_EXPORT_ROW_LIMIT.toLocaleString('en-IN')} organisations; dates in IST).`,
    query: organisationExportSchema,
    responses: { 200: fileResponse('text/csv', 'A CSV file.'), ...errors },
  },
  get: {
    method: 'GET',
    path: '/BackOffice/Organisations/:id',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Platform administrators: one organisation with its users, orders, invoices, subscriptions and leads.',
    params: organisationParamsSchema,
    responses: { 200: organisationPageSchema, ...errors },
  },
  timeline: {
    method: 'GET',
    path: '/BackOffice/Organisations/:id/Timeline',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Platform administrators: what happened at the organisation, newest first (its users, orders, subscriptions and messages), who did it and when.',
    params: organisationParamsSchema,
    query: timelineQuerySchema,
    responses: { 200: timelineSchema, ...errors },
  },
});
