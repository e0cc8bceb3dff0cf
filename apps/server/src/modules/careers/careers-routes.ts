import multipart from '@fastify/multipart';
import { careersApi } from '@prakar/shared/api/careers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import { APPLICATION_FORM_LIMITS, readApplicationForm } from './application-form.ts';
import type { CareersService } from './careers-service.ts';

export interface CareersRoutesOptions {
  careers: CareersService;
}

/** Per IP: a person applies for a few roles at most; each request carries up to 5 MB. */
export const APPLICATION_RATE_LIMIT = { max: 5, timeWindow: '1 hour' } as const;

/** API group "Masters": the openings on the careers page. */
export const careerOpeningsRoutes: FastifyPluginAsyncZod<CareersRoutesOptions> = async (
  app,
  { careers },
) => {
  route(app, careersApi.openings, () => careers.listOpenings());
};

/**
 * API group "Details": job applications. Multipart parsing is registered in this scope only, so no
 * other route accepts uploads.
 */
export const careerApplicationRoutes: FastifyPluginAsyncZod<CareersRoutesOptions> = async (
  app,
  { careers },
) => {
  await app.register(multipart, { limits: APPLICATION_FORM_LIMITS, throwFileSizeLimit: false });

  route(
    app,
    careersApi.apply,
    async (request) => {
      const form = await readApplicationForm(request);
      const receipt = await careers.apply(form, originOf(request));
      request.log.info({ applicationId: receipt.id }, 'job application received');
      return receipt;
    },
    { config: { rateLimit: APPLICATION_RATE_LIMIT } },
  );
};
