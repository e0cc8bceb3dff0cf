import type { Opening } from '@prakar/shared/careers';
import { earliestOpenPosting, openingClosesOn } from '@prakar/shared/opening-window';
import { and, asc, between, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { jobApplications, jobOpenings } from '#src/db/schema.ts';

export type NewJobApplication = typeof jobApplications.$inferInsert;

const openingColumns = {
  id: jobOpenings.id,
  slug: jobOpenings.slug,
  title: jobOpenings.title,
  location: jobOpenings.location,
  employmentType: jobOpenings.employmentType,
  department: jobOpenings.department,
  description: jobOpenings.description,
  responsibilities: jobOpenings.responsibilities,
  requirements: jobOpenings.requirements,
  postedAt: jobOpenings.postedAt,
};

/**
 * Open on `today` (`YYYY-MM-DD`, the day in India): not taken down, and posted within the days an
 * opening takes applications, up to today (a posting dated later is not open yet).
 */
const openOn = (today: string) =>
  and(
    eq(jobOpenings.isOpen, true),
    between(jobOpenings.postedAt, earliestOpenPosting(today), today),
  );

const withClosingDay = (row: Omit<Opening, 'closesOn'>): Opening => ({
  ...row,
  closesOn: openingClosesOn(row.postedAt),
});

export function createCareersRepository(db: Executor) {
  return {
    async listOpen(today: string): Promise<Opening[]> {
      const rows = await db
        .select(openingColumns)
        .from(jobOpenings)
        .where(openOn(today))
        .orderBy(asc(jobOpenings.sortOrder), asc(jobOpenings.title));
      return rows.map(withClosingDay);
    },

    async findOpen(id: string, today: string): Promise<Opening | undefined> {
      const [row] = await db
        .select(openingColumns)
        .from(jobOpenings)
        .where(and(eq(jobOpenings.id, id), openOn(today)));
      return row && withClosingDay(row);
    },

    async insertApplication(application: NewJobApplication) {
      const [row] = await db
        .insert(jobApplications)
        .values(application)
        .returning({ id: jobApplications.id, createdAt: jobApplications.createdAt });
      if (!row) throw new Error('Inserting a job application returned no row.');
      return row;
    },
  };
}

export type CareersRepository = ReturnType<typeof createCareersRepository>;
