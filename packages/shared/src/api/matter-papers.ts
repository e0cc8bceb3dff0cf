import { MATTER_FILE_RULES } from '#src/matter-documents.ts';
import {
  approveDraftSchema,
  askAgainSchema,
  askForChangesSchema,
  checklistItemParamsSchema,
  matterPapersSchema,
  PAPER_FILE_FIELD,
  requestDocumentsSchema,
} from '#src/matter-papers.ts';
import { matterParamsSchema } from '#src/matters.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { defineEndpoints, errorResponses } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 500);
const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 500);

const upload = (rule: string, fields = '') =>
  `multipart/form-data with ${fields}one file field "${PAPER_FILE_FIELD}": ${rule} Recognised by its content (413 beyond the size, 415 for another type); a PDF is kept as its pages only. Errors name the fields in error.fields, and nothing already kept is lost.`;

/**
 * A matter's papers once accepted (docs/decisions/0086): the documents the firm asks for, the
 * draft for the client's approval, the acknowledgement of filing, hearings and the order. The
 * client's side (group "Matters") needs Advisory matters and a matter of their organisation (404
 * otherwise); the staff's (group "BackOffice") any matter. Each step is audited, and the other
 * side is mailed a link (never the file).
 */
export const matterPapersApi = defineEndpoints('matterPapers', {
  get: {
    method: 'GET',
    path: '/Matters/:id/Papers',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary:
      'What the firm needs from the client, the draft, the acknowledgement, the hearings and the order of one of the organisation’s matters.',
    params: matterParamsSchema,
    responses: { 200: matterPapersSchema, ...errors },
  },
  uploadItem: {
    method: 'POST',
    path: '/Matters/:id/Checklist/:itemId/Versions',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary:
      'Upload a requested document: a new version of the item, never overwriting one; the firm’s staff are mailed a link.',
    description: upload(MATTER_FILE_RULES.document.rule),
    params: checklistItemParamsSchema,
    body: 'multipart',
    responses: { 201: matterPapersSchema, ...uploadErrors },
  },
  approveDraft: {
    method: 'POST',
    path: '/Matters/:id/Draft/Approval',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary:
      'Approve the version of the draft the client read; 409 if it is not the latest or already answered.',
    params: matterParamsSchema,
    body: approveDraftSchema,
    responses: { 200: matterPapersSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 500) },
  },
  askForChanges: {
    method: 'POST',
    path: '/Matters/:id/Draft/Changes',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary:
      'Ask for changes to the version of the draft the client read, with a comment; 409 if it is not the latest or already answered.',
    params: matterParamsSchema,
    body: askForChangesSchema,
    responses: { 200: matterPapersSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 500) },
  },
  staffGet: {
    method: 'GET',
    path: '/BackOffice/Matters/:id/Papers',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'The papers of any matter.',
    params: matterParamsSchema,
    responses: { 200: matterPapersSchema, ...errors },
  },
  requestDocuments: {
    method: 'POST',
    path: '/BackOffice/Matters/:id/Checklist',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Ask the client for documents; an accepted matter moves to Documents needed. 409 for a matter not yet accepted or finished.',
    params: matterParamsSchema,
    body: requestDocumentsSchema,
    responses: { 201: matterPapersSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 500) },
  },
  acceptItem: {
    method: 'POST',
    path: '/BackOffice/Matters/:id/Checklist/:itemId/Acceptance',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Accept the latest upload of a requested document; 409 while nothing is uploaded.',
    params: checklistItemParamsSchema,
    responses: { 200: matterPapersSchema, ...errors },
  },
  askAgain: {
    method: 'POST',
    path: '/BackOffice/Matters/:id/Checklist/:itemId/AskAgain',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Ask the client again for a requested document, saying why; the client is mailed a link.',
    params: checklistItemParamsSchema,
    body: askAgainSchema,
    responses: { 200: matterPapersSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 500) },
  },
  uploadDraft: {
    method: 'POST',
    path: '/BackOffice/Matters/:id/Draft',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Upload a draft (a new version of the matter’s draft) for the client’s approval: the matter moves to Draft for your approval and the client is mailed a link.',
    description: upload(MATTER_FILE_RULES.pdf.rule),
    params: matterParamsSchema,
    body: 'multipart',
    responses: { 201: matterPapersSchema, ...uploadErrors },
  },
  fileMatter: {
    method: 'POST',
    path: '/BackOffice/Matters/:id/Filing',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Mark the matter as filed on a date, with the acknowledgement: it moves to Filed and the client is mailed a link.',
    description: upload(MATTER_FILE_RULES.scan.rule, 'the text field "filedOn" (YYYY-MM-DD) and '),
    params: matterParamsSchema,
    body: 'multipart',
    responses: { 201: matterPapersSchema, ...uploadErrors },
  },
  setHearing: {
    method: 'POST',
    path: '/BackOffice/Matters/:id/Hearings',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Set a hearing of a filed matter (date and time in India, forum, place, optional hearing notice): it moves to Hearing and the client is mailed a link.',
    description: `${upload(MATTER_FILE_RULES.scan.rule, 'the text fields of setHearingSchema (on, time, forum, place) and an optional ')}`,
    params: matterParamsSchema,
    body: 'multipart',
    responses: { 201: matterPapersSchema, ...uploadErrors },
  },
  uploadOrder: {
    method: 'POST',
    path: '/BackOffice/Matters/:id/Order',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Upload the order: the matter moves to Order received and the client is mailed a link.',
    description: upload(MATTER_FILE_RULES.scan.rule),
    params: matterParamsSchema,
    body: 'multipart',
    responses: { 201: matterPapersSchema, ...uploadErrors },
  },
});
