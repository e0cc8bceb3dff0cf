import multipart from '@fastify/multipart';
import { matterPapersApi as api } from '@prakar/shared/api/matter-papers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, originOf } from '#src/plugins/authentication.ts';
import { route } from '#src/plugins/endpoint-route.ts';
import { withUploadForm } from '#src/plugins/upload-form-handler.ts';
import { readUploadForm } from '#src/uploads/upload-form.ts';
import { PAPER_FORM } from './matter-paper-form.ts';
import type { MatterPapers } from './matter-papers.ts';

/** Each step mails the other side: a person takes a few a minute, a script would take many. */
const MAILS = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } } as const;

/**
 * A matter's papers: the client's side (group "Matters") and the staff's (group "BackOffice"),
 * with multipart parsing registered in this scope only.
 */
export const matterPapersRoutes: FastifyPluginAsyncZod<{ papers: MatterPapers }> = async (
  app,
  { papers },
) => {
  await app.register(multipart, { limits: PAPER_FORM.limits, throwFileSizeLimit: false });
  const { checklist, drafts, filing } = papers;

  route(app, api.get, (request) => papers.clientGet(currentUser(request), request.params.id));
  route(
    app,
    api.uploadItem,
    async (request) =>
      checklist.upload(
        currentUser(request),
        request.params.id,
        request.params.itemId,
        await readUploadForm(request, PAPER_FORM),
        originOf(request),
      ),
    MAILS,
  );
  route(
    app,
    api.approveDraft,
    (request) =>
      drafts.approve(
        currentUser(request),
        request.params.id,
        request.body.version,
        originOf(request),
      ),
    MAILS,
  );
  route(
    app,
    api.askForChanges,
    (request) =>
      drafts.askForChanges(
        currentUser(request),
        request.params.id,
        request.body,
        originOf(request),
      ),
    MAILS,
  );

  route(app, api.staffGet, (request) => papers.staffGet(currentUser(request), request.params.id));
  route(
    app,
    api.requestDocuments,
    (request) =>
      checklist.request(currentUser(request), request.params.id, request.body, originOf(request)),
    MAILS,
  );
  route(app, api.acceptItem, (request) =>
    checklist.accept(
      currentUser(request),
      request.params.id,
      request.params.itemId,
      originOf(request),
    ),
  );
  route(
    app,
    api.askAgain,
    (request) =>
      checklist.askAgain(
        currentUser(request),
        request.params.id,
        request.params.itemId,
        request.body,
        originOf(request),
      ),
    MAILS,
  );
  route(app, api.uploadDraft, withUploadForm(PAPER_FORM, drafts.upload), MAILS);
  route(app, api.fileMatter, withUploadForm(PAPER_FORM, filing.file), MAILS);
  route(app, api.setHearing, withUploadForm(PAPER_FORM, filing.setHearing), MAILS);
  route(app, api.uploadOrder, withUploadForm(PAPER_FORM, filing.uploadOrder), MAILS);
};
