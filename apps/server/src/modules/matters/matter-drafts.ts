import type { AskForChanges, DraftDecision } from '@prakar/shared/matter-papers';
import type { RequestOrigin } from '#src/modules/audit/audit-log.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import type { UploadForm } from '#src/uploads/upload-form.ts';
import { checkPaperForm } from './matter-paper-form.ts';
import { notNow, type PapersContext } from './matter-papers-context.ts';

export const NO_DRAFT_MESSAGE = 'There is no draft waiting for your approval.';
export const NEWER_DRAFT_MESSAGE =
  'A newer version of the draft has been uploaded since you opened it: please read that one first.';
export const ANSWERED_DRAFT_MESSAGE = 'You have already answered this version of the draft.';

const DECIDED: Record<DraftDecision, { subject: string; said: string }> = {
  approved: { subject: 'Draft approved', said: 'approved' },
  changes_asked: { subject: 'Changes asked to the draft', said: 'asked for changes to' },
};

/**
 * The draft the firm writes for the client's approval (issue 47): one draft per matter, each
 * upload a new version, moving the matter to Draft for your approval; the client approves the
 * latest version or asks for changes with a comment, once per version.
 */
export function createMatterDrafts({ deps, step }: PapersContext) {
  async function answer(
    current: CurrentUser,
    id: string,
    version: number,
    decision: DraftDecision,
    comment: string | null,
    origin: RequestOrigin,
  ) {
    return step(current, 'client', id, origin, async ({ matter, papers, at, audit, mail }) => {
      const draft = await papers.firstDocument(id, 'draft');
      if (matter.status !== 'draft_for_approval' || !draft) throw notNow(NO_DRAFT_MESSAGE);
      if (version !== (await papers.lastVersion(draft.id))) {
        throw notNow(NEWER_DRAFT_MESSAGE, 'version');
      }
      const recorded = await papers.respond({
        documentId: draft.id,
        version,
        decision,
        comment,
        byUserId: current.account.id,
        at,
      });
      if (!recorded) throw notNow(ANSWERED_DRAFT_MESSAGE, 'version');
      await audit({
        action: 'matter_draft_answered',
        after: { number: matter.number, version, decision, comment },
      });
      await mail({
        subject: DECIDED[decision].subject,
        happened: `The client ${DECIDED[decision].said} version ${version} of the draft of ${matter.number}.`,
        action: decision === 'approved' ? 'file it' : 'read their comment',
      });
    });
  }

  return {
    upload: async (current: CurrentUser, id: string, form: UploadForm, origin: RequestOrigin) => {
      const { file } = await checkPaperForm(form, { kind: 'pdf', fallbackName: 'draft' });
      return step(current, 'firm', id, origin, async ({ tx, matter, papers, at, audit, mail }) => {
        await deps.matters.move(tx, current, matter, { status: 'draft_for_approval' }, origin);
        if (!file) return;
        const documentId =
          (await papers.firstDocument(id, 'draft'))?.id ??
          (await papers.insertDocument(id, 'draft', 'Draft', at));
        const version = await papers.addVersion(documentId, file, current.account.id, at);
        await audit({
          action: 'matter_document_uploaded',
          after: { number: matter.number, what: 'draft', filename: file.storedName, version },
        });
        await mail({
          subject: 'Draft for your approval',
          happened: `A draft for ${matter.number} is ready for your approval (version ${version}).`,
          action: 'read it, then approve it or ask for changes',
        });
      });
    },

    approve: (current: CurrentUser, id: string, version: number, origin: RequestOrigin) =>
      answer(current, id, version, 'approved', null, origin),

    askForChanges: (
      current: CurrentUser,
      id: string,
      input: AskForChanges,
      origin: RequestOrigin,
    ) => answer(current, id, input.version, 'changes_asked', input.comment, origin),
  };
}
