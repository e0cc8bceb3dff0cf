import { apiErrorSchema } from '#src/api-error.ts';
import { healthSchema, readinessSchema } from '#src/health.ts';
import { defineEndpoints } from './endpoint.ts';

/** Probes for the hosting platform, outside the API groups and open to anyone. */
export const healthApi = defineEndpoints('health', {
  live: {
    method: 'GET',
    path: '/health',
    tag: 'Health',
    signIn: 'none',
    summary: 'The process is up (does not touch the database).',
    responses: { 200: healthSchema },
  },
  ready: {
    method: 'GET',
    path: '/ready',
    tag: 'Health',
    signIn: 'none',
    summary: 'The database answers, so the server can take traffic.',
    responses: { 200: readinessSchema, 503: apiErrorSchema },
  },
});
