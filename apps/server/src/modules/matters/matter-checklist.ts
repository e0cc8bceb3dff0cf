import type { AskAgain, RequestDocuments } from '@prakar/shared/matter-papers';
import { MATTER_STATUS_LABELS } from '@prakar/shared/matter-status';
import { notFound } from '#src/http-error.ts';
import type { RequestOrigin } from '#src/modules/audit/audit-log.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import type { UploadForm } from '#src/uploads/upload-form.ts';
import { checkPaperForm } from './matter-paper-form.ts';
import { notNow, type PapersContext, type StepTools } from './matter-papers-context.ts';

export const ITEM_NOT_FOUND_MESSAGE = 'We could not find that document request.';

/** While a matter is only requested, or finished, nobody asks for or sends documents. */
function refuseUnlessWorking({ matter }: StepTools, doing: string) {
  if (['requested', 'closed', 'declined'].includes(matter.status)) {
    throw notNow(`${matter.number} is ${MATTER_STATUS_LABELS[matter.status]}: ${doing}.`);
  }
}

async function lockedItem({ papers, matter }: StepTools, itemId: string) {
  const item = await papers.lockItem(matter.id, itemId);
  if (!item) throw notFound(ITEM_NOT_FOUND_MESSAGE);
  return item;
}

/**
 * The documents the firm asks the client for (issue 47): staff ask for one or several, an
 * accepted matter moving to Documents needed; the client uploads each, each upload a new version;
 * staff accept the latest or ask again, saying why.
 */
export function createMatterChecklist({ deps, step }: PapersContext) {
  return {
    request: (current: CurrentUser, id: string, input: RequestDocuments, origin: RequestOrigin) =>
      step(current, 'firm', id, origin, async (tools) => {
        refuseUnlessWorking(tools, 'it cannot ask for documents now');
        const { papers, matter, at, tx } = tools;
        for (const [position, item] of input.items.entries()) {
          const documentId = await papers.insertDocument(id, 'requested', item.title, at);
          await papers.insertItem({
            documentId,
            note: item.note,
            position,
            state: 'waiting',
            requestedByUserId: current.account.id,
            stateChangedAt: at,
          });
        }
        if (matter.status === 'accepted') {
          await deps.matters.move(tx, current, matter, { status: 'documents_needed' }, origin);
        }
        const titles = input.items.map((item) => item.title);
        await tools.audit({
          action: 'matter_documents_requested',
          after: { number: matter.number, titles },
        });
        await tools.mail({
          subject: 'Documents needed',
          happened: `We need ${titles.length === 1 ? 'a document' : `${titles.length} documents`} from you for ${matter.number}: ${titles.join('; ')}.`,
          action: 'upload them',
        });
      }),

    upload: async (
      current: CurrentUser,
      id: string,
      itemId: string,
      form: UploadForm,
      origin: RequestOrigin,
    ) => {
      const { file } = await checkPaperForm(form, { kind: 'document', fallbackName: 'document' });
      return step(current, 'client', id, origin, async (tools) => {
        refuseUnlessWorking(tools, 'documents are no longer taken');
        const item = await lockedItem(tools, itemId);
        if (item.state === 'accepted') {
          throw notNow(`“${item.title}” is already accepted: nothing more is needed.`, 'file');
        }
        if (!file) return;
        const version = await tools.papers.addVersion(item.id, file, current.account.id, tools.at);
        await tools.papers.setItemState(item.id, 'uploaded', tools.at);
        await tools.audit({
          action: 'matter_document_uploaded',
          after: {
            number: tools.matter.number,
            what: 'requested',
            title: item.title,
            filename: file.storedName,
            version,
          },
        });
        await tools.mail({
          subject: 'Document uploaded',
          happened: `The client uploaded “${item.title}” (version ${version}) for ${tools.matter.number}.`,
          action: 'check it',
        });
      });
    },

    accept: (current: CurrentUser, id: string, itemId: string, origin: RequestOrigin) =>
      step(current, 'firm', id, origin, async (tools) => {
        const item = await lockedItem(tools, itemId);
        if (item.state !== 'uploaded') {
          throw notNow(`Nothing new is uploaded for “${item.title}” to accept.`);
        }
        await tools.papers.setItemState(item.id, 'accepted', tools.at);
        await tools.audit({
          action: 'matter_document_accepted',
          after: { number: tools.matter.number, title: item.title },
        });
      }),

    askAgain: (
      current: CurrentUser,
      id: string,
      itemId: string,
      input: AskAgain,
      origin: RequestOrigin,
    ) =>
      step(current, 'firm', id, origin, async (tools) => {
        refuseUnlessWorking(tools, 'it cannot ask for documents now');
        const item = await lockedItem(tools, itemId);
        if (item.state === 'waiting' || item.state === 'asked_again') {
          throw notNow(`“${item.title}” is still waiting for the client.`);
        }
        await tools.papers.setItemState(item.id, 'asked_again', tools.at, input.reason);
        await tools.audit({
          action: 'matter_document_asked_again',
          after: { number: tools.matter.number, title: item.title, reason: input.reason },
        });
        await tools.mail({
          subject: 'Document asked again',
          happened: `We need “${item.title}” again for ${tools.matter.number}.`,
          action: 'see why and upload it',
        });
      }),
  };
}
