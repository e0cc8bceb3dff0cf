import { apiErrorSchema } from '#src/api-error.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import {
  createSavedViewSchema,
  savedViewIdParamsSchema,
  savedViewListSchema,
  savedViewSchema,
  savedViewsQuerySchema,
} from '#src/saved-views.ts';
import { defineEndpoints, errorResponses, noContent } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 415, 500);

/** API group "BackOffice": the views each member of the firm's staff saves on a list. */
export const savedViewsApi = defineEndpoints('savedViews', {
  list: {
    method: 'GET',
    path: '/BackOffice/SavedViews',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Platform administrators: the views you saved on one back-office list, by name.',
    query: savedViewsQuerySchema,
    responses: { 200: savedViewListSchema, ...errors },
  },
  create: {
    method: 'POST',
    path: '/BackOffice/SavedViews',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Platform administrators: save a list’s filters under a name (409 when the name is taken or the list holds its most views).',
    body: createSavedViewSchema,
    responses: { 201: savedViewSchema, 409: apiErrorSchema, ...errors },
  },
  remove: {
    method: 'DELETE',
    path: '/BackOffice/SavedViews/:id',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Platform administrators: delete one of your saved views.',
    params: savedViewIdParamsSchema,
    responses: { ...noContent, 404: apiErrorSchema, ...errors },
  },
});
