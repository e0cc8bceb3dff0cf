import { transactionsApi } from '@prakar/shared/api/transactions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '#src/modules/audit/csv.ts';
import type { CreditNotesService } from '#src/modules/credit-notes/credit-notes-service.ts';
import { sendInvoice, sendPdf } from '#src/modules/invoices/send-invoice.ts';
import {
  currentUser,
  requireCompleteProfile,
  requirePermission,
} from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import { transactionsCsv, transactionsFilename } from './transactions-export.ts';
import type { TransactionsService } from './transactions-service.ts';

/** Transaction History: needs "view transactions" and a complete profile. */
export const transactionsRoutes: FastifyPluginAsyncZod<{
  transactions: TransactionsService;
  creditNotes: CreditNotesService;
  now: () => Date;
}> = async (app, { transactions, creditNotes, now }) => {
  app.addHook('preValidation', requirePermission('view:transactions:org'));
  app.addHook('preValidation', requireCompleteProfile);

  route(app, transactionsApi.list, (request) =>
    transactions.list(currentUser(request), request.query),
  );

  route(app, transactionsApi.exportCsv, async (request, reply) => {
    const batches = transactions.all(currentUser(request), request.body);
    return sendCsv(reply, transactionsFilename(now()), transactionsCsv(batches));
  });

  route(app, transactionsApi.invoicePdf, async (request, reply) =>
    sendInvoice(reply, await transactions.invoice(currentUser(request), request.params.invoiceId)),
  );

  route(app, transactionsApi.creditNotePdf, async (request, reply) =>
    sendPdf(
      reply,
      await creditNotes.forCustomer(currentUser(request), request.params.creditNoteId),
    ),
  );
};
