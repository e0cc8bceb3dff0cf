import { apiErrorSchema } from '@prakar/shared/api-error';
import { productListSchema, productSchema } from '@prakar/shared/catalogue';
import { productLookupParamsSchema } from '@prakar/shared/catalogue-lookup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { createCatalogueRepository } from './catalogue-repository.ts';
import { createCatalogueService } from './catalogue-service.ts';

/** Spec §7 group "Masters": the products and plans shown on product pages and at checkout. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const catalogue = createCatalogueService(createCatalogueRepository(db));

  app.get(
    '/Products',
    {
      schema: {
        tags: ['Masters'],
        summary: 'Every product with all its plans (each says whether it can be bought).',
        response: { 200: productListSchema, 429: apiErrorSchema, 500: apiErrorSchema },
      },
    },
    () => catalogue.listProducts(),
  );

  app.get(
    '/Products/:code',
    {
      schema: {
        tags: ['Masters'],
        summary: 'One product and its plans.',
        params: productLookupParamsSchema,
        response: {
          200: productSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
          500: apiErrorSchema,
        },
      },
    },
    (request) => catalogue.getProduct(request.params.code),
  );
};
