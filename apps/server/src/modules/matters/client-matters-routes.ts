import { clientMattersApi } from '@prakar/shared/api/client-matters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { ClientMatters } from './client-matters.ts';

/** Group "Matters": the caller's organisation's advisory matters. */
export const clientMattersRoutes: FastifyPluginAsyncZod<{ clientMatters: ClientMatters }> = async (
  app,
  { clientMatters },
) => {
  route(app, clientMattersApi.list, (request) =>
    clientMatters.page(currentUser(request), request.query),
  );
  route(app, clientMattersApi.get, (request) =>
    clientMatters.detail(currentUser(request), request.params.id),
  );
};
