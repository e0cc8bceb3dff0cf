import {
  assignMatterSchema,
  changeMatterStatusSchema,
  createMatterSchema,
  MATTERS_BULK_LIMIT,
  matterDetailSchema,
  matterListSchema,
  matterParamsSchema,
  mattersBulkResultSchema,
  mattersBulkSchema,
  mattersQuerySchema,
  setMatterTargetSchema,
} from '#src/matters.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { timelineQuerySchema, timelineSchema } from '#src/timeline.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

const reads = errorResponses(400, 401, 403, 500);
const changes = errorResponses(400, 401, 403, 404, 409, 500);

/**
 * API group "BackOffice": advisory matters as the firm's staff work them. Platform
 * administrators only; every change is audited.
 */
export const mattersApi = defineEndpoints('matters', {
  list: {
    method: 'GET',
    path: '/BackOffice/Matters',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'One page of advisory matters, soonest due first: search by organisation, PAN/TAN/GSTIN, DIN or number; filter by status, kind, assignee and when due.',
    query: mattersQuerySchema,
    responses: { 200: matterListSchema, ...reads },
  },
  create: {
    method: 'POST',
    path: '/BackOffice/Matters',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Open a matter for a customer organisation; its statutory due date is counted from the date of service by the deadline rule for its kind, Act and year.',
    body: createMatterSchema,
    responses: { 201: matterDetailSchema, ...changes },
  },
  get: {
    method: 'GET',
    path: '/BackOffice/Matters/:id',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'One matter with its dates, how its statutory due date was counted and every change of status.',
    params: matterParamsSchema,
    responses: { 200: matterDetailSchema, ...errorResponses(400, 401, 403, 404, 500) },
  },
  timeline: {
    method: 'GET',
    path: '/BackOffice/Matters/:id/Timeline',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'What happened to the matter, newest first: who did it and when.',
    params: matterParamsSchema,
    query: timelineQuerySchema,
    responses: { 200: timelineSchema, ...errorResponses(400, 401, 403, 404, 500) },
  },
  setStatus: {
    method: 'PUT',
    path: '/BackOffice/Matters/:id/Status',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Move the matter on (accept, decline, ask for documents, …); 409 for a move its status does not allow.',
    params: matterParamsSchema,
    body: changeMatterStatusSchema,
    responses: { 200: matterDetailSchema, ...changes },
  },
  assign: {
    method: 'PUT',
    path: '/BackOffice/Matters/:id/Assignee',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Give the matter to a platform administrator, or to nobody (null).',
    params: matterParamsSchema,
    body: assignMatterSchema,
    responses: { 200: matterDetailSchema, ...changes },
  },
  setTarget: {
    method: 'PUT',
    path: '/BackOffice/Matters/:id/Target',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Set the firm’s internal target date, on or before the statutory due date, or clear it (null).',
    params: matterParamsSchema,
    body: setMatterTargetSchema,
    responses: { 200: matterDetailSchema, ...changes },
  },
  bulk: {
    method: 'POST',
    path: '/BackOffice/Matters/Bulk',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: `Assign or move on up to ${MATTERS_BULK_LIMIT} matters at once, all or none, each change audited; 409 names the matters whose status does not allow the move.`,
    body: mattersBulkSchema,
    responses: { 200: mattersBulkResultSchema, ...changes },
  },
});
