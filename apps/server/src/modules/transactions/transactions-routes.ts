import { transactionsApi } from '@prakar/shared/api/transactions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '#src/csv/csv.ts';
import { sendPdf } from '#src/modules/billing-documents/send-pdf.ts';
import type { CreditNotesService } from '#src/modules/credit-notes/credit-notes-service.ts';
import { sendInvoice } from '#src/modules/invoices/send-invoice.ts';
import { currentUser, requireCompleteProfile } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import { transactionsCsv, transactionsFilename } from './transactions-export.ts';
import type { TransactionsService } from './transactions-service.ts';

/** Transaction History: needs "view transactions" and a complete profile. */
export const transactionsRoutes: FastifyPluginAsyncZod<{
  transactions: TransactionsService;
  creditNotes: CreditNotesService;
  now: () => Date;
}> = async (app, { transactions, creditNotes, now }) => {
  const completeProfile = { preValidation: requireCompleteProfile };

  route(
    app,
    transactionsApi.list,
    (request) => transactions.list(currentUser(request), request.query),
    completeProfile,
  );

  route(
    app,
    transactionsApi.exportCsv,
    async (request, reply) => {
      const batches = transactions.all(currentUser(request), request.body);
      return sendCsv(reply, transactionsFilename(now()), transactionsCsv(batches));
    },
    completeProfile,
  );

  route(
    app,
    transactionsApi.invoicePdf,
    async (request, reply) =>
      sendInvoice(
        reply,
        await transactions.invoice(currentUser(request), request.params.invoiceId),
      ),
    completeProfile,
  );

  route(
    app,
    transactionsApi.creditNotePdf,
    async (request, reply) =>
      sendPdf(
        reply,
        await creditNotes.forCustomer(currentUser(request), request.params.creditNoteId),
      ),
    completeProfile,
  );
};
