import { cartApi } from '@prakar/shared/api/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { CartService } from './cart-service.ts';

/** `Transactions/UserCart`: the saved cart. A user reads and writes only their own cart. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.addHook('preValidation', requireUser);

  route(app, cartApi.get, (request) => cart.get(currentUser(request), request.params.userId));

  route(app, cartApi.save, (request) => cart.save(currentUser(request), request.body));
};
