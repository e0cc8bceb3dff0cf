import { careersAdminApi as api } from '@prakar/shared/api/careers-admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, originOf, requirePermission } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import type { CareersAdminService, StaffAction } from './careers-admin-service.ts';
import { sendResume } from './send-resume.ts';

const staffOnly = { preValidation: requirePermission('manage:all:platform') };

const by = (request: FastifyRequest): StaffAction => ({
  current: currentUser(request),
  origin: originOf(request),
});

/** API group "BackOffice": the firm's staff at work on openings and applications. */
export const careersAdminRoutes: FastifyPluginAsyncZod<{
  careersAdmin: CareersAdminService;
}> = async (app, { careersAdmin: careers }) => {
  route(app, api.listOpenings, () => careers.listOpenings(), staffOnly);
  route(app, api.getOpening, (request) => careers.getOpening(request.params.openingId), staffOnly);
  route(
    app,
    api.createOpening,
    (request) => careers.createOpening(request.body, by(request)),
    staffOnly,
  );
  route(
    app,
    api.updateOpening,
    (request) => careers.updateOpening(request.params.openingId, request.body, by(request)),
    staffOnly,
  );
  route(
    app,
    api.closeOpening,
    (request) => careers.closeOpening(request.params.openingId, by(request)),
    staffOnly,
  );
  route(
    app,
    api.reopenOpening,
    (request) => careers.reopenOpening(request.params.openingId, by(request)),
    staffOnly,
  );
  route(
    app,
    api.listApplications,
    (request) => careers.listApplications(request.params.openingId, request.query),
    staffOnly,
  );
  route(
    app,
    api.getApplication,
    (request) => careers.getApplication(request.params.applicationId),
    staffOnly,
  );
  route(
    app,
    api.viewResume,
    async (request, reply) =>
      sendResume(
        reply,
        await careers.openResume(request.params.applicationId, 'inline', by(request)),
        'inline',
      ),
    staffOnly,
  );
  route(
    app,
    api.downloadResume,
    async (request, reply) =>
      sendResume(
        reply,
        await careers.openResume(request.params.applicationId, 'attachment', by(request)),
        'attachment',
      ),
    staffOnly,
  );
  route(
    app,
    api.setStatus,
    (request) => careers.setStatus(request.params.applicationId, request.body.status, by(request)),
    staffOnly,
  );
  route(
    app,
    api.setNotes,
    (request) => careers.setNotes(request.params.applicationId, request.body.notes, by(request)),
    staffOnly,
  );
};
