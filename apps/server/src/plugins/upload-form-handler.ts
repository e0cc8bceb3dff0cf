import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from '#src/modules/audit/audit-log.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { readUploadForm, type UploadForm, type UploadFormRules } from '#src/uploads/upload-form.ts';
import { currentUser, originOf } from './authentication.ts';

/**
 * The handler of a route about one record (`:id`) that takes a multipart form: `step` gets who
 * sent it, the record's id, the form as `rules` read it, and where the request came from.
 */
export const withUploadForm =
  <T>(
    rules: UploadFormRules,
    step: (current: CurrentUser, id: string, form: UploadForm, origin: RequestOrigin) => Promise<T>,
  ) =>
  async (request: FastifyRequest<{ Params: { id: string } }>) =>
    step(
      currentUser(request),
      request.params.id,
      await readUploadForm(request, rules),
      originOf(request),
    );
