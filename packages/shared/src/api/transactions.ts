import { creditNoteParamsSchema } from '#src/refunds.ts';
import {
  invoiceParamsSchema,
  transactionExportSchema,
  transactionListSchema,
  transactionQuerySchema,
} from '#src/transactions.ts';
import { defineEndpoints, errorResponses, fileResponse } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 415, 429, 500);

/** API group "Transactions": the order history, its CSV export, the invoices' and credit notes' PDFs. */
export const transactionsApi = defineEndpoints('transactions', {
  list: {
    method: 'GET',
    path: '/Transactions/Orders',
    tag: 'Transactions',
    permission: 'view:transactions:org',
    summary: 'One page of orders with their payments and invoices, newest first.',
    query: transactionQuerySchema,
    responses: { 200: transactionListSchema, ...errors },
  },
  exportCsv: {
    method: 'POST',
    path: '/Transactions/Orders/Export',
    tag: 'Transactions',
    permission: 'view:transactions:org',
    summary: 'The orders matching the filters as a CSV file (times in IST, amounts in rupees).',
    body: transactionExportSchema,
    responses: { 200: fileResponse('text/csv', 'A CSV file.'), ...errors },
  },
  invoicePdf: {
    method: 'GET',
    path: '/Transactions/Invoices/:invoiceId/pdf',
    tag: 'Transactions',
    permission: 'view:transactions:org',
    summary: 'A GST tax invoice as issued (PDF).',
    params: invoiceParamsSchema,
    responses: { 200: fileResponse('application/pdf', 'The invoice.'), ...errors },
  },
  creditNotePdf: {
    method: 'GET',
    path: '/Transactions/CreditNotes/:creditNoteId/pdf',
    tag: 'Transactions',
    permission: 'view:transactions:org',
    summary: 'A GST credit note of a refunded order, as issued (PDF).',
    params: creditNoteParamsSchema,
    responses: { 200: fileResponse('application/pdf', 'The credit note.'), ...errors },
  },
});
