import { ordersApi } from '@prakar/shared/api/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUser,
  originOf,
  requireCompleteProfile,
  requirePermission,
  requireUser,
} from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { OrdersService } from './orders-service.ts';

/** `Transactions/Order`: checkout. Every amount is computed here; the browser's are never read. */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  route(app, ordersApi.quote, { preValidation: requireUser }, (request) =>
    orders.quote(request.body),
  );

  route(
    app,
    ordersApi.create,
    { preValidation: [requirePermission('purchase:org'), requireCompleteProfile] },
    async (request, reply) => {
      const { order, created } = await orders.create(
        currentUser(request),
        request.body,
        originOf(request),
      );
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  route(app, ordersApi.get, { preValidation: requireUser }, (request) =>
    orders.get(currentUser(request), request.params.orderId),
  );

  route(app, ordersApi.cancel, { preValidation: requirePermission('purchase:org') }, (request) =>
    orders.cancel(currentUser(request), request.params.orderId, originOf(request)),
  );
};
