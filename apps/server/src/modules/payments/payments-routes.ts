import {
  checkoutRedirectSchema,
  createPaymentLinkSchema,
  paymentLinkSchema,
  paymentStatusSchema,
  referenceParamsSchema,
  startLinkPaymentSchema,
  startPaymentSchema,
} from '@prakar/shared/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendInvoice } from '#src/modules/invoices/send-invoice.ts';
import { currentUser, originOf, requirePermission } from '#src/plugins/authentication.ts';
import { errorResponses } from '#src/plugins/error-responses.ts';
import { createPaymentLink, type PaymentLinkDeps } from './payment-links.ts';
import type { PaymentsService } from './payments-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 415, 429, 500, 503);
const tags = ['Transactions'];

/** Public calls that may reach the gateway are limited per address. */
const PUBLIC_PAYMENT_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const pdfResponse = {
  description: 'The GST tax invoice as issued.',
  content: { 'application/pdf': { schema: z.string() } },
};

/** Starting payments, the public status page's calls, and payment links. */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  linkDeps: PaymentLinkDeps;
}> = async (app, { payments, linkDeps }) => {
  app.post(
    '/Payment/start',
    {
      preValidation: requirePermission('purchase:org'),
      schema: {
        tags,
        summary: 'Start paying an order: the fields to POST to the gateway’s hosted checkout.',
        body: startPaymentSchema,
        response: { 200: checkoutRedirectSchema, ...errors },
      },
    },
    (request) => payments.start(currentUser(request), request.body.orderId),
  );

  app.post(
    '/Payment/link/start',
    {
      config: { rateLimit: PUBLIC_PAYMENT_LIMIT, signIn: 'none' },
      schema: {
        tags,
        summary: 'Start paying a payment link (no sign-in needed).',
        body: startLinkPaymentSchema,
        response: { 200: checkoutRedirectSchema, ...errors },
      },
    },
    (request) => payments.startLink(request.body.reference),
  );

  app.get(
    '/Payment/status/:reference',
    {
      config: { rateLimit: PUBLIC_PAYMENT_LIMIT, signIn: 'none' },
      schema: {
        tags,
        summary: 'Whether a payment went through; asks the gateway when it is not yet known.',
        params: referenceParamsSchema,
        response: { 200: paymentStatusSchema, ...errors },
      },
    },
    (request) => payments.status(request.params.reference),
  );

  app.get(
    '/Payment/status/:reference/invoice',
    {
      config: { rateLimit: PUBLIC_PAYMENT_LIMIT, signIn: 'none' },
      schema: {
        tags,
        summary: 'The tax invoice of a paid order, for the holder of its reference.',
        params: referenceParamsSchema,
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) =>
      sendInvoice(reply, await payments.invoiceByReference(request.params.reference)),
  );

  app.post(
    '/PaymentLinks',
    {
      preValidation: requirePermission('manage:all:platform'),
      schema: {
        tags,
        summary: 'Platform administrators: e-mail a client a link to pay an advisory fee.',
        body: createPaymentLinkSchema,
        response: { 201: paymentLinkSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createPaymentLink(linkDeps, currentUser(request), request.body, originOf(request)),
        ),
  );
};
