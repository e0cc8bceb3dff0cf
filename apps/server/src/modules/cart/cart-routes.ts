import { cartSchema, cartUserParamsSchema, saveCartSchema } from '@prakar/shared/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '#src/plugins/authentication.ts';
import { errorResponses } from '#src/plugins/error-responses.ts';
import type { CartService } from './cart-service.ts';

const errors = errorResponses(400, 401, 403, 404, 415, 429, 500);
const tags = ['Transactions'];

/** `Transactions/UserCart`: the saved cart. A user reads and writes only their own cart. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.addHook('preValidation', requireUser);

  app.get(
    '/UserCart/getusercart/:userId',
    {
      schema: {
        tags,
        summary: 'The caller’s cart, priced from the catalogue.',
        params: cartUserParamsSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    (request) => cart.get(currentUser(request), request.params.userId),
  );

  app.post(
    '/UserCart/save',
    {
      schema: {
        tags,
        summary: 'Replace the caller’s cart, or merge lines into it (`merge: true`, at sign-in).',
        body: saveCartSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    (request) => cart.save(currentUser(request), request.body),
  );
};
