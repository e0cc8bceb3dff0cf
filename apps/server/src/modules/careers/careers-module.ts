import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { careersAdminRoutes } from './careers-admin-routes.ts';
import type { CareersAdminService } from './careers-admin-service.ts';
import {
  type CareersRoutesOptions,
  careerApplicationRoutes,
  careerOpeningsRoutes,
} from './careers-routes.ts';

/**
 * Careers: the openings (group Masters), applications to them (group Details), and the staff's
 * work on both (group BackOffice).
 */
export const careersModule: FastifyPluginAsyncZod<
  CareersRoutesOptions & { careersAdmin: CareersAdminService }
> = async (app, options) => {
  await app.register(careerOpeningsRoutes, options);
  await app.register(careersAdminRoutes, options);
  // Its own scope: the multipart parser is registered only where the résumé is uploaded.
  await app.register(careerApplicationRoutes, options);
};
