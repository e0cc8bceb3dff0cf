import { MATTER_FILE_MAX_BYTES } from '#src/matter-documents.ts';
import {
  MESSAGE_ATTACHMENT_FIELD,
  MESSAGE_BODY_MAX,
  matterMessageSchema,
  matterThreadSchema,
} from '#src/matter-messages.ts';
import { matterParamsSchema } from '#src/matters.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 500);
const sendErrors = errorResponses(400, 401, 403, 404, 413, 415, 429, 500);

const form = `multipart/form-data with a text field "body" (1 to ${MESSAGE_BODY_MAX} characters) and at most one file field "${MESSAGE_ATTACHMENT_FIELD}": a PDF, JPEG, PNG, XLSX or CSV of at most ${MATTER_FILE_MAX_BYTES / 1024 / 1024} MB, recognised by its content (413 beyond, 415 for another type), kept as an attachment among the matter's documents. Errors name the fields in error.fields. Sending is rate-limited per user (429).`;

/**
 * A matter's thread of messages: for the organisation's users with the Advisory matters power
 * (group "Matters"; another organisation's matter is 404) and for the firm's staff (group
 * "BackOffice"). A message is mailed to the other side as a link to sign in, never its words.
 */
export const matterMessagesApi = defineEndpoints('matterMessages', {
  thread: {
    method: 'GET',
    path: '/Matters/:id/Messages',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary: 'The thread of one of the organisation’s matters, oldest first.',
    params: matterParamsSchema,
    responses: { 200: matterThreadSchema, ...errors },
  },
  send: {
    method: 'POST',
    path: '/Matters/:id/Messages',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary:
      'Write to the firm about one of the organisation’s matters; the assigned staff member (or every staff member) is mailed a link.',
    description: form,
    params: matterParamsSchema,
    body: 'multipart',
    responses: { 201: matterMessageSchema, ...sendErrors },
  },
  staffThread: {
    method: 'GET',
    path: '/BackOffice/Matters/:id/Messages',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'The thread of any matter, oldest first.',
    params: matterParamsSchema,
    responses: { 200: matterThreadSchema, ...errors },
  },
  staffSend: {
    method: 'POST',
    path: '/BackOffice/Matters/:id/Messages',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Write to the client about a matter; the organisation’s users with the Advisory matters power are mailed a link.',
    description: form,
    params: matterParamsSchema,
    body: 'multipart',
    responses: { 201: matterMessageSchema, ...sendErrors },
  },
});
