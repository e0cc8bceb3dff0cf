import {
  applicationDetailSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationNotesUpdateSchema,
  applicationParamsSchema,
  applicationStatusUpdateSchema,
  openingInputSchema,
  openingParamsSchema,
  staffOpeningListSchema,
  staffOpeningSchema,
} from '#src/careers-admin.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { defineEndpoints, errorResponses, fileResponse } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 429, 500);

const resume = fileResponse(
  'application/octet-stream',
  'The résumé as the applicant sent it: application/pdf or a Word (.docx) document.',
);

/** The firm's staff (platform administrators) at work on the careers page: group BackOffice. */
export const careersAdminApi = defineEndpoints('careersAdmin', {
  listOpenings: {
    method: 'GET',
    path: '/BackOffice/Careers/Openings',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Every opening, open or not, with its applications counted by status.',
    responses: { 200: staffOpeningListSchema, ...errors },
  },
  getOpening: {
    method: 'GET',
    path: '/BackOffice/Careers/Openings/:openingId',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'One opening, with its applications counted by status.',
    params: openingParamsSchema,
    responses: { 200: staffOpeningSchema, ...errors },
  },
  createOpening: {
    method: 'POST',
    path: '/BackOffice/Careers/Openings',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Post a new opening: the careers page shows it at once, posted today.',
    description:
      'Responsibilities and requirements are text with one item a line, as the form takes them.',
    body: openingInputSchema,
    responses: { 201: staffOpeningSchema, ...errors },
  },
  updateOpening: {
    method: 'PUT',
    path: '/BackOffice/Careers/Openings/:openingId',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Edit an opening; the careers page shows the change at once.',
    params: openingParamsSchema,
    body: openingInputSchema,
    responses: { 200: staffOpeningSchema, ...errors },
  },
  closeOpening: {
    method: 'POST',
    path: '/BackOffice/Careers/Openings/:openingId/Close',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Take an opening off the careers page; its applications are kept.',
    params: openingParamsSchema,
    responses: { 200: staffOpeningSchema, ...errors },
  },
  reopenOpening: {
    method: 'POST',
    path: '/BackOffice/Careers/Openings/:openingId/Reopen',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Put an opening back on the careers page, posted again today.',
    params: openingParamsSchema,
    responses: { 200: staffOpeningSchema, ...errors },
  },
  listApplications: {
    method: 'GET',
    path: '/BackOffice/Careers/Openings/:openingId/Applications',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'One page of an opening’s applications, newest first.',
    params: openingParamsSchema,
    query: applicationListQuerySchema,
    responses: { 200: applicationListSchema, ...errors },
  },
  getApplication: {
    method: 'GET',
    path: '/BackOffice/Careers/Applications/:applicationId',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'One application: the applicant, the cover note, status and internal notes.',
    params: applicationParamsSchema,
    responses: { 200: applicationDetailSchema, ...errors },
  },
  viewResume: {
    method: 'GET',
    path: '/BackOffice/Careers/Applications/:applicationId/Resume',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'The résumé to read in the browser (Content-Disposition: inline).',
    description:
      "A PDF is stored as its pages only: its scripts, actions, links, forms, annotations and embedded files were removed when it arrived, since the browser's PDF viewer does not follow the page's Content-Security-Policy. A Word file is the applicant's as sent.",
    params: applicationParamsSchema,
    responses: { 200: resume, ...errors },
  },
  downloadResume: {
    method: 'GET',
    path: '/BackOffice/Careers/Applications/:applicationId/Resume/Download',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'The résumé as a download (Content-Disposition: attachment).',
    params: applicationParamsSchema,
    responses: { 200: resume, ...errors },
  },
  setStatus: {
    method: 'PUT',
    path: '/BackOffice/Careers/Applications/:applicationId/Status',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary:
      'Move an application to another status; the applicant is e-mailed when it is shortlisted, interviewing, offer or rejected.',
    params: applicationParamsSchema,
    body: applicationStatusUpdateSchema,
    responses: { 200: applicationDetailSchema, ...errors },
  },
  setNotes: {
    method: 'PUT',
    path: '/BackOffice/Careers/Applications/:applicationId/Notes',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'Save the internal notes on an application (never shown to the applicant).',
    params: applicationParamsSchema,
    body: applicationNotesUpdateSchema,
    responses: { 200: applicationDetailSchema, ...errors },
  },
});
