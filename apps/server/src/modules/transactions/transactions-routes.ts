import { transactionsApi } from '@prakar/shared/api/transactions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '#src/csv/csv.ts';
import { pdfRoute } from '#src/modules/billing-documents/pdf-route.ts';
import type { CreditNotesService } from '#src/modules/credit-notes/credit-notes-service.ts';
import { invoiceFile } from '#src/modules/invoices/invoice-mail.ts';
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

  pdfRoute(
    app,
    transactionsApi.invoicePdf,
    async (request) =>
      invoiceFile(await transactions.invoice(currentUser(request), request.params.invoiceId)),
    completeProfile,
  );

  pdfRoute(
    app,
    transactionsApi.creditNotePdf,
    (request) => creditNotes.forCustomer(currentUser(request), request.params.creditNoteId),
    completeProfile,
  );
};
