import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type GatewayContext, gatewayRoute, sameSecret } from './gateway-context.ts';
import { badRequest, invalidKey } from './gateway-errors.ts';

const MAX_NOTES = 15;

const notesSchema = z
  .record(
    z.string().max(256, { error: 'A notes key may not be greater than 256 characters.' }),
    z.string({ error: 'Notes values must be strings.' }).max(256, {
      error: 'A notes value may not be greater than 256 characters.',
    }),
    { error: 'The notes field must be an object of strings.' },
  )
  .refine((notes) => Object.keys(notes).length <= MAX_NOTES, {
    error: `Number of notes fields cannot be more than ${MAX_NOTES}`,
  })
  .optional();

const receiptSchema = z
  .string({ error: 'The receipt must be a string.' })
  .max(40, { error: 'The receipt may not be greater than 40 characters.' })
  .optional();

/** Razorpay's rules for a new order, with Razorpay's wording. */
const orderInputSchema = z.object({
  amount: z
    .number({ error: 'The amount field is required and must be a number of paise.' })
    .int({ error: 'The amount must be an integer.' })
    .min(100, { error: 'Order amount less than minimum amount allowed' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'The amount is too large.' }),
  currency: z.literal('INR', { error: 'Currency is not supported' }),
  receipt: receiptSchema,
  notes: notesSchema,
});

/** Razorpay's rules for a refund; the amount defaults to what is left of the payment. */
const refundInputSchema = z.object({
  amount: z
    .number({ error: 'The amount must be a number of paise.' })
    .int({ error: 'The amount must be an integer.' })
    .positive({ error: 'The amount must be at least INR 1.00.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'The amount is too large.' })
    .optional(),
  speed: z
    .enum(['normal', 'optimum'], { error: 'The selected speed is invalid.' })
    .default('normal'),
  receipt: receiptSchema,
  notes: notesSchema,
});

/** The body checked against `schema`, or Razorpay's error naming the first field at fault. */
function parseBody<T>(schema: z.ZodType<T, unknown>, body: unknown): T {
  const parsed = schema.safeParse(typeof body === 'object' && body !== null ? body : {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
  throw badRequest(issue?.message ?? 'The request is not valid.', field);
}

/** HTTP Basic with the key id as user and the key secret as password, as Razorpay's API takes. */
function authenticated(request: FastifyRequest, keyId: string, keySecret: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const idOk = sameSecret(decoded.slice(0, colon), keyId);
  const secretOk = sameSecret(decoded.slice(colon + 1), keySecret);
  return idOk && secretOk;
}

interface IdParams {
  id: string;
}

/** The server-to-server API: orders, payments and refunds, behind the merchant's key. */
export const restRoutes: FastifyPluginAsync<GatewayContext> = async (app, context) => {
  const { state } = context;

  app.addHook('onRequest', async (request) => {
    if (!authenticated(request, context.keyId, context.keySecret)) throw invalidKey();
  });
  await app.register(refundRoutes, context);

  app.post('/v1/orders', gatewayRoute(), async (request) => {
    const input = parseBody(orderInputSchema, request.body);
    return state.createOrder({
      amount: input.amount,
      currency: input.currency,
      receipt: input.receipt ?? null,
      notes: input.notes ?? {},
    });
  });

  app.get<{ Params: IdParams }>('/v1/orders/:id', gatewayRoute(), async (request) =>
    state.order(request.params.id),
  );

  app.get<{ Params: IdParams }>('/v1/orders/:id/payments', gatewayRoute(), async (request) => {
    const items = await state.orderPayments(request.params.id);
    return { entity: 'collection', count: items.length, items };
  });

  app.get<{ Params: IdParams }>('/v1/payments/:id', gatewayRoute(), async (request) =>
    state.payment(request.params.id),
  );
};

/** Refunds of captured payments: made, read one by one and listed by payment. */
export const refundRoutes: FastifyPluginAsync<GatewayContext> = async (app, context) => {
  app.post<{ Params: IdParams }>('/v1/payments/:id/refund', gatewayRoute(), async (request) => {
    const input = parseBody(refundInputSchema, request.body);
    return context.refunder.refund(request.params.id, {
      amount: input.amount,
      speed: input.speed,
      receipt: input.receipt ?? null,
      notes: input.notes ?? {},
    });
  });

  app.get<{ Params: IdParams }>('/v1/payments/:id/refunds', gatewayRoute(), async (request) => {
    const items = await context.state.paymentRefunds(request.params.id);
    return { entity: 'collection', count: items.length, items };
  });

  app.get<{ Params: IdParams }>('/v1/refunds/:id', gatewayRoute(), async (request) =>
    context.state.refund(request.params.id),
  );
};
