import {
  acceptEngagementSchema,
  engagementCodeSentSchema,
  matterEngagementSchema,
  writeEngagementSchema,
} from '#src/matter-engagements.ts';
import { matterParamsSchema } from '#src/matters.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

const reads = errorResponses(400, 401, 403, 404, 500);
const changes = errorResponses(400, 401, 403, 404, 409, 429, 500);

/**
 * The engagement letter of an advisory matter: staff write it to accept a request ("BackOffice"),
 * the organisation's users with the Advisory matters power read and accept it ("Matters").
 */
export const matterEngagementsApi = defineEndpoints('matterEngagements', {
  staffGet: {
    method: 'GET',
    path: '/BackOffice/Matters/:id/Engagement',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'The matter’s engagement letter and where it stands: sent, accepted (when, from which address) or its advance paid (with the invoice); null before one is written.',
    params: matterParamsSchema,
    responses: { 200: matterEngagementSchema, ...reads },
  },
  write: {
    method: 'POST',
    path: '/BackOffice/Matters/:id/Engagement',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Accept a requested matter by writing its engagement letter (the work, the fee and the advance, before GST): the matter moves to Accepted and the organisation’s users who see matters are mailed a link. The letter cannot change once sent (409).',
    params: matterParamsSchema,
    body: writeEngagementSchema,
    responses: { 201: matterEngagementSchema, ...changes },
  },
  get: {
    method: 'GET',
    path: '/Matters/:id/Engagement',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary:
      'The engagement letter of one of the organisation’s matters, with its acceptance and its advance; null before the firm has written one.',
    params: matterParamsSchema,
    responses: { 200: matterEngagementSchema, ...reads },
  },
  sendCode: {
    method: 'POST',
    path: '/Matters/:id/Engagement/Code',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary:
      'Mail the caller a six-digit code to accept the letter with, valid 10 minutes and five tries; a new code replaces the last. 409 once accepted, 429 when too many were sent.',
    params: matterParamsSchema,
    responses: { 200: engagementCodeSentSchema, ...changes },
  },
  accept: {
    method: 'POST',
    path: '/Matters/:id/Engagement/Accept',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary:
      'Accept the letter with the mailed code: the time, address, browser and a SHA-256 of the letter are kept, and the advance becomes an order to pay. A wrong or expired code is a 400 on `code`; 409 once accepted.',
    params: matterParamsSchema,
    body: acceptEngagementSchema,
    responses: { 200: matterEngagementSchema, ...changes },
  },
});
