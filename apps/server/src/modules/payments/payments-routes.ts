import { paymentsApi } from '@prakar/shared/api/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pdfRoute } from '#src/modules/billing-documents/pdf-route.ts';
import { invoiceFile } from '#src/modules/invoices/invoice-mail.ts';
import { currentUser, originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import {
  cancelPaymentLink,
  createPaymentLink,
  type PaymentLinkDeps,
  resendPaymentLink,
} from './payment-links.ts';
import type { PaymentsService } from './payments-service.ts';

/** Public calls that may reach the gateway are limited per address. */
const PUBLIC_PAYMENT_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
const publicPayment = { config: { rateLimit: PUBLIC_PAYMENT_LIMIT } };

/** Starting payments, the public status page's calls, and payment links. */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  linkDeps: PaymentLinkDeps;
}> = async (app, { payments, linkDeps }) => {
  route(app, paymentsApi.start, (request) =>
    payments.start(currentUser(request), request.body.orderId),
  );

  route(
    app,
    paymentsApi.startLink,
    (request) => payments.startLink(request.body.reference),
    publicPayment,
  );

  route(
    app,
    paymentsApi.status,
    (request) => payments.status(request.params.reference),
    publicPayment,
  );

  pdfRoute(
    app,
    paymentsApi.invoice,
    async (request) => invoiceFile(await payments.invoiceByReference(request.params.reference)),
    publicPayment,
  );

  route(app, paymentsApi.resendLink, (request) =>
    resendPaymentLink(linkDeps, currentUser(request), request.params.reference, originOf(request)),
  );
  route(app, paymentsApi.cancelLink, (request) =>
    cancelPaymentLink(linkDeps, currentUser(request), request.params.reference, originOf(request)),
  );

  route(app, paymentsApi.createLink, (request) =>
    createPaymentLink(linkDeps, currentUser(request), request.body, originOf(request)),
  );
};
