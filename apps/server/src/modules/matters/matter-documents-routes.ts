import multipart from '@fastify/multipart';
import { matterDocumentsApi as api } from '@prakar/shared/api/matter-documents';
import { MATTER_FILE_MAX_BYTES, NOTICE_FIELD } from '@prakar/shared/matter-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import { readUploadForm, uploadFormLimits } from '#src/uploads/upload-form.ts';
import type { MatterDocuments } from './matter-documents.ts';
import type { MatterRequests } from './matter-requests.ts';
import { sendMatterFile } from './send-matter-file.ts';

const NOTICE_FORM = {
  fileField: NOTICE_FIELD,
  limits: uploadFormLimits(MATTER_FILE_MAX_BYTES),
  notMultipartMessage:
    'Please send the request as multipart/form-data, with the notice in the "notice" field.',
  oneFileMessage: 'Please attach just one file: the notice.',
};

/**
 * A client's request for help with a notice (group "Matters"), with multipart parsing
 * registered in this scope only, so no other route accepts uploads.
 */
export const matterRequestsRoutes: FastifyPluginAsyncZod<{ requests: MatterRequests }> = async (
  app,
  { requests },
) => {
  await app.register(multipart, { limits: NOTICE_FORM.limits, throwFileSizeLimit: false });
  route(app, api.request, async (request) =>
    requests.request(
      currentUser(request),
      await readUploadForm(request, NOTICE_FORM),
      originOf(request),
    ),
  );
};

/** A matter's documents: the client's own organisation's (group "Matters") and the staff's (group "BackOffice"). */
export const matterDocumentsRoutes: FastifyPluginAsyncZod<{ documents: MatterDocuments }> = async (
  app,
  { documents },
) => {
  for (const [endpoints, asStaff] of [
    [{ list: api.list, download: api.download }, false],
    [{ list: api.staffList, download: api.staffDownload }, true],
  ] as const) {
    route(app, endpoints.list, (request) =>
      documents.list(currentUser(request), request.params.id, originOf(request), asStaff),
    );
    route(app, endpoints.download, async (request, reply) =>
      sendMatterFile(
        reply,
        await documents.download(currentUser(request), request.params, originOf(request), asStaff),
      ),
    );
  }
};
