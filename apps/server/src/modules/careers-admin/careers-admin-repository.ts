import {
  APPLICATION_STATUSES,
  type ApplicationListQuery,
  type ApplicationSortField,
  type ApplicationStatus,
  type ApplicationsExportQuery,
  type OpeningState,
  type StaffOpening,
  type StatusCounts,
} from '@prakar/shared/careers-admin';
import type { Sorting } from '@prakar/shared/list-query';
import { openingClosesOn } from '@prakar/shared/opening-window';
import { and, asc, count, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { type KeysetOrder, keyedBatches, keyedPage, keyedRead } from '#src/db/keyset.ts';
import { likeLiteral, nameOrEmailMatching } from '#src/db/like-pattern.ts';
import { jobApplications, jobOpenings } from '#src/db/schema.ts';

export type OpeningRow = typeof jobOpenings.$inferSelect;
export type NewOpening = Omit<typeof jobOpenings.$inferInsert, 'id'>;

/** Where an opening stands on `today` (`YYYY-MM-DD`, the day in India). */
function stateOf(row: OpeningRow, today: string): OpeningState {
  if (!row.isOpen) return 'closed';
  return row.postedAt <= today && today <= openingClosesOn(row.postedAt) ? 'open' : 'lapsed';
}

const noApplications = (): StatusCounts =>
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as StatusCounts;

export function toStaffOpening(
  row: OpeningRow,
  today: string,
  applications = noApplications(),
): StaffOpening {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    location: row.location,
    employmentType: row.employmentType,
    department: row.department,
    description: row.description,
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    postedAt: row.postedAt,
    closesOn: openingClosesOn(row.postedAt),
    isOpen: row.isOpen,
    state: stateOf(row, today),
    applications,
  };
}

/** What a list shows of each application: never the résumé's bytes, read only when asked for. */
const SUMMARY_COLUMNS = {
  id: jobApplications.id,
  name: jobApplications.name,
  email: jobApplications.email,
  mobile: jobApplications.mobile,
  status: jobApplications.status,
  createdAt: jobApplications.createdAt,
  statusChangedAt: jobApplications.statusChangedAt,
  resumeFilename: jobApplications.resumeFilename,
  resumeContentType: jobApplications.resumeContentType,
  resumeSize: jobApplications.resumeSize,
};

const DETAIL_COLUMNS = {
  ...SUMMARY_COLUMNS,
  coverNote: jobApplications.coverNote,
  notes: jobApplications.notes,
  notesUpdatedAt: jobApplications.notesUpdatedAt,
  openingId: jobOpenings.id,
  openingTitle: jobOpenings.title,
};

const SORT_COLUMNS = {
  receivedAt: jobApplications.createdAt,
  name: jobApplications.name,
  status: jobApplications.statusRank,
} as const;

/** The list's order, the id breaking ties so pages never overlap. */
const orderOf = ({ sort, order }: Sorting<ApplicationSortField>): KeysetOrder => ({
  column: SORT_COLUMNS[sort],
  tieBreaker: jobApplications.id,
  descending: order === 'desc',
});

/** An opening's applications the filters match. */
const matching = (openingId: string, filter: ApplicationsExportQuery) =>
  and(
    eq(jobApplications.openingId, openingId),
    filter.status ? eq(jobApplications.status, filter.status) : undefined,
    filter.search
      ? nameOrEmailMatching(
          jobApplications.name,
          sql`lower(${jobApplications.email})`,
          filter.search,
        )
      : undefined,
  );

