import { paymentsApi } from '@prakar/shared/api/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendInvoice } from '#src/modules/invoices/send-invoice.ts';
import { currentUser, originOf, requirePermission } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import { createPaymentLink, type PaymentLinkDeps } from './payment-links.ts';
import type { PaymentsService } from './payments-service.ts';

/** Public calls that may reach the gateway are limited per address. */
const PUBLIC_PAYMENT_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
const publicPayment = { config: { rateLimit: PUBLIC_PAYMENT_LIMIT } };

/** Starting payments, the public status page's calls, and payment links. */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  linkDeps: PaymentLinkDeps;
}> = async (app, { payments, linkDeps }) => {
  route(app, paymentsApi.start, { preValidation: requirePermission('purchase:org') }, (request) =>
    payments.start(currentUser(request), request.body.orderId),
  );

  route(app, paymentsApi.startLink, publicPayment, (request) =>
    payments.startLink(request.body.reference),
  );

  route(app, paymentsApi.status, publicPayment, (request) =>
    payments.status(request.params.reference),
  );

  route(app, paymentsApi.invoice, publicPayment, async (request, reply) =>
    sendInvoice(reply, await payments.invoiceByReference(request.params.reference)),
  );

  route(
    app,
    paymentsApi.createLink,
    { preValidation: requirePermission('manage:all:platform') },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createPaymentLink(linkDeps, currentUser(request), request.body, originOf(request)),
        ),
  );
};
