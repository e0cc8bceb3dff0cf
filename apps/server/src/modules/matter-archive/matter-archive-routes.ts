import { matterArchiveApi as api } from '@prakar/shared/api/matter-archive';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import { contentDisposition } from '#src/uploads/content-disposition.ts';
import type { MatterArchive, MatterArchiveFile } from './matter-archive.ts';

/** The ZIP as a download that no cache keeps, streamed as it is written. */
function sendArchive(reply: FastifyReply, archive: MatterArchiveFile) {
  return reply
    .type('application/zip')
    .header('content-disposition', contentDisposition('attachment', archive.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(archive.stream);
}

/** A matter's documents as one ZIP: the client's organisation's (group "Matters") and the staff's. */
export const matterArchiveRoutes: FastifyPluginAsyncZod<{ archive: MatterArchive }> = async (
  app,
  { archive },
) => {
  for (const [endpoint, asStaff] of [
    [api.download, false],
    [api.staffDownload, true],
  ] as const) {
    route(app, endpoint, async (request, reply) =>
      sendArchive(
        reply,
        await archive.zip(currentUser(request), request.params.id, originOf(request), asStaff),
      ),
    );
  }
};
