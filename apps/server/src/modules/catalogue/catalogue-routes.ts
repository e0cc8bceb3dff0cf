import { apiErrorSchema } from '@prakar/shared/api-error';
import {
  planParamsSchema,
  planSchema,
  planUpdateSchema,
  productListSchema,
  productSchema,
} from '@prakar/shared/catalogue';
import { productLookupParamsSchema } from '@prakar/shared/catalogue-lookup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { currentUser, originOf, requirePermission } from '../../plugins/authentication.ts';
import { errorResponses } from '../../plugins/error-responses.ts';
import { createCatalogueRepository } from './catalogue-repository.ts';
import { createCatalogueService, updatePlan } from './catalogue-service.ts';

const errors = errorResponses(400, 401, 403, 404, 429, 500);

/** API group "Masters": the products and plans shown on product pages and at checkout. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Database; now: () => Date }> = async (
  app,
  { db, now },
) => {
  const catalogue = createCatalogueService(createCatalogueRepository(db));

  app.get(
    '/Products',
    {
      config: { signIn: 'none' },
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
      config: { signIn: 'none' },
      schema: {
        tags: ['Masters'],
        summary: 'One product and its plans.',
        params: productLookupParamsSchema,
        response: { 200: productSchema, ...errors },
      },
    },
    (request) => catalogue.getProduct(request.params.code),
  );

  app.put(
    '/Plans/:code',
    {
      preValidation: requirePermission('manage:all:platform'),
      schema: {
        tags: ['Masters'],
        summary: 'Platform administrators: set a plan’s yearly price (rupees) and availability.',
        params: planParamsSchema,
        body: planUpdateSchema,
        response: { 200: planSchema, ...errors },
      },
    },
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
