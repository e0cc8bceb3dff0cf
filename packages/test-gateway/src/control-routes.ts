import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type GatewayContext, gatewayRoute } from './gateway-context.ts';
import { badRequest } from './gateway-errors.ts';
import { standardAttempt } from './test-instruments.ts';

const policySchema = z.strictObject({
  mode: z.enum(['immediate', 'hold', 'drop']),
  copies: z.number().int().min(1).max(5).default(1),
  reverse: z.boolean().default(false),
  delayMs: z.number().int().min(0).max(60_000).default(0),
});

const paySchema = z.strictObject({
  method: z.enum(['card', 'wallet', 'upi']),
  outcome: z.enum(['success', 'failure']),
});

/** How many of the next refunds fail (0 stops it). */
const failNextSchema = z.strictObject({
  count: z.number().int().min(0).max(100).default(1),
  /** Only this payment's refunds (`pay_…`); without it, whichever refunds come next. */
  paymentId: z.string().min(1).optional(),
});

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * Only a test on this machine: the socket's own address (not `request.ip`, which trusted proxies
 * can change) must be loopback, and nothing may have forwarded the request here.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

function parse<T>(schema: z.ZodType<T, unknown>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  throw badRequest(`${field ? `${field}: ` : ''}${issue?.message ?? 'Invalid input'}`, field);
}

/**
 * Levers for tests: how webhooks behave, paying an order without a browser, failing the next
 * refunds, and what was
 * delivered. To anyone else the routes do not exist.
 */
export const controlRoutes: FastifyPluginAsync<GatewayContext> = async (app, context) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalRequest(request)) return reply.callNotFound();
  });

  app.post('/webhooks', gatewayRoute(), async (request) => {
    context.webhooks.setPolicy(parse(policySchema, request.body));
    return context.webhooks.policy();
  });

  app.post('/webhooks/flush', gatewayRoute(), async () => context.webhooks.flush());

  app.get('/webhooks/log', gatewayRoute(), async () => context.webhooks.log());

  app.post('/refunds/fail-next', gatewayRoute(), async (request) => {
    const { count, paymentId } = parse(failNextSchema, request.body);
    return { failing: context.refunder.failNext(count, paymentId) };
  });

  app.post<{ Params: { id: string } }>('/orders/:id/pay', gatewayRoute(), async (request) => {
    const { method, outcome } = parse(paySchema, request.body);
    return context.settle(request.params.id, standardAttempt(method, outcome), {
      email: null,
      contact: null,
      description: null,
      notes: {},
    });
  });
};
