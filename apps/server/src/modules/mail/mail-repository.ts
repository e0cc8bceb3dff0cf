import { and, asc, count, desc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client.ts';
import { type MailTransportKind, outboundMail } from '#src/db/schema.ts';
import type { Backlog } from '#src/modules/metrics/state-metrics.ts';
import type { OutboundMail } from './mail-message.ts';

/**
 * How long a claimed mail is hidden from other workers: longer than one send can take (the SMTP
 * timeouts add up to two minutes at the very worst), and renewed for the rest of a batch before
 * each send, so a batch never outlives it. If the process dies mid-send, another worker tries the
 * mail again once it runs out.
 */
export const CLAIM_LEASE_MINUTES = 3;
const CLAIM_LEASE = sql`${CLAIM_LEASE_MINUTES}::integer * interval '1 minute'`;

/** Newest mail shown in the local mailbox. */
const MAILBOX_LIMIT = 200;

export function createMailRepository(db: Database) {
  return {
    /**
     * Takes up to `limit` due mails for this worker. One statement: the inner select locks the
     * rows it picks and skips rows another worker holds, and the update pushes their next
     * attempt past the lease, so no other worker (in this or another process) sends them too.
     */
    async claimDue(limit: number): Promise<OutboundMail[]> {
      const due = db
        .select({ id: outboundMail.id })
        .from(outboundMail)
        .where(and(eq(outboundMail.status, 'pending'), lte(outboundMail.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outboundMail.nextAttemptAt), asc(outboundMail.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(outboundMail)
        .set({ nextAttemptAt: sql`now() + ${CLAIM_LEASE}` })
        .where(inArray(outboundMail.id, due))
        .returning();
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    /** Keeps the claim on mails this worker is still about to send. */
    async renewLease(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(outboundMail)
        .set({ nextAttemptAt: sql`now() + ${CLAIM_LEASE}` })
        .where(and(inArray(outboundMail.id, [...ids]), eq(outboundMail.status, 'pending')));
    },

    async markSent(id: string, result: { messageId: string; transport: MailTransportKind }) {
      await db
        .update(outboundMail)
        .set({
          status: 'sent',
          messageId: result.messageId,
          transport: result.transport,
          sentAt: sql`now()`,
          lastError: null,
        })
        .where(eq(outboundMail.id, id));
    },

    async markFailed(id: string, failure: { attempts: number; error: string; retryInMs: number }) {
      const wait = sql`${Math.round(failure.retryInMs)}::integer * interval '1 millisecond'`;
      await db
        .update(outboundMail)
        .set({
          attempts: failure.attempts,
          lastError: failure.error,
          nextAttemptAt: sql`now() + (${wait})`,
        })
        .where(eq(outboundMail.id, id));
    },

    /** Kept, never deleted: a person can read why it failed and send it again by hand. */
    async markDead(id: string, failure: { attempts: number; error: string }) {
      await db
        .update(outboundMail)
        .set({ status: 'dead', attempts: failure.attempts, lastError: failure.error })
        .where(eq(outboundMail.id, id));
    },

    /** The mail not yet sent (dead letters aside), and when the oldest of it was written. */
    async backlog(): Promise<Backlog> {
      const [row] = await db
        .select({ pending: count(), oldestCreatedAt: min(outboundMail.createdAt) })
        .from(outboundMail)
        .where(eq(outboundMail.status, 'pending'));
      return { pending: row?.pending ?? 0, oldestCreatedAt: row?.oldestCreatedAt ?? null };
    },

    /** Mail kept in the local mailbox, newest first, optionally for one recipient. */
    async listMailbox(to?: string): Promise<OutboundMail[]> {
      const inMailbox = eq(outboundMail.transport, 'mailbox');
      return db
        .select()
        .from(outboundMail)
        .where(to ? and(inMailbox, sql`lower(${outboundMail.to}) = lower(${to})`) : inMailbox)
        .orderBy(desc(outboundMail.createdAt), desc(outboundMail.id))
        .limit(MAILBOX_LIMIT);
    },

    async findInMailbox(id: string): Promise<OutboundMail | undefined> {
      const [row] = await db
        .select()
        .from(outboundMail)
        .where(and(eq(outboundMail.id, id), eq(outboundMail.transport, 'mailbox')));
      return row;
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
