import {
  MATTER_FILE_MAX_BYTES,
  MATTER_FILE_MAX_EXPANDED_BYTES,
  matterDocumentListSchema,
  matterDocumentVersionParamsSchema,
  NOTICE_FIELD,
} from '#src/matter-documents.ts';
import { matterDetailSchema, matterParamsSchema } from '#src/matters.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { defineEndpoints, errorResponses, fileResponse } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 500);
/** 410 for a document the firm's retention period deleted: its record is kept, its file is not. */
const downloadErrors = errorResponses(400, 401, 403, 404, 410, 500);

const version = fileResponse(
  'application/octet-stream',
  'The version as it was kept: application/pdf (its pages only), image/jpeg or image/png, as an attachment under its stored name.',
);

/**
 * A client asks for help with a notice (group "Matters"), and a matter's documents with their
 * versions, for the organisation's users with the Advisory matters power and for the firm's staff
 * (group "BackOffice"). Every download is audited.
 */
export const matterDocumentsApi = defineEndpoints('matterDocuments', {
  request: {
    method: 'POST',
    path: '/Matters/Requests',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary:
      'Ask the firm for help with a notice: its facts and the notice itself; the matter opens as requested.',
    description: `multipart/form-data with the text fields of requestMatterSchema (kind, subjectType, subject, act, year, din, servedOn, dateInNotice, description) and one file field "${NOTICE_FIELD}": a PDF, JPEG or PNG of at most ${MATTER_FILE_MAX_BYTES / 1024 / 1024} MB, recognised by its content (413 beyond, 415 for another type); a PDF that unpacks to more than ${MATTER_FILE_MAX_EXPANDED_BYTES / 1024 / 1024} MB is refused, and one that is kept is kept as its pages only. Errors name the fields in error.fields. The firm's staff are mailed a link to the matter.`,
    body: 'multipart',
    responses: { 201: matterDetailSchema, ...errorResponses(400, 401, 403, 413, 415, 500) },
  },
  list: {
    method: 'GET',
    path: '/Matters/:id/Documents',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary:
      'The documents of one of the organisation’s matters, each with its versions; 404 for another organisation’s.',
    params: matterParamsSchema,
    responses: { 200: matterDocumentListSchema, ...errors },
  },
  download: {
    method: 'GET',
    path: '/Matters/:id/Documents/:documentId/Versions/:version',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary:
      'One version of a document of the organisation’s matter, as a download; 404 for another organisation’s, 410 once the retention period deleted it.',
    params: matterDocumentVersionParamsSchema,
    responses: { 200: version, ...downloadErrors },
  },
  staffList: {
    method: 'GET',
    path: '/BackOffice/Matters/:id/Documents',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'The documents of any matter, each with its versions.',
    params: matterParamsSchema,
    responses: { 200: matterDocumentListSchema, ...errors },
  },
  staffDownload: {
    method: 'GET',
    path: '/BackOffice/Matters/:id/Documents/:documentId/Versions/:version',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'One version of a document of any matter, as a download; 410 once the retention period deleted it.',
    params: matterDocumentVersionParamsSchema,
    responses: { 200: version, ...downloadErrors },
  },
});
