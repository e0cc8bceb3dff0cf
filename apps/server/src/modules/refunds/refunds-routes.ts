import { refundsApi } from '@prakar/shared/api/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pdfRoute } from '#src/modules/billing-documents/pdf-route.ts';
import type { CreditNotesService } from '#src/modules/credit-notes/credit-notes-service.ts';
import { currentUser, originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { RefundsService } from './refunds-service.ts';

/** Back office: an order's refunds, refunding, trying again or withdrawing, and credit notes' PDFs. */
export const refundsRoutes: FastifyPluginAsyncZod<{
  refunds: RefundsService;
  creditNotes: CreditNotesService;
}> = async (app, { refunds, creditNotes }) => {
  route(app, refundsApi.list, (request) => refunds.list(request.params.reference));

  route(app, refundsApi.create, (request) =>
    refunds.create(currentUser(request), request.params.reference, request.body, originOf(request)),
  );

  route(app, refundsApi.preview, (request) =>
    refunds.preview(request.params.reference, request.body),
  );

  route(app, refundsApi.retry, (request) =>
    refunds.retry(
      currentUser(request),
      request.params.refundId,
      request.body.idempotencyKey,
      originOf(request),
    ),
  );

  route(app, refundsApi.withdraw, (request) =>
    refunds.withdraw(currentUser(request), request.params.refundId, originOf(request)),
  );

  pdfRoute(app, refundsApi.creditNotePdf, (request) =>
    creditNotes.forStaff(request.params.creditNoteId),
  );
};
