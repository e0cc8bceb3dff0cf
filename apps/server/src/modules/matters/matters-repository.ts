import type { Sorting } from '@prakar/shared/list-query';
import type { MatterStatus } from '@prakar/shared/matter-status';
import type { MatterDueFilter, MatterSortField, MattersQuery } from '@prakar/shared/matters';
import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#src/db/client.ts';
import { type KeysetOrder, keyedRead, keyOfRow, keysetPage, pageInfo } from '#src/db/keyset.ts';
import { partPattern } from '#src/db/like-pattern.ts';
import {
  matterSearchText,
  matterSequences,
  matterStatusChanges,
  matters,
  organisations,
  users,
} from '#src/db/schema.ts';

/** What the staff's list filters by; a client's list also asks for the `finished` matters. */
export type MatterFilter = Pick<
  MattersQuery,
  'search' | 'kind' | 'assignee' | 'due' | 'organisationId'
> & { status?: MattersQuery['status'] | 'finished' };

/** The IST days the due filters are counted from: today, and the Monday and Sunday of its week. */
export interface DueDays {
  today: string;
  weekStarts: string;
  weekEnds: string;
  in30Days: string;
}

/** The statuses of matters that are no longer the firm's work. */
const FINISHED: MatterStatus[] = ['closed', 'declined'];

/** At most this many organisations' matters are found by one search of their name. */
const NAMED_ORGANISATIONS_LIMIT = 100;

function dueCondition(due: MatterDueFilter | undefined, days: DueDays): SQL | undefined {
  // `next_due_on` is empty for a finished matter, so each of these finds open ones only.
  if (due === 'overdue') return lt(matters.nextDueOn, days.today);
  if (due === 'this_week') {
    return and(gte(matters.nextDueOn, days.weekStarts), lte(matters.nextDueOn, days.weekEnds));
  }
  if (due === 'next_30_days') {
    return and(gte(matters.nextDueOn, days.today), lte(matters.nextDueOn, days.in30Days));
  }
  return undefined;
}

function statusCondition(status: MatterFilter['status']): SQL | undefined {
  if (!status) return undefined;
  if (status === 'open') return notInArray(matters.status, FINISHED);
  return status === 'finished' ? inArray(matters.status, FINISHED) : eq(matters.status, status);
}

/**
 * What the filter selects. A search finds matters by part of their number, PAN/TAN/GSTIN or DIN,
 * and those of organisations whose name holds it; the organisations are looked up first, so a
 * search that names none adds nothing to the query.
 */
async function conditionsOf(db: Executor, filter: MatterFilter, days: DueDays) {
  const search = filter.search?.trim();
  const pattern = search ? partPattern(search) : undefined;
  const named = pattern
    ? await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(sql`${organisations.name} ilike ${pattern}`)
        .limit(NAMED_ORGANISATIONS_LIMIT)
    : [];
  return and(
    statusCondition(filter.status),
    filter.kind ? eq(matters.kind, filter.kind) : undefined,
    filter.assignee === 'none'
      ? isNull(matters.assigneeUserId)
      : filter.assignee === undefined
        ? undefined
        : eq(matters.assigneeUserId, filter.assignee),
    dueCondition(filter.due, days),
    filter.organisationId ? eq(matters.organisationId, filter.organisationId) : undefined,
    pattern
      ? or(
          sql`(${matterSearchText}) ilike ${pattern}`,
          named.length > 0
            ? inArray(
                matters.organisationId,
                named.map((row) => row.id),
              )
            : undefined,
        )
      : undefined,
  );
}

const assignees = alias(users, 'assignees');

/** A matter as the list and the detail read it, with its organisation's and assignee's names. */
const matterColumns = {
  id: matters.id,
  number: matters.number,
  organisationId: matters.organisationId,
  organisationName: organisations.name,
  kind: matters.kind,
  subjectType: matters.subjectType,
  subject: matters.subject,
  act: matters.act,
  year: matters.year,
  din: matters.din,
  servedOn: matters.servedOn,
  dateInNotice: matters.dateInNotice,
  statutoryDueOn: matters.statutoryDueOn,
  dueCounted: matters.dueCounted,
  section: matters.section,
  targetOn: matters.targetOn,
  nextDueOn: matters.nextDueOn,
  status: matters.status,
  statusChangedAt: matters.statusChangedAt,
  openedAt: matters.openedAt,
  description: matters.description,
  assigneeId: matters.assigneeUserId,
  assigneeName: assignees.name,
  assigneeEmail: assignees.email,
};

