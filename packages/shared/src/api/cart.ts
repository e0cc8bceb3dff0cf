import { cartSchema, cartUserParamsSchema, saveCartSchema } from '#src/cart.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 415, 429, 500);

/** `Transactions/UserCart`: the saved cart. A user reads and writes only their own cart. */
export const cartApi = defineEndpoints('cart', {
  get: {
    method: 'GET',
    path: '/Transactions/UserCart/getusercart/:userId',
    tag: 'Transactions',
    summary: 'The caller’s cart, priced from the catalogue.',
    params: cartUserParamsSchema,
    responses: { 200: cartSchema, ...errors },
  },
  save: {
    method: 'POST',
    path: '/Transactions/UserCart/save',
    tag: 'Transactions',
    summary: 'Replace the caller’s cart, or merge lines into it (`merge: true`, at sign-in).',
    body: saveCartSchema,
    responses: { 200: cartSchema, ...errors },
  },
});
