import { ERROR_CODES } from '@prakar/shared/api-error';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '#src/http-error.ts';
import { bearerMatches, isLocalAndNotForwarded } from './metrics-access.ts';

export interface MetricsRoutesOptions {
  /** The exposition text and its content type. */
  scrape: () => Promise<string>;
  contentType: string;
  /** When set, the Bearer token a scraper must send; when unset, only this machine may read. */
  token: string | undefined;
}

/**
 * `GET /metrics` for Prometheus. It shows the server's internals, so it is not part of the API
 * (not in its description) and answers only this machine, or anyone with METRICS_TOKEN; to
 * everyone else it does not exist. Scrapes are not counted against the per-address limit.
 */
export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (
  app,
  { scrape, contentType, token },
) => {
  app.get(
    '/metrics',
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request, reply) => {
      if (token === undefined) {
        if (!isLocalAndNotForwarded(request)) return reply.callNotFound();
      } else if (!bearerMatches(request.headers.authorization, token)) {
        throw new HttpError(
          401,
          ERROR_CODES.unauthorized,
          'The metrics need the token of METRICS_TOKEN as Authorization: Bearer.',
          undefined,
          { 'www-authenticate': 'Bearer' },
        );
      }
      return reply.type(contentType).send(await scrape());
    },
  );
};
