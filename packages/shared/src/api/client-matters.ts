import {
  clientMattersQuerySchema,
  matterDetailSchema,
  matterListSchema,
  matterParamsSchema,
} from '#src/matters.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 500);

/**
 * API group "Matters": the advisory matters of the caller's organisation, for its users with the
 * Advisory matters power (organisation administrators by default).
 */
export const clientMattersApi = defineEndpoints('clientMatters', {
  list: {
    method: 'GET',
    path: '/Matters',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary:
      'One page of the organisation’s advisory matters, soonest due first: each with its status and its statutory and target dates.',
    query: clientMattersQuerySchema,
    responses: { 200: matterListSchema, ...errors },
  },
  get: {
    method: 'GET',
    path: '/Matters/:id',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary:
      'One of the organisation’s matters with how its statutory due date was counted and every change of status; 404 for another organisation’s.',
    params: matterParamsSchema,
    responses: { 200: matterDetailSchema, ...errors },
  },
});
