import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type CareersRoutesOptions,
  careerApplicationRoutes,
  careerOpeningsRoutes,
} from './careers-routes.ts';

/** Careers: the openings (group Masters) and applications to them (group Details). */
export const careersModule: FastifyPluginAsyncZod<CareersRoutesOptions> = async (app, options) => {
  await app.register(careerOpeningsRoutes, options);
  // Its own scope: the multipart parser is registered only where the résumé is uploaded.
  await app.register(careerApplicationRoutes, options);
};
