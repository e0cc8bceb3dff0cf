import { STAFF_PERMISSION } from '#src/permissions.ts';
import {
  gstr1CsvQuerySchema,
  gstr1QuerySchema,
  salesDashboardSchema,
  salesQuerySchema,
  salesTrendSchema,
} from '#src/sales.ts';
import { defineEndpoints, errorResponses, fileResponse } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 500);

/**
 * API group "BackOffice", platform administrators only: what the firm sold in a period, and the
 * month's GSTR-1 data for its own sales as the offline tool imports it.
 */
export const salesApi = defineEndpoints('sales', {
  dashboard: {
    method: 'GET',
    path: '/BackOffice/Sales',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Sales of a month, or of the financial quarter or year it falls in: invoices (gross), credit notes (refunds) and net, by product and plan and new against renewals, and unpaid orders.',
    query: salesQuerySchema,
    responses: { 200: salesDashboardSchema, ...errors },
  },
  trend: {
    method: 'GET',
    path: '/BackOffice/Sales/Trend',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Each of the last twelve months in IST, ending with this one: invoices and credit notes issued, and gross, refunded and net taxable value.',
    responses: { 200: salesTrendSchema, ...errors },
  },
  gstr1Json: {
    method: 'GET',
    path: '/BackOffice/Gstr1/Json',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      "The month's GSTR-1 data as the upload file of GSTN's Returns Offline Tool: the invoices issued in it less its credit notes.",
    query: gstr1QuerySchema,
    responses: {
      200: fileResponse('application/json', 'The offline tool’s JSON (schema GST3.2.4).'),
      ...errors,
    },
  },
  gstr1Csv: {
    method: 'GET',
    path: '/BackOffice/Gstr1/Csv',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: "One section of the month's GSTR-1 data as the offline tool's CSV template.",
    query: gstr1CsvQuerySchema,
    responses: { 200: fileResponse('text/csv', 'A CSV file in the tool’s columns.'), ...errors },
  },
});
