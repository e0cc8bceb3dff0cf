import { apiErrorSchema } from '@prakar/shared/api-error';
import { cartSchema, cartUserParamsSchema, saveCartSchema } from '@prakar/shared/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/authentication.ts';
import type { CartService } from './cart-service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
  500: apiErrorSchema,
};
const tags = ['Transactions'];

/** Spec §7: `Transactions/UserCart`. A user reads and writes only their own cart. */
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
