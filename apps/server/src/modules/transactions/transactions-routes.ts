import {
  invoiceParamsSchema,
  transactionExportSchema,
  transactionListSchema,
  transactionQuerySchema,
} from '@prakar/shared/transactions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendInvoice } from '#src/modules/invoices/send-invoice.ts';
import {
  currentUser,
  requireCompleteProfile,
  requirePermission,
} from '#src/plugins/authentication.ts';
import { errorResponses } from '#src/plugins/error-responses.ts';
import { transactionsCsv, transactionsFilename } from './transactions-export.ts';
import type { TransactionsService } from './transactions-service.ts';

const errors = errorResponses(400, 401, 403, 404, 415, 429, 500);
const tags = ['Transactions'];

/** Transaction History: needs "view transactions" and a complete profile. */
export const transactionsRoutes: FastifyPluginAsyncZod<{
  transactions: TransactionsService;
  now: () => Date;
}> = async (app, { transactions, now }) => {
  app.addHook('preValidation', requirePermission('view:transactions:org'));
  app.addHook('preValidation', requireCompleteProfile);

  app.get(
    '/Orders',
    {
      schema: {
        tags,
        summary: 'One page of orders with their payments and invoices, newest first.',
        querystring: transactionQuerySchema,
        response: { 200: transactionListSchema, ...errors },
      },
    },
    (request) => transactions.list(currentUser(request), request.query),
  );

  app.post(
    '/Orders/Export',
    {
      schema: {
        tags,
        summary: 'The orders matching the filters as a CSV file (times in IST, amounts in rupees).',
        body: transactionExportSchema,
        response: {
          200: { description: 'A CSV file.', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const rows = await transactions.all(currentUser(request), request.body);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${transactionsFilename(now())}"`)
        .header('cache-control', 'no-store')
        .send(transactionsCsv(rows));
    },
  );

  app.get(
    '/Invoices/:invoiceId/pdf',
    {
      schema: {
        tags,
        summary: 'A GST tax invoice as issued (PDF).',
        params: invoiceParamsSchema,
        response: {
          200: {
            description: 'The invoice.',
            content: { 'application/pdf': { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) =>
      sendInvoice(
        reply,
        await transactions.invoice(currentUser(request), request.params.invoiceId),
      ),
  );
};
