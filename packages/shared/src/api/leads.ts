import {
  addLeadNoteSchema,
  assigneesSchema,
  assignLeadSchema,
  changeLeadStatusSchema,
  LEADS_BULK_LIMIT,
  LEADS_EXPORT_ROW_LIMIT,
  leadDetailSchema,
  leadListSchema,
  leadNeighboursSchema,
  leadParamsSchema,
  leadsBulkResultSchema,
  leadsBulkSchema,
  leadsExportQuerySchema,
  leadsQuerySchema,
  sendLeadReplySchema,
} from '#src/leads.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { timelineQuerySchema, timelineSchema } from '#src/timeline.ts';
import { defineEndpoints, errorResponses, fileResponse } from './endpoint.ts';

const reads = errorResponses(400, 401, 403, 500);
const changes = errorResponses(400, 401, 403, 404, 500);

/**
 * API group "BackOffice": the messages visitors send through the contact form, as the firm's
 * staff work through them. Platform administrators only.
 */
export const leadsApi = defineEndpoints('leads', {
  list: {
    method: 'GET',
    path: '/BackOffice/Leads',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'One page of contact messages, newest first: search by name, e-mail, organisation or text; filter by status and assignee.',
    query: leadsQuerySchema,
    responses: { 200: leadListSchema, ...reads },
  },
  export: {
    method: 'GET',
    path: '/BackOffice/Leads/Export',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: `The contact messages the filters match as CSV, newest first (at most ${LEADS_EXPORT_ROW_LIMIT.toLocaleString('en-IN')}).`,
    query: leadsExportQuerySchema,
    responses: { 200: fileResponse('text/csv', 'A CSV file, times in IST.'), ...reads },
  },
  assignees: {
    method: 'GET',
    path: '/BackOffice/Leads/Assignees',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'The platform administrators a message can be assigned to.',
    responses: { 200: assigneesSchema, ...errorResponses(401, 403, 500) },
  },
  get: {
    method: 'GET',
    path: '/BackOffice/Leads/:id',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'One contact message with its internal notes and the e-mails sent in reply.',
    params: leadParamsSchema,
    responses: { 200: leadDetailSchema, ...errorResponses(400, 401, 403, 404, 500) },
  },
  timeline: {
    method: 'GET',
    path: '/BackOffice/Leads/:id/Timeline',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'What happened to the message, newest first: received, assigned, marked, noted, replied; who did it and when.',
    params: leadParamsSchema,
    query: timelineQuerySchema,
    responses: { 200: timelineSchema, ...errorResponses(400, 401, 403, 404, 500) },
  },
  neighbours: {
    method: 'GET',
    path: '/BackOffice/Leads/:id/Neighbours',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'The messages either side of this one in the inbox under the same filters: the newer (previous) and the older (next).',
    params: leadParamsSchema,
    query: leadsExportQuerySchema,
    responses: { 200: leadNeighboursSchema, ...errorResponses(400, 401, 403, 404, 500) },
  },
  bulk: {
    method: 'POST',
    path: '/BackOffice/Leads/Bulk',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: `Assign or mark up to ${LEADS_BULK_LIMIT} messages at once, all or none, each change in the audit trail; 404 names the messages that do not exist.`,
    body: leadsBulkSchema,
    responses: { 200: leadsBulkResultSchema, ...changes },
  },
  assign: {
    method: 'PUT',
    path: '/BackOffice/Leads/:id/Assignee',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Give the message to a platform administrator, or to nobody (null).',
    params: leadParamsSchema,
    body: assignLeadSchema,
    responses: { 200: leadDetailSchema, ...changes },
  },
  setStatus: {
    method: 'PUT',
    path: '/BackOffice/Leads/:id/Status',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Mark the message new, in progress, answered or spam.',
    params: leadParamsSchema,
    body: changeLeadStatusSchema,
    responses: { 200: leadDetailSchema, ...changes },
  },
  addNote: {
    method: 'POST',
    path: '/BackOffice/Leads/:id/Notes',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Add an internal note, for the staff only.',
    params: leadParamsSchema,
    body: addLeadNoteSchema,
    responses: { 201: leadDetailSchema, ...changes },
  },
  reply: {
    method: 'POST',
    path: '/BackOffice/Leads/:id/Replies',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'E-mail the sender a reply, kept in the message’s thread; the message becomes answered unless `status` says in progress.',
    params: leadParamsSchema,
    body: sendLeadReplySchema,
    responses: { 201: leadDetailSchema, ...errorResponses(400, 401, 403, 404, 429, 500) },
  },
});
