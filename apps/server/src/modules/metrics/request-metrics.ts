import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The label of requests no route of the server answered, so any address counts as one. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every response by route pattern (`/api/Masters/Products/:code`, never the address asked
 * for, which would make one series per product code or per scanner's guess).
 */
export function timeRequests(app: FastifyInstance, registry: Registry): void {
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its response, by route pattern.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });
}
