import { backOfficeSearchApi } from '@prakar/shared/api/back-office-search';
import { STAFF_PERMISSION } from '@prakar/shared/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { BackOfficeSearch } from './back-office-search-service.ts';

/** The back office's one search box: the firm's staff only. */
export const backOfficeSearchRoutes: FastifyPluginAsyncZod<{ search: BackOfficeSearch }> = async (
  app,
  { search },
) => {
  app.addHook('preValidation', requirePermission(STAFF_PERMISSION));
  route(app, backOfficeSearchApi.search, (request) => search.search(request.query.q));
};
