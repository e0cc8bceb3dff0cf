import { ERROR_CODES } from '@prakar/shared/api-error';
import {
  excerptOf,
  type LeadDetail,
  type LeadNeighbours,
  type LeadReply,
  type LeadStatus,
  type LeadSummary,
  type LeadsBulk,
  type LeadsBulkResult,
  REPLY_DELIVERIES,
  type SendLeadReply,
  type StaffMember,
} from '@prakar/shared/leads';
import { site } from '@prakar/shared/site';
import {
  messageReceivedSentence,
  type Timeline,
  type TimelineEntry,
} from '@prakar/shared/timeline';
import type { Database, Transaction } from '#src/db/client.ts';
import type { KeysetCursor } from '#src/db/keyset.ts';
import { HttpError, notFound } from '#src/http-error.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { AuditService } from '#src/modules/audit/audit-service.ts';
import { newestEntries } from '#src/modules/audit/audit-timeline.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { type Limiter, USER_LIMITS } from '#src/modules/rate-limit/limits.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { activeStaff, assigneeOf, personOf, staffOf } from '#src/modules/users/staff-members.ts';
import { leadReplyMail } from './leads-mails.ts';
import {
  createLeadsRepository,
  type LeadFilter,
  type LeadRow,
  type LockedLead,
} from './leads-repository.ts';

export type { LeadFilter, LeadRow } from './leads-repository.ts';

export const LEAD_NOT_FOUND_MESSAGE = 'This message does not exist, or was deleted.';

/** What a bulk change says of the messages it could not find. */
const missingMessages = (count: number) =>
  count === 1
    ? 'One of the chosen messages does not exist, or was deleted.'
    : `${count} of the chosen messages do not exist, or were deleted.`;

/** A note's or a reply's id, time and author, as the message's page shows them. */
const entryOf = (row: {
  id: string;
  at: Date;
  authorId: number | null;
  authorName: string | null;
  authorEmail: string | null;
}) => ({
  id: row.id,
  at: row.at.toISOString(),
  author: staffOf(row.authorId, row.authorName, row.authorEmail),
});

export function toLeadSummary(row: LeadRow): LeadSummary {
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    name: row.name,
    email: row.email,
    subject: row.subject,
    excerpt: excerptOf(row.comments),
    status: row.status,
    assignee: staffOf(row.assigneeId, row.assigneeName, row.assigneeEmail),
    organisation:
      row.organisationId === null
        ? null
        : { id: row.organisationId, name: row.organisationName ?? '' },
    noteCount: row.noteCount,
    replyCount: row.replyCount,
    lastReplyAt: row.lastReplyAt?.toISOString() ?? null,
  };
}

/** The outbox's word for a mail, as the thread tells it: a mail given up on is 'failed'. */
const deliveryOf = (status: string): LeadReply['delivery'] =>
  status === 'dead' ? 'failed' : (REPLY_DELIVERIES.find((known) => known === status) ?? 'pending');

/** Who sent a message, as the audit trail names it (leads are not accounts). */
const senderOf = (lead: { name: string; email: string }) => ({
  name: lead.name,
  email: lead.email,
});

export interface LeadsDeps {
  db: Database;
  outbox: MailOutbox;
  now: () => Date;
  limiter: Limiter;
  audit: AuditService;
}

/**
 * The firm's inbox of contact messages (docs/decisions/0057): the staff read, assign, mark,
 * annotate and answer them. Every change is one transaction with its line in the audit trail,
 * which names no organisation: what the staff do about a lead is the firm's own business, never
 * shown in a customer's activity.
 */
