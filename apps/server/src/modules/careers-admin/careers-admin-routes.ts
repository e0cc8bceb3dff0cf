import { careersAdminApi as api } from '@prakar/shared/api/careers-admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '#src/csv/csv.ts';
import { currentUser, originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import { applicationsCsv } from './applications-export.ts';
import type { CareersAdminService, StaffAction } from './careers-admin-service.ts';
import { sendResume } from './send-resume.ts';

const by = (request: FastifyRequest): StaffAction => ({
  current: currentUser(request),
  origin: originOf(request),
});

/** API group "BackOffice": the firm's staff at work on openings and applications. */
export const careersAdminRoutes: FastifyPluginAsyncZod<{
  careersAdmin: CareersAdminService;
}> = async (app, { careersAdmin: careers }) => {
  route(app, api.listOpenings, () => careers.listOpenings());
  route(app, api.getOpening, (request) => careers.getOpening(request.params.openingId));
  route(app, api.createOpening, (request) => careers.createOpening(request.body, by(request)));
  route(app, api.updateOpening, (request) =>
    careers.updateOpening(request.params.openingId, request.body, by(request)),
  );
  route(app, api.closeOpening, (request) =>
    careers.closeOpening(request.params.openingId, by(request)),
  );
  route(app, api.reopenOpening, (request) =>
    careers.reopenOpening(request.params.openingId, by(request)),
  );
  route(app, api.listApplications, (request) =>
    careers.listApplications(request.params.openingId, request.query),
  );
  route(app, api.exportApplications, async (request, reply) => {
    const { filename, batches } = await careers.exportApplications(
      request.params.openingId,
      request.query,
      by(request),
    );
    return sendCsv(reply, filename, applicationsCsv(batches));
  });
  route(app, api.getApplication, (request) => careers.getApplication(request.params.applicationId));
  route(app, api.viewResume, async (request, reply) =>
    sendResume(
      reply,
      await careers.openResume(request.params.applicationId, 'inline', by(request)),
      'inline',
    ),
  );
  route(app, api.downloadResume, async (request, reply) =>
    sendResume(
      reply,
      await careers.openResume(request.params.applicationId, 'attachment', by(request)),
      'attachment',
    ),
  );
  route(app, api.setStatus, (request) =>
    careers.setStatus(request.params.applicationId, request.body.status, by(request)),
  );
  route(app, api.setStatuses, (request) => careers.setStatuses(request.body, by(request)));
  route(app, api.setNotes, (request) =>
    careers.setNotes(request.params.applicationId, request.body.notes, by(request)),
  );
};
