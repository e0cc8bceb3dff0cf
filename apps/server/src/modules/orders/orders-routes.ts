import {
  createOrderSchema,
  orderIdParamsSchema,
  orderSchema,
  priceBreakdownSchema,
  quoteRequestSchema,
} from '@prakar/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUser,
  originOf,
  requireCompleteProfile,
  requirePermission,
  requireUser,
} from '#src/plugins/authentication.ts';
import { errorResponses } from '#src/plugins/error-responses.ts';
import type { OrdersService } from './orders-service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 415, 429, 500);
const tags = ['Transactions'];

/** `Transactions/Order`: checkout. Every amount is computed here; the browser's are never read. */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.post(
    '/Order/quote',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The price breakdown of cart items for a billing state: subtotal, GST, total.',
        body: quoteRequestSchema,
        response: { 200: priceBreakdownSchema, ...errors },
      },
    },
    (request) => orders.quote(request.body),
  );

  app.post(
    '/Order/createOrder',
    {
      preValidation: [requirePermission('purchase:org'), requireCompleteProfile],
      schema: {
        tags,
        summary:
          'Place an order. The same idempotency key with the same items and billing returns the same order.',
        body: createOrderSchema,
        response: { 200: orderSchema, 201: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { order, created } = await orders.create(
        currentUser(request),
        request.body,
        originOf(request),
      );
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/Order/:orderId',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'One order of the caller’s organisation.',
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    (request) => orders.get(currentUser(request), request.params.orderId),
  );
};
