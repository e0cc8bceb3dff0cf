import { matterParamsSchema } from '#src/matters.ts';
import { STAFF_PERMISSION } from '#src/permissions.ts';
import { defineEndpoints, errorResponses, fileResponse } from './endpoint.ts';

const errors = errorResponses(400, 401, 403, 404, 500);

const archive = fileResponse(
  'application/zip',
  'Every document of the matter still kept, its latest version under its stored name (a name used twice gets " (2)" before its extension), streamed as one ZIP; empty when there are none.',
);

/** All of a matter's documents as one ZIP: for the organisation's users with the power and for staff. Audited. */
export const matterArchiveApi = defineEndpoints('matterArchive', {
  download: {
    method: 'GET',
    path: '/Matters/:id/Documents/Zip',
    tag: 'Matters',
    permission: 'view:matters:org',
    summary:
      'All the documents of one of the organisation’s matters as one ZIP; 404 for another organisation’s.',
    params: matterParamsSchema,
    responses: { 200: archive, ...errors },
  },
  staffDownload: {
    method: 'GET',
    path: '/BackOffice/Matters/:id/Documents/Zip',
    tag: 'BackOffice',
    permission: STAFF_PERMISSION,
    summary: 'All the documents of any matter as one ZIP.',
    params: matterParamsSchema,
    responses: { 200: archive, ...errors },
  },
});
