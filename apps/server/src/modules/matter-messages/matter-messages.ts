import {
  type MatterMessage,
  type MatterThread,
  MESSAGE_ATTACHMENT_FIELD,
  type MessageSide,
  sendMessageSchema,
} from '@prakar/shared/matter-messages';
import { refusingControlCharacters } from '@prakar/shared/text';
import type { Database, Executor } from '#src/db/client.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { keepMatterDocument } from '#src/modules/matters/matter-document-records.ts';
import { checkMatterFile } from '#src/modules/matters/matter-file.ts';
import {
  activeUsersById,
  matterWatchersByOrganisation,
  type Recipient,
} from '#src/modules/matters/matter-reminder-recipients.ts';
import { visibleMatter } from '#src/modules/matters/matter-visibility.ts';
import { type Limiter, USER_LIMITS } from '#src/modules/rate-limit/limits.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { activeStaff } from '#src/modules/users/staff-members.ts';
import { formRefusal } from '#src/uploads/form-refusal.ts';
import type { UploadForm } from '#src/uploads/upload-form.ts';
import { matterMessageMail } from './matter-message-mail.ts';
import { createMatterMessagesRepository } from './matter-messages-repository.ts';

const fieldsSchema = refusingControlCharacters(sendMessageSchema);

type Matter = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createMatterMessagesRepository>['matter']>>
>;

/** The side that hears of a message: the assigned staff member, or every staff member if none. */
async function firmRecipients(db: Executor, matter: Matter): Promise<Recipient[]> {
  const assigneeId = matter.assigneeUserId ?? 0;
  const assignee = (await activeUsersById(db, [assigneeId])).get(assigneeId);
  if (assignee) return [assignee];
  return activeStaff(db);
}

/**
 * A matter's thread (docs/decisions/0086): read and written by the organisation's users with the
 * Advisory matters power (another organisation's matter is not found) and by the firm's staff.
 * A message may carry one attachment, checked by content and kept as the matter's document; the
 * other side is mailed a link to sign in, never the words. Sending is counted per writer and
 * matter, and audited.
 */
export function createMatterMessages(deps: {
  db: Database;
  now: () => Date;
  outbox: MailOutbox;
  limiter: Limiter;
  publicUrl: string;
}) {
  const repository = createMatterMessagesRepository(deps.db);

  const readable = async (current: CurrentUser, matterId: string, side: MessageSide) =>
    visibleMatter(await repository.matter(matterId), current, side !== 'client');

  async function thread(
    current: CurrentUser,
    matterId: string,
    side: MessageSide,
  ): Promise<MatterThread> {
    await readable(current, matterId, side);
    const rows = await repository.thread(matterId);
    return {
      messages: rows.map((row) => ({
        id: row.id,
        side: row.side,
        author: row.authorEmail === null ? null : { name: row.authorName || row.authorEmail },
        body: row.body,
        sentAt: row.sentAt.toISOString(),
        attachment:
          row.documentId === null
            ? null
            : {
                documentId: row.documentId,
                filename: row.filename ?? '',
                size: row.size ?? 0,
                deletedAt: row.deletedAt?.toISOString() ?? null,
              },
      })),
    };
  }

  /** The text and the attachment checked together, so a person sees every problem at once. */
  async function checkForm(form: UploadForm) {
    const parsed = fieldsSchema.safeParse(form.fields);
    const sent = form.file && form.file.bytes.length > 0 ? form.file : undefined;
    const check = sent ? await checkMatterFile(sent, 'attachment', 'document') : undefined;
    if (!parsed.success || (check && !check.ok)) {
      throw formRefusal(parsed, MESSAGE_ATTACHMENT_FIELD, check);
    }
    return { body: parsed.data.body, file: check };
  }

  async function send(
    current: CurrentUser,
    matterId: string,
    form: UploadForm,
    origin: RequestOrigin,
    side: MessageSide,
  ): Promise<MatterMessage> {
    const matter = await readable(current, matterId, side);
    const { body, file } = await checkForm(form);
    await deps.limiter.consume(
      USER_LIMITS.matterMessage,
      `${current.account.id}:${matter.id}`,
      'You have sent many messages about this matter.',
    );
    const sentAt = deps.now();
    const message = await deps.db.transaction(async (tx) => {
      const attachmentDocumentId = file
        ? await keepMatterDocument(tx, {
            matterId: matter.id,
            what: 'attachment',
            title: file.filename,
            file: { storedName: file.filename, contentType: file.contentType, bytes: file.bytes },
            uploadedByUserId: current.account.id,
            at: sentAt,
          })
        : null;
      const id = await createMatterMessagesRepository(tx).insert({
        matterId: matter.id,
        authorUserId: current.account.id,
        side,
        body,
        attachmentDocumentId,
        sentAt,
      });
      await recordAudit(tx, sentAt, origin, {
        action: 'matter_message_sent',
        actorUserId: current.account.id,
        organisationId: side === 'client' ? matter.organisationId : null,
        targetType: 'matter',
        targetId: matter.id,
        after: { number: matter.number, side, ...(file ? { attachment: file.filename } : {}) },
      });
      const recipients =
        side === 'client'
          ? await firmRecipients(tx, matter)
          : ((await matterWatchersByOrganisation(tx, [matter.organisationId])).get(
              matter.organisationId,
            ) ?? []);
      const path = side === 'client' ? '/back-office/matters' : '/matters';
      for (const recipient of recipients) {
        if (recipient.id === current.account.id) continue;
        await deps.outbox.enqueue(
          tx,
          matterMessageMail({
            to: recipient.email,
            name: recipient.name,
            from: side,
            number: matter.number,
            kind: matter.kind,
            organisationName: matter.organisationName,
            url: `${deps.publicUrl}${path}/${matter.id}`,
          }),
        );
      }
      return {
        id,
        side,
        author: { name: current.account.name || current.account.email },
        body,
        sentAt: sentAt.toISOString(),
        attachment:
          file && attachmentDocumentId
            ? {
                documentId: attachmentDocumentId,
                filename: file.filename,
                size: file.bytes.length,
                deletedAt: null,
              }
            : null,
      } satisfies MatterMessage;
    });
    deps.outbox.notify();
    return message;
  }

  return {
    clientThread: (current: CurrentUser, matterId: string) => thread(current, matterId, 'client'),
    staffThread: (current: CurrentUser, matterId: string) => thread(current, matterId, 'firm'),
    clientSend: (current: CurrentUser, matterId: string, form: UploadForm, origin: RequestOrigin) =>
      send(current, matterId, form, origin, 'client'),
    staffSend: (current: CurrentUser, matterId: string, form: UploadForm, origin: RequestOrigin) =>
      send(current, matterId, form, origin, 'firm'),
  };
}

export type MatterMessages = ReturnType<typeof createMatterMessages>;