export function createCareersAdminRepository(db: Executor) {
  const readSummaries = (where: SQL | undefined, order: KeysetOrder) =>
    keyedRead(order, where, (keyed) =>
      db
        .select({ ...SUMMARY_COLUMNS, ...keyed })
        .from(jobApplications)
        .$dynamic(),
    );

  /** Each opening's applications counted by status. */
  async function countByStatus(openingIds: string[]): Promise<Map<string, StatusCounts>> {
    const counts = new Map<string, StatusCounts>();
    if (openingIds.length === 0) return counts;
    const rows = await db
      .select({
        openingId: jobApplications.openingId,
        status: jobApplications.status,
        n: count(),
      })
      .from(jobApplications)
      .where(inArray(jobApplications.openingId, openingIds))
      .groupBy(jobApplications.openingId, jobApplications.status);
    for (const row of rows) {
      const forOpening = counts.get(row.openingId) ?? noApplications();
      forOpening[row.status] = row.n;
      counts.set(row.openingId, forOpening);
    }
    return counts;
  }

  return {
    /** Every opening, open ones first, then in the careers page's order. */
    async listOpenings(today: string): Promise<StaffOpening[]> {
      const rows = await db
        .select()
        .from(jobOpenings)
        .orderBy(
          sql`${jobOpenings.isOpen} desc`,
          asc(jobOpenings.sortOrder),
          asc(jobOpenings.title),
        );
      const counts = await countByStatus(rows.map((row) => row.id));
      return rows.map((row) => toStaffOpening(row, today, counts.get(row.id)));
    },

    async findOpening(id: string, today: string): Promise<StaffOpening | undefined> {
      const [row] = await db.select().from(jobOpenings).where(eq(jobOpenings.id, id));
      if (!row) return undefined;
      const counts = await countByStatus([id]);
      return toStaffOpening(row, today, counts.get(id));
    },

    /** The opening, locked until the transaction ends, so two edits of it take turns. */
    async lockOpening(id: string): Promise<OpeningRow | undefined> {
      const [row] = await db.select().from(jobOpenings).where(eq(jobOpenings.id, id)).for('update');
      return row;
    },

    async slugsLike(stem: string): Promise<string[]> {
      const rows = await db
        .select({ slug: jobOpenings.slug })
        .from(jobOpenings)
        .where(like(jobOpenings.slug, `${likeLiteral(stem)}%`));
      return rows.map((row) => row.slug);
    },

    async insertOpening(opening: NewOpening): Promise<OpeningRow> {
      const [row] = await db.insert(jobOpenings).values(opening).returning();
      if (!row) throw new Error('Inserting an opening returned no row.');
      return row;
    },

    async updateOpening(id: string, changes: Partial<NewOpening>): Promise<OpeningRow> {
      const [row] = await db
        .update(jobOpenings)
        .set(changes)
        .where(eq(jobOpenings.id, id))
        .returning();
      if (!row) throw new Error('Updating an opening returned no row.');
      return row;
    },

    /**
     * One page of an opening's applications in the chosen order. An opening has hundreds at most,
     * so orders other than the newest first need no index of their own.
     */
    async listApplications(openingId: string, query: ApplicationListQuery) {
      const where = matching(openingId, query);
      const order = orderOf(query);
      return keyedPage(
        order,
        query.cursor,
        query.pageSize,
        readSummaries(where, order),
        db.select({ id: jobApplications.id }).from(jobApplications).where(where).$dynamic(),
        { sort: query.sort, order: query.order },
      );
    },

    /** Every application the filters match up to `maxRows`, in the list's order, a batch at a time. */
    allApplications(openingId: string, filter: ApplicationsExportQuery, maxRows: number) {
      const order = orderOf(filter);
      return keyedBatches(order, maxRows, readSummaries(matching(openingId, filter), order));
    },

    async findApplication(id: string) {
      const [row] = await db
        .select(DETAIL_COLUMNS)
        .from(jobApplications)
        .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
        .where(eq(jobApplications.id, id));
      return row;
    },

    async findResume(id: string) {
      const [row] = await db
        .select({
          name: jobApplications.name,
          openingTitle: jobOpenings.title,
          filename: jobApplications.resumeFilename,
          contentType: jobApplications.resumeContentType,
          bytes: jobApplications.resumeBytes,
        })
        .from(jobApplications)
        .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
        .where(eq(jobApplications.id, id));
      return row;
    },

    async setStatus(id: string, status: ApplicationStatus, at: Date): Promise<void> {
      await db
        .update(jobApplications)
        .set({ status, statusChangedAt: at })
        .where(eq(jobApplications.id, id));
    },

    async setNotes(id: string, notes: string, at: Date): Promise<void> {
      await db
        .update(jobApplications)
        .set({ notes, notesUpdatedAt: at })
        .where(eq(jobApplications.id, id));
    },

    /**
     * The applications, locked until the transaction ends so two status changes take turns, in
     * the order of their ids so two bulk changes cannot deadlock.
     */
    lockApplications(ids: readonly string[]) {
      return db
        .select({ id: jobApplications.id, status: jobApplications.status })
        .from(jobApplications)
        .where(inArray(jobApplications.id, [...ids]))
        .orderBy(asc(jobApplications.id))
        .for('update');
    },
  };
}
