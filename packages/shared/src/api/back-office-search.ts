import {
  backOfficeSearchQuerySchema,
  backOfficeSearchResultSchema,
} from '#src/back-office-search.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 429, 500);

/** API group "BackOffice": one search across the records the firm's staff work on. */
export const backOfficeSearchApi = defineEndpoints('backOfficeSearch', {
  search: {
    method: 'GET',
    path: '/BackOffice/Search',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Platform administrators: the first few organisations, orders, invoices, credit notes, leads and job applicants whose name, number, e-mail, GSTIN or PAN holds the search, with how many of each match.',
    query: backOfficeSearchQuerySchema,
    responses: { 200: backOfficeSearchResultSchema, ...errors },
  },
});
