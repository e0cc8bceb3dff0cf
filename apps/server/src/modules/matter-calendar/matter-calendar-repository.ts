import { DEADLINES_MET_STATUSES } from '@prakar/shared/matter-status';
import { and, eq, gte, isNotNull, notInArray, or } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { matterCalendarFeeds, matterHearings, matters } from '#src/db/schema.ts';
import { credentialByTokenHash } from '#src/modules/access/access-records.ts';

const feedByTokenHash = credentialByTokenHash(matterCalendarFeeds, 'matter_calendar_feed_by_token');

const matterFields = {
  id: matters.id,
  number: matters.number,
  kind: matters.kind,
  status: matters.status,
};

const openOf = (organisationId: string) =>
  and(
    eq(matters.organisationId, organisationId),
    notInArray(matters.status, ['closed', 'declined']),
  );

export function createMatterCalendarRepository(db: Executor) {
  return {
    /** The organisation's matters not yet filed that have a date (once filed, it is met). */
    openMatterDates(organisationId: string) {
      return db
        .select({
          ...matterFields,
          statutoryDueOn: matters.statutoryDueOn,
          targetOn: matters.targetOn,
        })
        .from(matters)
        .where(
          and(
            eq(matters.organisationId, organisationId),
            notInArray(matters.status, [...DEADLINES_MET_STATUSES]),
            or(isNotNull(matters.statutoryDueOn), isNotNull(matters.targetOn)),
          ),
        );
    },

    /** The hearings of those matters from `fromDay` (IST) on. */
    openMatterHearings(organisationId: string, fromDay: string) {
      return db
        .select({
          ...matterFields,
          hearingId: matterHearings.id,
          on: matterHearings.hearingOn,
          time: matterHearings.hearingTime,
          forum: matterHearings.forum,
          place: matterHearings.place,
        })
        .from(matterHearings)
        .innerJoin(matters, eq(matters.id, matterHearings.matterId))
        .where(and(openOf(organisationId), gte(matterHearings.hearingOn, fromDay)));
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
