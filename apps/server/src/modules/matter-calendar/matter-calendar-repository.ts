import { and, eq, isNotNull, notInArray, or } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { matterCalendarFeeds, matters } from '#src/db/schema.ts';
import { credentialByTokenHash } from '#src/modules/access/access-records.ts';

const feedByTokenHash = credentialByTokenHash(matterCalendarFeeds, 'matter_calendar_feed_by_token');

export function createMatterCalendarRepository(db: Executor) {
  return {
    /** The organisation's matters still being worked that have a date. */
    openMatterDates(organisationId: string) {
      return db
        .select({
          id: matters.id,
          number: matters.number,
          kind: matters.kind,
          status: matters.status,
          statutoryDueOn: matters.statutoryDueOn,
          targetOn: matters.targetOn,
        })
        .from(matters)
        .where(
          and(
            eq(matters.organisationId, organisationId),
            notInArray(matters.status, ['closed', 'declined']),
            or(isNotNull(matters.statutoryDueOn), isNotNull(matters.targetOn)),
          ),
        );
    },

    async linkOf(userId: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: matterCalendarFeeds.createdAt })
        .from(matterCalendarFeeds)
        .where(eq(matterCalendarFeeds.userId, userId))
        .for('update');
      return row?.createdAt;
    },

    async replace(userId: number, tokenHash: string, createdAt: Date): Promise<void> {
      await db
        .insert(matterCalendarFeeds)
        .values({ userId, tokenHash, createdAt })
        .onConflictDoUpdate({ target: matterCalendarFeeds.userId, set: { tokenHash, createdAt } });
    },

    /** The address's owner with their organisation and access overrides. */
    async findByTokenHash(tokenHash: string) {
      const [row] = await feedByTokenHash(db).execute({ tokenHash });
      return row;
    },
  };
}
