import { NOTICE_FIELD, NOTICE_REQUIRED_MESSAGE } from '@prakar/shared/matter-documents';
import { type MatterDetail, requestMatterSchema } from '@prakar/shared/matters';
import { refusingControlCharacters } from '@prakar/shared/text';
import type { Database } from '#src/db/client.ts';
import type { RequestOrigin } from '#src/modules/audit/audit-log.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { activeStaff } from '#src/modules/users/staff-members.ts';
import { formRefusal } from '#src/uploads/form-refusal.ts';
import type { UploadForm } from '#src/uploads/upload-form.ts';
import { createMatterDocumentsRepository } from './matter-documents-repository.ts';
import { checkMatterFile } from './matter-file.ts';
import { matterRequestedMail } from './matter-request-mail.ts';
import type { MattersService } from './matters-service.ts';

/** The form's text, read from multipart rather than by a route schema, under the same text rule. */
const requestFieldsSchema = refusingControlCharacters(requestMatterSchema);

/**
 * A client asks the firm for help with a notice (docs/decisions/0086): the matter opens as
 * staff open one, for the caller's organisation, with the notice kept as version 1 of its
 * `notice` document, and every active staff member is mailed a link to it.
 */
export function createMatterRequests(deps: {
  db: Database;
  now: () => Date;
  outbox: MailOutbox;
  matters: MattersService;
  publicUrl: string;
}) {
  return {
    /**
     * Checks the whole form at once, so a person sees every problem together: the facts against
     * the shared schema, then the notice by its content. The status follows the file (413 too
     * large, 415 wrong type) and is 400 otherwise.
     */
    async request(
      current: CurrentUser,
      form: UploadForm,
      origin: RequestOrigin,
    ): Promise<MatterDetail> {
      const parsed = requestFieldsSchema.safeParse(form.fields);
      const check =
        form.file && form.file.bytes.length > 0
          ? await checkMatterFile(form.file, 'notice')
          : ({ ok: false, status: 400, message: NOTICE_REQUIRED_MESSAGE } as const);
      if (!parsed.success || !check.ok) throw formRefusal(parsed, NOTICE_FIELD, check);

      const matter = await deps.matters.create(
        current,
        { ...parsed.data, organisationId: current.account.organisationId, assigneeId: null },
        origin,
        {
          async keep(tx, opened) {
            await createMatterDocumentsRepository(tx).insert({
              matterId: opened.id,
              what: 'notice',
              title: 'Notice',
              file: {
                storedName: check.filename,
                contentType: check.contentType,
                bytes: check.bytes,
              },
              uploadedByUserId: current.account.id,
              at: deps.now(),
            });
            const staff = await activeStaff(tx);
            for (const member of staff) {
              await deps.outbox.enqueue(
                tx,
                matterRequestedMail(member, { ...opened, kind: parsed.data.kind }, deps.publicUrl),
              );
            }
            return { notice: check.filename };
          },
        },
      );
      deps.outbox.notify();
      return matter;
    },
  };
}

export type MatterRequests = ReturnType<typeof createMatterRequests>;
