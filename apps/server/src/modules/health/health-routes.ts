import { apiErrorSchema } from '@prakar/shared/api-error';
import { healthSchema, readinessSchema } from '@prakar/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '#src/http-error.ts';

export interface HealthRoutesOptions {
  /** Resolves when the database answers. */
  ping: () => Promise<void>;
}

/** Probes for the hosting platform; exempt from rate limits because they poll often. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { ping }) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false, signIn: 'none' },
      schema: {
        tags: ['Health'],
        summary: 'The process is up (does not touch the database).',
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { rateLimit: false, signIn: 'none' },
      schema: {
        tags: ['Health'],
        summary: 'The database answers, so the server can take traffic.',
        response: { 200: readinessSchema, 503: apiErrorSchema },
      },
    },
    async (request) => {
      try {
        await ping();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw serviceUnavailable('The service is starting or its database is unavailable.');
      }
      return { status: 'ready' as const };
    },
  );
};