export function createLeadsService(deps: LeadsDeps) {
  const { db, now } = deps;
  const repository = createLeadsRepository(db);

  async function detail(id: string): Promise<LeadDetail> {
    const row = await repository.find(id);
    if (!row) throw notFound(LEAD_NOT_FOUND_MESSAGE);
    const [notes, replies] = await Promise.all([repository.notes(id), repository.replies(id)]);
    const { excerpt: _excerpt, ...summary } = toLeadSummary(row);
    return {
      ...summary,
      comments: row.comments,
      notes: notes.map((note) => ({ ...entryOf(note), text: note.text })),
      replies: replies.map((reply) => ({
        ...entryOf(reply),
        to: reply.to,
        subject: reply.subject,
        body: reply.body,
        delivery: deliveryOf(reply.mailStatus),
      })),
    };
  }

  /** Runs `change` on the locked message, then answers the message as it now is. */
  async function changeLead(
    id: string,
    change: (tx: Transaction, lead: LockedLead) => Promise<void>,
  ): Promise<LeadDetail> {
    await db.transaction(async (tx) => {
      const lead = await createLeadsRepository(tx).lock(id);
      if (!lead) throw notFound(LEAD_NOT_FOUND_MESSAGE);
      await change(tx, lead);
    });
    return detail(id);
  }

  /** Gives the locked message to `assignee` (or nobody), with its line in the trail; false if it had them already. */
  async function giveTo(
    tx: Transaction,
    current: CurrentUser,
    lead: LockedLead,
    assignee: StaffMember | null,
    origin: RequestOrigin,
  ): Promise<boolean> {
    const assigneeId = assignee?.id ?? null;
    if (lead.assigneeUserId === assigneeId) return false;
    const repositoryTx = createLeadsRepository(tx);
    const before = lead.assigneeUserId === null ? null : await personOf(tx, lead.assigneeUserId);
    await repositoryTx.update(lead.id, { assigneeUserId: assigneeId });
    await recordAudit(tx, now(), origin, {
      action: 'lead_assigned',
      actorUserId: current.account.id,
      targetType: 'lead',
      targetId: lead.id,
      before: { assignee: before ? { name: before.name, email: before.email } : null },
      after: {
        sender: senderOf(lead),
        assignee: assignee ? { name: assignee.name, email: assignee.email } : null,
      },
    });
    return true;
  }

  /** Marks the locked message, with its line in the trail; false if it was so already. */
  async function mark(
    tx: Transaction,
    current: CurrentUser,
    lead: LockedLead,
    status: LeadStatus,
    origin: RequestOrigin,
  ): Promise<boolean> {
    if (lead.status === status) return false;
    await createLeadsRepository(tx).update(lead.id, { status });
    await recordAudit(tx, now(), origin, {
      action: 'lead_status_changed',
      actorUserId: current.account.id,
      targetType: 'lead',
      targetId: lead.id,
      before: { status: lead.status },
      after: { sender: senderOf(lead), status },
    });
    return true;
  }

  return {
    page: async (filter: LeadFilter, cursor: KeysetCursor | undefined, pageSize: number) => {
      const { rows, paging } = await repository.page(filter, cursor, pageSize);
      return { leads: rows.map(toLeadSummary), ...paging };
    },

    /** Every matching message up to `maxRows`, newest first, a batch at a time: an export. */
    all: (filter: LeadFilter, maxRows: number) => repository.all(filter, maxRows),

    detail,

    assignees: async () => ({ assignees: await activeStaff(db) }),

    /** What happened to the message, newest first: its arrival, then the trail of what staff did. */
    async timeline(id: string, limit: number): Promise<Timeline> {
      const lead = await repository.find(id);
      if (!lead) throw notFound(LEAD_NOT_FOUND_MESSAGE);
      const trail = await deps.audit.timeline({ targetType: 'lead', targetId: id }, limit + 1);
      const received: TimelineEntry = {
        id: `received:${lead.id}`,
        at: lead.receivedAt.toISOString(),
        actor: { kind: 'visitor', name: lead.name },
        sentence: messageReceivedSentence(lead.name, lead.subject),
        link: null,
      };
      return newestEntries(limit, trail, [received]);
    },

    /** The messages either side of this one under the inbox's filters; 404 if it does not exist. */
    async neighbours(id: string, filter: LeadFilter): Promise<LeadNeighbours> {
      if (!(await repository.find(id))) throw notFound(LEAD_NOT_FOUND_MESSAGE);
      return repository.neighbours(id, filter);
    },

    async assign(
      current: CurrentUser,
      id: string,
      assigneeId: number | null,
      origin: RequestOrigin,
    ): Promise<LeadDetail> {
      const assignee = await assigneeOf(db, assigneeId, 'assigneeId');
      return changeLead(id, async (tx, lead) => {
        await giveTo(tx, current, lead, assignee, origin);
      });
    },

    async setStatus(
      current: CurrentUser,
      id: string,
      status: LeadStatus,
      origin: RequestOrigin,
    ): Promise<LeadDetail> {
      return changeLead(id, async (tx, lead) => {
        await mark(tx, current, lead, status, origin);
      });
    },

    /**
     * One change to several messages in one transaction: every message must exist, or nothing
     * changes. Each message changed has its own line in the trail, as if changed on its own.
     */
    async bulk(
      current: CurrentUser,
      { ids, action }: LeadsBulk,
      origin: RequestOrigin,
    ): Promise<LeadsBulkResult> {
      const assignee =
        action.kind === 'assign' ? await assigneeOf(db, action.assigneeId, 'assigneeId') : null;
      return db.transaction(async (tx) => {
        const locked = await createLeadsRepository(tx).lockAll(ids);
        const byId = new Map(locked.map((lead) => [lead.id, lead]));
        const missing = ids.flatMap((id, index) => (byId.has(id) ? [] : [index]));
        if (missing.length > 0) {
          throw new HttpError(
            404,
            ERROR_CODES.notFound,
            `${missingMessages(missing.length)} Nothing was changed.`,
            Object.fromEntries(missing.map((index) => [`ids.${index}`, LEAD_NOT_FOUND_MESSAGE])),
          );
        }
        const result: LeadsBulkResult = { changed: [], unchanged: [] };
        for (const id of ids) {
          const lead = byId.get(id);
          if (!lead) continue;
          const changed =
            action.kind === 'assign'
              ? await giveTo(tx, current, lead, assignee, origin)
              : await mark(tx, current, lead, action.status, origin);
          result[changed ? 'changed' : 'unchanged'].push(id);
        }
        return result;
      });
    },

    async addNote(
      current: CurrentUser,
      id: string,
      text: string,
      origin: RequestOrigin,
    ): Promise<LeadDetail> {
      return changeLead(id, async (tx, lead) => {
        const at = now();
        await createLeadsRepository(tx).insertNote({
          messageId: id,
          authorUserId: current.account.id,
          text,
          createdAt: at,
        });
        // The note's words stay with the message: the trail says only that one was written.
        await recordAudit(tx, at, origin, {
          action: 'lead_note_added',
          actorUserId: current.account.id,
          targetType: 'lead',
          targetId: id,
          after: { sender: senderOf(lead) },
        });
      });
    },

    /**
     * E-mails the sender through the outbox and keeps the reply in the thread, in one
     * transaction: the reply is in the thread exactly when its mail is queued. Counted first, per
     * staff member and per recipient, since each reply is a mail to someone's inbox.
     */
    async reply(
      current: CurrentUser,
      id: string,
      input: SendLeadReply,
      origin: RequestOrigin,
    ): Promise<LeadDetail> {
      const found = await repository.find(id);
      if (!found) throw notFound(LEAD_NOT_FOUND_MESSAGE);
      // Counted outside the transaction: the limiter's store may be this same database.
      await deps.limiter.consume(USER_LIMITS.adminMail, String(current.account.id));
      await deps.limiter.consumeMailTo('leadReply', found.email);
      const answer = await changeLead(id, async (tx, lead) => {
        const at = now();
        const repositoryTx = createLeadsRepository(tx);
        const mailId = await deps.outbox.enqueue(
          tx,
          leadReplyMail({
            to: { email: lead.email },
            subject: input.subject,
            body: input.body,
            context: {
              staffName: current.account.name,
              firm: { name: site.name, phone: site.salesPhone },
              original: {
                name: lead.name,
                receivedAt: lead.createdAt.toISOString(),
                comments: lead.comments,
              },
            },
          }),
        );
        await repositoryTx.insertReply({
          messageId: id,
          authorUserId: current.account.id,
          to: lead.email,
          subject: input.subject,
          body: input.body,
          mailId,
          createdAt: at,
        });
        if (lead.status !== input.status) {
          await repositoryTx.update(id, { status: input.status });
        }
        await recordAudit(tx, at, origin, {
          action: 'lead_replied',
          actorUserId: current.account.id,
          targetType: 'lead',
          targetId: id,
          before: { status: lead.status },
          after: {
            sender: senderOf(lead),
            to: lead.email,
            subject: input.subject,
            status: input.status,
          },
        });
      });
      deps.outbox.notify();
      return answer;
    },

    /** An export is written to the trail before it streams, with the filters it used. */
    async recordExport(
      current: CurrentUser,
      filter: LeadFilter,
      origin: RequestOrigin,
    ): Promise<void> {
      const assignee =
        typeof filter.assignee === 'number'
          ? ((await personOf(db, filter.assignee)) ?? { name: '', email: '' })
          : filter.assignee;
      await recordAudit(db, now(), origin, {
        action: 'leads_exported',
        actorUserId: current.account.id,
        targetType: 'lead',
        after: {
          search: filter.search ?? null,
          status: filter.status ?? null,
          assignee:
            assignee === undefined
              ? null
              : typeof assignee === 'string'
                ? assignee
                : { name: assignee.name, email: assignee.email },
        },
      });
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
