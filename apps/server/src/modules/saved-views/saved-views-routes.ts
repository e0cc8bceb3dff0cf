import { savedViewsApi } from '@prakar/shared/api/saved-views';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { SavedViewsService } from './saved-views-service.ts';

/** API group "BackOffice": a staff member's own saved views. */
export const savedViewsRoutes: FastifyPluginAsyncZod<{ savedViews: SavedViewsService }> = async (
  app,
  { savedViews },
) => {
  const me = (request: Parameters<typeof currentUser>[0]) => currentUser(request).account.id;
  route(app, savedViewsApi.list, async (request) => ({
    views: await savedViews.list(me(request), request.query.list),
  }));
  route(app, savedViewsApi.create, (request) => savedViews.create(me(request), request.body));
  route(app, savedViewsApi.remove, (request) => savedViews.remove(me(request), request.params.id));
};
