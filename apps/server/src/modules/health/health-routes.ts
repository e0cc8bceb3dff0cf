import { healthApi } from '@prakar/shared/api/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '#src/http-error.ts';
import { route } from '#src/plugins/endpoint-route.ts';

export interface HealthRoutesOptions {
  /** Resolves when the database answers. */
  ping: () => Promise<void>;
}

/** Probes for the hosting platform; exempt from rate limits because they poll often. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { ping }) => {
  const unlimited = { config: { rateLimit: false } } as const;

  route(app, healthApi.live, unlimited, async () => ({ status: 'ok' as const }));

  route(app, healthApi.ready, unlimited, async (request) => {
    try {
      await ping();
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      throw serviceUnavailable('The service is starting or its database is unavailable.');
    }
    return { status: 'ready' as const };
  });
};
