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
  // Reads answer from this server's copy of the catalogue: counting them against the per-address
  // limit, in Redis, would cost more than the answer it guards.
  const fromMemory = { config: { rateLimit: false } } as const;

  route(app, catalogueApi.listProducts, fromMemory, () => catalogue.listProducts());

  route(app, catalogueApi.getProduct, fromMemory, (request) =>
    catalogue.getProduct(request.params.code),
  );

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
