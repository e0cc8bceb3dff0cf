import {
  backOfficeOrderExportSchema,
  backOfficeOrderListSchema,
  backOfficeOrderQuerySchema,
  backOfficeOrderSchema,
  invoiceResentSchema,
  ORDER_EXPORT_ROW_LIMIT,
  orderReferenceParamsSchema,
} from '#src/back-office-orders.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { timelineQuerySchema, timelineSchema } from '#src/timeline.ts';
import { defineEndpoints, errorResponses, fileResponse } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 429, 500);

/** API group "BackOffice": every organisation's orders, for the firm's staff. */
export const backOfficeOrdersApi = defineEndpoints('backOfficeOrders', {
  list: {
    method: 'GET',
    path: '/BackOffice/Orders',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Platform administrators: one page of every organisation’s orders, searched, filtered and sorted (newest first unless asked).',
    query: backOfficeOrderQuerySchema,
    responses: { 200: backOfficeOrderListSchema, ...errors },
  },
  export: {
    method: 'GET',
    path: '/BackOffice/Orders/Export',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: `Platform administrators: the orders the same filters find, in the same order, as CSV with the list's columns (at most ${ORDER_EXPORT_ROW_LIMIT.toLocaleString('en-IN')} orders; times in IST, amounts in rupees).`,
    query: backOfficeOrderExportSchema,
    responses: { 200: fileResponse('text/csv', 'A CSV file.'), ...errors },
  },
  get: {
    method: 'GET',
    path: '/BackOffice/Orders/:reference',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Platform administrators: one order with its lines, payments, invoice, refunds, credit notes and organisation.',
    params: orderReferenceParamsSchema,
    responses: { 200: backOfficeOrderSchema, ...errors },
  },
  timeline: {
    method: 'GET',
    path: '/BackOffice/Orders/:reference/Timeline',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Platform administrators: what happened to the order, newest first (placed, payments, invoice, refunds, credit notes), who did it and when.',
    params: orderReferenceParamsSchema,
    query: timelineQuerySchema,
    responses: { 200: timelineSchema, ...errors },
  },
  resendInvoice: {
    method: 'POST',
    path: '/BackOffice/Orders/:reference/Invoice/Resend',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Platform administrators: e-mail the order’s tax invoice to the buyer again.',
    params: orderReferenceParamsSchema,
    responses: { 202: invoiceResentSchema, ...errors },
  },
});
