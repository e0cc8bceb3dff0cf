import { backOfficeSearchApi } from '@prakar/shared/api/back-office-search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '#src/plugins/endpoint-route.ts';
import type { BackOfficeSearch } from './back-office-search-service.ts';

/** The back office's one search box: the firm's staff only. */
export const backOfficeSearchRoutes: FastifyPluginAsyncZod<{ search: BackOfficeSearch }> = async (
  app,
  { search },
) => {
  route(app, backOfficeSearchApi.search, (request) => search.search(request.query.q));
};
