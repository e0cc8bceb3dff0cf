import type { Database, Executor } from '#src/db/client.ts';
import { notFound } from '#src/http-error.ts';
import { organisationScope } from '#src/modules/access/access-rules.ts';
import { creditNoteOf } from '#src/modules/billing-documents/credit-note-document.ts';
import { renderCreditNote } from '#src/modules/billing-documents/document-renderer.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { creditNoteFilename } from './credit-note-mail.ts';
import { createCreditNotesRepository, type StoredCreditNote } from './credit-notes-repository.ts';

export const CREDIT_NOTE_NOT_FOUND = 'We could not find that credit note.';

/** A credit note's PDF: the stored one, else its issued document rendered now. */
export async function creditNotePdf(note: Pick<StoredCreditNote, 'id' | 'document' | 'pdf'>) {
  if (note.pdf) return note.pdf;
  if (!note.document) throw new Error(`The credit note ${note.id} has neither PDF nor document.`);
  return renderCreditNote(creditNoteOf(note.document));
}

async function download(db: Executor, note: StoredCreditNote) {
  const pdf = note.pdf ?? (await creditNotePdf(note));
  if (!note.pdf) await createCreditNotesRepository(db).storePdf(note.id, pdf);
  return { filename: creditNoteFilename(note.number), pdf };
}

/** Credit notes as downloads: for the firm's staff, and for the customer whose order it credits. */
export function createCreditNotesService(deps: { db: Database }) {
  const { db } = deps;
  const find = async (creditNoteId: string) => {
    const note = await createCreditNotesRepository(db).findWithOrder(creditNoteId);
    if (!note) throw notFound(CREDIT_NOTE_NOT_FOUND);
    return note;
  };
  return {
    async forStaff(creditNoteId: string) {
      return download(db, await find(creditNoteId));
    },

    /** Another organisation's credit note is "not found", as its invoices are. */
    async forCustomer(current: CurrentUser, creditNoteId: string) {
      const note = await find(creditNoteId);
      const scope = organisationScope(current, undefined);
      if (scope !== undefined && note.organisationId !== scope) {
        throw notFound(CREDIT_NOTE_NOT_FOUND);
      }
      return download(db, note);
    },
  };
}

export type CreditNotesService = ReturnType<typeof createCreditNotesService>;
