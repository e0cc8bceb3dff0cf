import {
  planAddSchema,
  planParamsSchema,
  planRenameSchema,
  planSchema,
  planUpdateSchema,
  productListSchema,
  productParamsSchema,
  productSchema,
} from '#src/catalogue.ts';
import { productLookupParamsSchema } from '#src/catalogue-lookup.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 429, 500);

/** API group "Masters": the products and plans shown on product pages and at checkout. */
export const catalogueApi = defineEndpoints('catalogue', {
  listProducts: {
    method: 'GET',
    path: '/Masters/Products',
    tag: 'Masters',
    signIn: 'none',
    summary: 'Every product with all its plans (each says whether it can be bought).',
    responses: { 200: productListSchema, ...errorResponses(400, 500) },
  },
  getProduct: {
    method: 'GET',
    path: '/Masters/Products/:code',
    tag: 'Masters',
    signIn: 'none',
    summary: 'One product and its plans.',
    params: productLookupParamsSchema,
    responses: { 200: productSchema, ...errorResponses(400, 404, 500) },
  },
  updatePlan: {
    method: 'PUT',
    path: '/Masters/Plans/:code',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    inPerson: true,
    summary: 'Platform administrators: set a plan’s yearly price (rupees) and availability.',
    params: planParamsSchema,
    body: planUpdateSchema,
    responses: { 200: planSchema, ...errors },
  },
  addPlan: {
    method: 'POST',
    path: '/BackOffice/Products/:code/Plans',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    inPerson: true,
    summary: 'Platform administrators: add a yearly plan to a product, shown after its others.',
    params: productParamsSchema,
    body: planAddSchema,
    responses: { 201: planSchema, ...errors, ...errorResponses(409) },
  },
  renamePlan: {
    method: 'PATCH',
    path: '/BackOffice/Plans/:code',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Platform administrators: rename a plan (orders already placed keep the old name).',
    params: planParamsSchema,
    body: planRenameSchema,
    responses: { 200: planSchema, ...errors, ...errorResponses(409) },
  },
});
