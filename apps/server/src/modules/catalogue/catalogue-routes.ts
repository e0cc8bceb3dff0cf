import { catalogueApi } from '@prakar/shared/api/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#src/db/client.ts';
import { currentUser, originOf, requirePermission } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import { type CatalogueService, updatePlan } from './catalogue-service.ts';

/** The products and plans shown on product pages and at checkout, and their administration. */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
  db: Database;
  now: () => Date;
}> = async (app, { catalogue, db, now }) => {
  route(app, catalogueApi.listProducts, {}, () => catalogue.listProducts());

  route(app, catalogueApi.getProduct, {}, (request) => catalogue.getProduct(request.params.code));

  route(
    app,
    catalogueApi.updatePlan,
    { preValidation: requirePermission('manage:all:platform') },
    (request) =>
      updatePlan(
        { db, now, catalogue },
        currentUser(request),
        request.params.code,
        request.body,
        originOf(request),
      ),
  );
};