const SORT_COLUMNS = {
  due: matters.nextDueOn,
  opened: matters.openedAt,
  status: matters.statusOrder,
} as const;

/** The list's order, the id breaking ties so pages never overlap. */
const orderOf = ({ sort, order }: Sorting<MatterSortField>): KeysetOrder => ({
  column: SORT_COLUMNS[sort],
  tieBreaker: matters.id,
  descending: order === 'desc',
});

export function createMattersRepository(db: Executor) {
  return {
    /** One page of matters from the cursor in the chosen order, with how many the filter matches. */
    async page(query: MatterFilter & Omit<MattersQuery, keyof MatterFilter>, days: DueDays) {
      const where = await conditionsOf(db, query, days);
      const order = orderOf(query);
      const read = keyedRead(order, where, (keyed) =>
        db
          .select({ ...matterColumns, ...keyed })
          .from(matters)
          .innerJoin(organisations, eq(organisations.id, matters.organisationId))
          .leftJoin(assignees, eq(assignees.id, matters.assigneeUserId))
          .$dynamic(),
      );
      const page = await keysetPage(
        order,
        query.cursor,
        query.pageSize,
        read,
        keyOfRow,
        db.select({ id: matters.id }).from(matters).where(where).$dynamic(),
      );
      const sorting = { sort: query.sort, order: query.order };
      return { rows: page.rows, paging: pageInfo(page, query.pageSize, sorting) };
    },

    async find(id: string) {
      const [row] = await db
        .select(matterColumns)
        .from(matters)
        .innerJoin(organisations, eq(organisations.id, matters.organisationId))
        .leftJoin(assignees, eq(assignees.id, matters.assigneeUserId))
        .where(eq(matters.id, id));
      return row;
    },

    /** Each change of the matter's status, oldest first, with who made it. */
    async history(matterId: string) {
      return db
        .select({
          status: matterStatusChanges.status,
          at: matterStatusChanges.at,
          note: matterStatusChanges.note,
          byId: matterStatusChanges.byUserId,
          byName: users.name,
          byEmail: users.email,
        })
        .from(matterStatusChanges)
        .leftJoin(users, eq(users.id, matterStatusChanges.byUserId))
        .where(eq(matterStatusChanges.matterId, matterId))
        .orderBy(asc(matterStatusChanges.at), asc(matterStatusChanges.id));
    },

    /** The matters' rows, locked in the order of their ids, so two bulk changes cannot deadlock. */
    lockAll: (ids: readonly string[]) =>
      db
        .select()
        .from(matters)
        .where(inArray(matters.id, [...ids]))
        .orderBy(asc(matters.id))
        .for('update'),

    /**
     * The next number of the year's series. The counter row stays locked until the opening
     * transaction ends, so openings take turns and a rollback gives the number back.
     */
    async takeNumber(year: number): Promise<number> {
      const [row] = await db
        .insert(matterSequences)
        .values({ year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: matterSequences.year,
          set: { lastNumber: sql`${matterSequences.lastNumber} + 1` },
        })
        .returning({ sequence: matterSequences.lastNumber });
      if (!row) throw new Error('The matter counter returned no row.');
      return row.sequence;
    },

    async insert(values: typeof matters.$inferInsert): Promise<string> {
      const [row] = await db.insert(matters).values(values).returning({ id: matters.id });
      if (!row) throw new Error('Inserting a matter returned no row.');
      return row.id;
    },

    async update(
      id: string,
      change: Partial<
        Pick<
          typeof matters.$inferInsert,
          'status' | 'statusChangedAt' | 'assigneeUserId' | 'targetOn'
        >
      >,
    ): Promise<void> {
      await db.update(matters).set(change).where(eq(matters.id, id));
    },

    async insertStatusChange(change: typeof matterStatusChanges.$inferInsert): Promise<void> {
      await db.insert(matterStatusChanges).values(change);
    },

    /** A customer organisation's name (never the firm's own), or undefined. */
    async customer(id: string) {
      const [row] = await db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(and(eq(organisations.id, id), eq(organisations.isFirm, false)));
      return row;
    },
  };
}

export type MattersRepository = ReturnType<typeof createMattersRepository>;
export type MatterRow = NonNullable<Awaited<ReturnType<MattersRepository['find']>>>;
export type LockedMatter = Awaited<ReturnType<MattersRepository['lockAll']>>[number];
