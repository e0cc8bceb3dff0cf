import { refundsApi } from '@prakar/shared/api/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CreditNotesService } from '#src/modules/credit-notes/credit-notes-service.ts';
import { sendPdf } from '#src/modules/invoices/send-invoice.ts';
import {
  currentUser,
  originOf,
  requirePermission,
  requireStaffInPerson,
} from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { RefundsService } from './refunds-service.ts';

const staffOnly = { preValidation: requirePermission('manage:all:platform') };
const staffInPerson = { preValidation: requireStaffInPerson };

/** Back office: an order's refunds, refunding, trying again or withdrawing, and credit notes' PDFs. */
export const refundsRoutes: FastifyPluginAsyncZod<{
  refunds: RefundsService;
  creditNotes: CreditNotesService;
}> = async (app, { refunds, creditNotes }) => {
  route(app, refundsApi.list, (request) => refunds.list(request.params.reference), staffOnly);

  route(
    app,
    refundsApi.create,
    (request) =>
      refunds.create(
        currentUser(request),
        request.params.reference,
        request.body,
        originOf(request),
      ),
    staffInPerson,
  );

  route(
    app,
    refundsApi.preview,
    (request) => refunds.preview(request.params.reference, request.body),
    staffInPerson,
  );

  route(
    app,
    refundsApi.retry,
    (request) =>
      refunds.retry(
        currentUser(request),
        request.params.refundId,
        request.body.idempotencyKey,
        originOf(request),
      ),
    staffInPerson,
  );

  route(
    app,
    refundsApi.withdraw,
    (request) => refunds.withdraw(currentUser(request), request.params.refundId, originOf(request)),
    staffOnly,
  );

  route(
    app,
    refundsApi.creditNotePdf,
    async (request, reply) =>
      sendPdf(reply, await creditNotes.forStaff(request.params.creditNoteId)),
    staffOnly,
  );
};
