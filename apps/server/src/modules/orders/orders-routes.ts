import { ordersApi } from '@prakar/shared/api/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUser,
  originOf,
  requireCompleteProfile,
  requireUser,
} from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { OrdersService } from './orders-service.ts';

/** `Transactions/Order`: checkout. Every amount is computed here; the browser's are never read. */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  route(app, ordersApi.quote, (request) => orders.quote(request.body), {
    preValidation: requireUser,
  });

  route(
    app,
    ordersApi.create,
    async (request, reply) => {
      const { order, created } = await orders.create(
        currentUser(request),
        request.body,
        originOf(request),
      );
      if (!created) reply.code(200);
      return order;
    },
    { preValidation: requireCompleteProfile },
  );

  route(app, ordersApi.get, (request) => orders.get(currentUser(request), request.params.orderId), {
    preValidation: requireUser,
  });

  route(app, ordersApi.cancel, (request) =>
    orders.cancel(currentUser(request), request.params.orderId, originOf(request)),
  );
};
