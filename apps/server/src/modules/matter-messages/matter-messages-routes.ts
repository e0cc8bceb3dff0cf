import multipart from '@fastify/multipart';
import { matterMessagesApi as api } from '@prakar/shared/api/matter-messages';
import { MATTER_FILE_MAX_BYTES } from '@prakar/shared/matter-documents';
import { MESSAGE_ATTACHMENT_FIELD } from '@prakar/shared/matter-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import { withUploadForm } from '#src/plugins/upload-form-handler.ts';
import { uploadFormLimits } from '#src/uploads/upload-form.ts';
import type { MatterMessages } from './matter-messages.ts';

const MESSAGE_FORM = {
  fileField: MESSAGE_ATTACHMENT_FIELD,
  limits: uploadFormLimits(MATTER_FILE_MAX_BYTES),
  notMultipartMessage: `Please send the message as multipart/form-data: its text in "body", a file in "${MESSAGE_ATTACHMENT_FIELD}".`,
  oneFileMessage: 'Please attach just one file to a message.',
};

/**
 * A matter's thread: the client's organisation's (group "Matters") and the staff's (group
 * "BackOffice"), with multipart parsing registered in this scope only.
 */
export const matterMessagesRoutes: FastifyPluginAsyncZod<{ messages: MatterMessages }> = async (
  app,
  { messages },
) => {
  await app.register(multipart, { limits: MESSAGE_FORM.limits, throwFileSizeLimit: false });
  route(app, api.thread, (request) =>
    messages.clientThread(currentUser(request), request.params.id),
  );
  route(app, api.send, withUploadForm(MESSAGE_FORM, messages.clientSend));
  route(app, api.staffThread, (request) =>
    messages.staffThread(currentUser(request), request.params.id),
  );
  route(app, api.staffSend, withUploadForm(MESSAGE_FORM, messages.staffSend));
};
