import {
  createOrderSchema,
  orderIdParamsSchema,
  orderSchema,
  priceBreakdownSchema,
  quoteRequestSchema,
} from '#src/orders.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 415, 429, 500);

/** `Transactions/Order`: checkout. Every amount is computed by the server, never the browser. */
export const ordersApi = defineEndpoints('orders', {
  quote: {
    method: 'POST',
    path: '/Transactions/Order/quote',
    tag: 'Transactions',
    summary: 'The price breakdown of cart items for a billing state: subtotal, GST, total.',
    body: quoteRequestSchema,
    responses: { 200: priceBreakdownSchema, ...errors },
  },
  create: {
    method: 'POST',
    path: '/Transactions/Order/createOrder',
    tag: 'Transactions',
    permission: 'purchase:org',
    summary:
      'Place an order. The same idempotency key with the same items and billing returns the same order.',
    body: createOrderSchema,
    responses: { 200: orderSchema, 201: orderSchema, ...errors, ...errorResponses(422) },
    // 200 when the idempotency key names an order already placed.
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/Transactions/Order/:orderId',
    tag: 'Transactions',
    summary: 'One order of the caller’s organisation.',
    params: orderIdParamsSchema,
    responses: { 200: orderSchema, ...errors },
  },
  cancel: {
    method: 'POST',
    path: '/Transactions/Order/:orderId/Cancel',
    tag: 'Transactions',
    permission: 'purchase:org',
    summary:
      'Cancel an unpaid order from the cart. A payment the gateway has already taken makes it paid instead (409).',
    params: orderIdParamsSchema,
    responses: { 200: orderSchema, ...errors },
  },
});
